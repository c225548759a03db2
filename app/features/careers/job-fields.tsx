import { formatLongDate } from "~/domain/dates";
import type { Job } from "~/domain/job-application";

/** The careers list's fields, labelled and ordered as in docs/product.md §2.8; a job shows only those it has. */
export const JOB_FIELDS: { label: string; value: (job: Job) => string | number | null }[] = [
  { label: "Job ID", value: (j) => j.Code },
  { label: "Title", value: (j) => j.Title },
  { label: "Location", value: (j) => j.Location },
  { label: "Experience Level", value: (j) => j.Experience },
  { label: "Description", value: (j) => j.Description },
  { label: "Preferred Skills", value: (j) => j.PreferredSkills },
  { label: "Additional Skills", value: (j) => j.AdditionalSkills },
  { label: "Salary Package", value: (j) => j.Benefits },
  { label: "Last Date of Apply", value: (j) => (j.LastDateOfApply ? formatLongDate(j.LastDateOfApply) : null) },
  { label: "Contact", value: (j) => j.ContactInfo },
];

export function presentFields(job: Job): { label: string; value: string }[] {
  return JOB_FIELDS.map((f) => ({ label: f.label, value: f.value(job) })).flatMap((f) =>
    f.value === null || f.value === undefined || String(f.value).trim() === ""
      ? []
      : [{ label: f.label, value: String(f.value) }],
  );
}

export function JobFieldList({ job }: { job: Job }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[12rem_1fr]">
      {presentFields(job).map((f) => (
        <div key={f.label} className="contents">
          <dt className="font-semibold text-slate-900">{f.label}</dt>
          <dd className="whitespace-pre-line text-slate-700">{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}
