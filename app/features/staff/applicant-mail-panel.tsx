import { Form } from "react-router";
import { XsrfField } from "~/components/forms/hidden-fields";
import { Button } from "~/components/ui/button";
import { TEMPLATE_BODY_MAX, TEMPLATE_SUBJECT_MAX } from "~/domain/staff/message-templates";
import type { StaffTime } from "~/domain/staff/staff-time";
import { StaffField, StaffFormMessage, StaffSelect, StaffTextArea } from "./staff-field";
import { StaffNotice } from "./staff-notice";
import { StaffSection } from "./staff-section";

export type SentMail = { id: number; at: StaffTime; status: string; subject: string; text: string };

const STATUS_WORDS: Record<string, string> = { pending: "waiting to be sent", sent: "sent", failed: "failed" };

/**
 * The mails to the applicant (docs/product.md §10.13): every mail the person was sent about this
 * application, with its text (the private link kept back), and "E-mail the applicant": a template or a
 * blank page, edited, sent with Reply-To HR. Plain forms: choosing a template is a GET, sending a post.
 */
export function ApplicantMailPanel({
  mails,
  templates,
  draft,
  busy,
  result,
  closed,
}: {
  mails: SentMail[];
  templates: { id: number; name: string }[];
  draft: { templateId: number | null; subject: string; body: string };
  busy: boolean;
  result?: {
    success?: string;
    error?: string;
    subject?: string;
    body?: string;
    errors?: Record<string, string>;
  };
  /** Erased: nothing to list and no one to write to. */
  closed?: boolean;
}) {
  const refused = Boolean(result?.error);
  const subject = refused ? (result?.subject ?? "") : draft.subject;
  const body = refused ? (result?.body ?? "") : draft.body;
  return (
    <StaffSection
      id="applicant-mails"
      title="Mails to the applicant"
      description="Every mail sent to this person about it, oldest first, as its text says it (their private link is not shown here)."
    >
      {mails.length === 0 ? (
        <p className="text-slate-700">No mail sent yet.</p>
      ) : (
        <ol className="space-y-3">
          {mails.map((m) => (
            <li key={m.id} className="rounded-md border border-slate-200 p-3">
              <p className="text-sm text-slate-700">
                <time dateTime={m.at.iso}>{m.at.text}</time> · {STATUS_WORDS[m.status] ?? m.status}
              </p>
              <p className="font-semibold break-words text-slate-900">{m.subject}</p>
              <details className="mt-1">
                <summary className="cursor-pointer font-semibold text-brand-700">Its text</summary>
                <pre className="mt-2 overflow-x-auto rounded-md bg-slate-50 p-3 text-sm break-words whitespace-pre-wrap text-slate-900">
                  {m.text}
                </pre>
              </details>
            </li>
          ))}
        </ol>
      )}
      {!closed && (
        <div id="write" className="mt-6 space-y-4 border-t border-slate-200 pt-4">
          <h3 className="text-lg font-bold text-brand-950">E-mail the applicant</h3>
          <Form method="get" className="flex flex-wrap items-end gap-3" preventScrollReset>
            <div className="min-w-56">
              <StaffSelect
                label="Start from"
                id="mail-template"
                name="template"
                defaultValue={draft.templateId === null ? "" : String(draft.templateId)}
                options={[
                  { value: "", label: "A blank mail" },
                  ...templates.map((t) => ({ value: String(t.id), label: t.name })),
                ]}
              />
            </div>
            <Button type="submit" variant="secondary">
              Use it
            </Button>
          </Form>
          <Form method="post" className="space-y-4" key={`${draft.templateId}-${JSON.stringify(result ?? null)}`}>
            <XsrfField />
            <StaffFormMessage id="mail-form-message" message={result?.error} />
            <StaffField
              label="Subject"
              id="mail-subject"
              name="subject"
              required
              maxLength={TEMPLATE_SUBJECT_MAX}
              defaultValue={subject}
              error={result?.errors?.subject}
            />
            <StaffTextArea
              label="Text"
              id="mail-body"
              name="body"
              required
              rows={12}
              maxLength={TEMPLATE_BODY_MAX}
              defaultValue={body}
              error={result?.errors?.body}
              hint="Replies go to HR's address. {{statusLink}} becomes the applicant's private link; the position and reference are added under the text."
            />
            <Button type="submit" name="intent" value="mail" variant="primary" disabled={busy}>
              Send to the applicant
            </Button>
          </Form>
        </div>
      )}
      <StaffNotice id="applicant-mail-notice" success={result?.success} />
    </StaffSection>
  );
}
