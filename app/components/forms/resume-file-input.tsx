import type { ComponentProps } from "react";
import { RESUME_FILE_ACCEPT } from "~/domain/resume-file";
import { inputClass, labelClass } from "./text-field";

/** The labelled resume file input of the resume form and the wizard's last step (docs/product.md §5.5). */
export function ResumeFileInput({
  id,
  ...input
}: { id: string } & Omit<ComponentProps<"input">, "id" | "type" | "accept" | "className">) {
  return (
    <>
      <label htmlFor={id} className={labelClass}>
        Resume (pdf, doc, docx, size under 1MB)
      </label>
      <input
        id={id}
        {...input}
        type="file"
        accept={RESUME_FILE_ACCEPT}
        className={`${inputClass} file:me-4 file:rounded file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:font-semibold file:text-brand-800`}
      />
    </>
  );
}
