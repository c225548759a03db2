import { lazy, Suspense, useEffect, useRef, useState, type ReactNode, type RefObject } from "react";
import { inputClass } from "~/components/forms/text-field";
import { docToMarkup, markupToDoc } from "~/domain/rich-text/markup";
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

/** The editor's own props: where its text starts, read when it is first drawn. */
export type RichTextEditorProps = Omit<RichTextFieldProps, "defaultValue" | "typed"> & { start: () => RichTextDoc };

const describedBy = (id: string, error: string | null | undefined) =>
  [`${id}-hint`, error ? `${id}-error` : ""].filter(Boolean).join(" ");

/** The field without JavaScript: a textarea of the markup, with what the markup does. */
function MarkupTextArea({
  name,
  id,
  label,
  value,
  error,
  rows = 12,
  hint,
  area,
  onText,
}: Omit<RichTextFieldProps, "defaultValue" | "typed"> & {
  value: string;
  area?: RefObject<HTMLTextAreaElement | null>;
  onText: (text: string) => void;
}) {
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
        defaultValue={value}
        ref={area}
        onChange={(e) => onText(e.currentTarget.value)}
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
export function RichTextField({ defaultValue, typed, ...props }: RichTextFieldProps) {
  const [markup] = useState(() => typed ?? docToMarkup(defaultValue));
  // What was typed in the textarea before the editor replaced it (before hydration, or while its code
  // loads): the editor starts from it, so nothing typed then is lost.
  const text = useRef<string | null>(null);
  const area = useRef<HTMLTextAreaElement>(null);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    const value = area.current?.value;
    if (value !== undefined && value !== markup) text.current = value;
    setHydrated(true);
  }, [markup]);
  const onText = (value: string) => {
    text.current = value;
  };
  if (!hydrated) return <MarkupTextArea {...props} value={markup} area={area} onText={onText} />;
  const start = () => (text.current === null ? (typed ? markupToDoc(typed) : defaultValue) : markupToDoc(text.current));
  return (
    <Suspense fallback={<MarkupTextArea {...props} value={text.current ?? markup} onText={onText} />}>
      <LexicalEditor {...props} start={start} />
    </Suspense>
  );
}
