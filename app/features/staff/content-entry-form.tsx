import { Form } from "react-router";
import { XsrfField } from "~/components/forms/hidden-fields";
import { Button } from "~/components/ui/button";
import {
  CONTENT_TYPES,
  type ContentField,
  type ContentFieldErrors,
  type ContentType,
  type ContentValues,
} from "~/domain/site-content/content-types";
import { StaffField, StaffSelect, StaffTextArea } from "./staff-field";
import { RichTextField } from "./rich-text-editor/rich-text-field";
import { readStoredRichText } from "~/domain/rich-text/text";
import { richTextPlainText } from "~/domain/rich-text/plain-text";

type Props = {
  type: ContentType;
  values: ContentValues;
  errors?: ContentFieldErrors;
  /** After a refused save: what the other person saved, for each field that differs from this text. */
  theirs?: ContentValues;
  changed?: readonly string[];
  /** The draft version the page was read at (a save from an older one is refused). */
  version?: number;
  submitLabel: string;
  intent: string;
  /** The fields to show: all the type's (English), or its words (a translation: ./content-form-values.ts). */
  fields?: readonly ContentField[];
  /** For a translation: its language (the fields are typed in it) and the English words beside each field. */
  translation?: { lang: string; dir: "ltr" | "rtl"; english: ContentValues };
};

/** One content entry's fields as a form: every value text, whatever the field (markup typed stays text). */
export function ContentEntryForm({
  type,
  values,
  errors,
  theirs,
  changed,
  version,
  submitLabel,
  intent,
  fields = CONTENT_TYPES[type].fields,
  translation,
}: Props) {
  return (
    <Form method="post" className="space-y-5">
      <XsrfField />
      {version !== undefined && <input type="hidden" name="version" value={version} />}
      {fields.map((f) => {
        const id = `content-${f.name}`;
        const saved = changed?.includes(f.name) ? theirs?.[f.name] : undefined;
        // A long text's other version is named by its words, not its stored document.
        const their =
          saved !== undefined && f.kind === "rich-text" ? richTextPlainText(readStoredRichText(saved)) : saved;
        const english = translation?.english[f.name];
        const hint = [
          translation
            ? `English: “${english && f.kind === "rich-text" ? richTextPlainText(readStoredRichText(english)) : (english ?? "")}”. Empty: the English shows.`
            : f.hint,
          their !== undefined ? `Saved meanwhile by someone else: “${their}”` : null,
        ]
          .filter(Boolean)
          .join(" ");
        const common = {
          id,
          name: f.name,
          label: f.label,
          error: errors?.[f.name],
          hint: hint || undefined,
          defaultValue: values[f.name] ?? "",
          maxLength: f.maxLength,
          required: !f.optional,
          // A translation is typed in its language and direction (Arabic right to left).
          ...(translation ? { lang: translation.lang, dir: translation.dir } : {}),
        };
        if (f.kind === "long-text") return <StaffTextArea key={f.name} rows={5} {...common} />;
        if (f.kind === "rich-text")
          return (
            <RichTextField
              key={f.name}
              id={id}
              name={f.name}
              label={f.label}
              error={common.error}
              hint={common.hint}
              rows={24}
              defaultValue={readStoredRichText(common.defaultValue)}
            />
          );
        // A date input takes no maxlength (the server checks the date).
        if (f.kind === "date") return <StaffField key={f.name} type="date" {...common} maxLength={undefined} />;
        // A list is typed one item per line; the hint says how (app/domain/site-content/list-fields.ts).
        if (f.kind === "lines" || f.kind === "pairs" || f.kind === "groups")
          return <StaffTextArea key={f.name} rows={f.kind === "groups" ? 16 : 6} {...common} />;
        if (f.kind === "choice")
          return (
            <StaffSelect
              key={f.name}
              id={id}
              name={f.name}
              label={f.label}
              error={common.error}
              hint={common.hint}
              options={f.choices ?? []}
              defaultValue={common.defaultValue}
            />
          );
        // Typed as text, so the server's message (not the browser's) says what is wrong; the keyboard still fits.
        const inputMode =
          f.kind === "place"
            ? "numeric"
            : f.kind === "phone"
              ? "tel"
              : f.kind === "email"
                ? "email"
                : f.kind === "url"
                  ? "url"
                  : undefined;
        return <StaffField key={f.name} type="text" inputMode={inputMode} {...common} />;
      })}
      <Button type="submit" variant="primary" name="intent" value={intent}>
        {submitLabel}
      </Button>
    </Form>
  );
}
