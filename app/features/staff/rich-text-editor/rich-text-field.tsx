import { lazy, Suspense, type ReactNode } from "react";
import { inputClass } from "~/components/forms/text-field";
import { useHydrated } from "~/components/forms/use-hydrated";
import { docToMarkup } from "~/domain/rich-text/markup";
import type { RichTextDoc } from "~/domain/rich-text/model";

// Lexical is loaded in the browser only, after hydration, and only by the staff pages that show a long text:
// no public page and no other staff page carries its code.
const LexicalEditor = lazy(() => import("./lexical-editor"));

export type RichTextFieldProps = {
  /** The form field's name: the document's JSON, or the markup typed without JavaScript. */
  name: string;
  id: string;
  label: string;
  /** The text to start from. */
  defaultValue: RichTextDoc;
  /** What was typed in the textarea and refused: shown again as typed (without JavaScript). */
  typed?: string | null;
  error?: string | null;
  rows?: number;
  /** A word on what the text is for, under the field (the formatting help is added to it). */
  hint?: ReactNode;
};

const describedBy = (id: string, error: string | null | undefined) =>
  [`${id}-hint`, error ? `${id}-error` : ""].filter(Boolean).join(" ");

/** The field without JavaScript: a textarea of the markup, with what the markup does. */
function MarkupTextArea({ name, id, label, defaultValue, typed, error, rows = 12, hint }: RichTextFieldProps) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        required
        rows={rows}
        defaultValue={typed ?? docToMarkup(defaultValue)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error)}
        className={inputClass}
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
        {hint}
        {hint ? " " : ""}A blank line starts a new paragraph; a paragraph starting “## ” is a heading, “### ” a
        subheading; lines starting “- ” make a bulleted list, “1. ” a numbered one. **Two asterisks** make bold,
        _underscores_ italic, and [words](https://example.com) a link (to an http or https address, or to a page of this
        site such as /contact-us).
      </p>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * A long text of a staff form (app/domain/rich-text): headings, paragraphs, lists, bold, italic and links.
 * The server's HTML and a browser without JavaScript get a textarea of the text in the markup, which the
 * server reads (`richTextInputOf`); once the page runs, the Lexical editor replaces it and posts the document
 * as JSON in a hidden input of the same name.
 */
export function RichTextField(props: RichTextFieldProps) {
  const hydrated = useHydrated();
  const plain = <MarkupTextArea {...props} />;
  if (!hydrated) return plain;
  return (
    <Suspense fallback={plain}>
      <LexicalEditor {...props} />
    </Suspense>
  );
}
