import type { AppLoadContext } from "react-router";
import { applicantMailMessages } from "~/domain/staff/applicant-mail";
import { parseRecordId } from "~/domain/staff/record-id";
import { staffTime } from "~/domain/staff/staff-time";
import type { SubmissionKind } from "~/domain/submission-kind";
import { field, type StaffActionResult } from "~/features/staff/staff-action";

/** What "E-mail the applicant" answers: on a refusal the subject and text come back as typed. */
export type ApplicantMailResult = StaffActionResult<{ subject: string; body: string; errors: Record<string, string> }>;

/**
 * The mails to the applicant of one application or resume (docs/product.md §10.13): those sent, listed with
 * their text, and the form's draft: blank, or the template chosen (`?template=`), filled for this person.
 */
export async function applicantMailLoaderData(
  context: AppLoadContext,
  request: Request,
  kind: SubmissionKind,
  id: number,
) {
  const templateId = parseRecordId(new URL(request.url).searchParams.get("template"));
  const [mails, templates, draft] = await Promise.all([
    context.services.applicantMail.mailsTo(kind, id),
    context.services.applicantMail.templateChoices(),
    context.services.applicantMail.draft(kind, id, templateId),
  ]);
  return {
    mails: mails.map((m) => ({ ...m, at: staffTime(m.at, context.timeZone) })),
    mailTemplates: templates,
    mailDraft: { templateId, subject: draft?.subject ?? "", body: draft?.body ?? "" },
  };
}

/** Sends the mail written on the page (intent "mail"), Reply-To HR; a refused one keeps what was typed. */
export async function sendApplicantMail(
  context: AppLoadContext,
  request: Request,
  form: FormData,
  kind: SubmissionKind,
  id: number,
  actor: { userId: number; label: string },
): Promise<{ result: ApplicantMailResult; status: number }> {
  const subject = field(form, "subject");
  const body = field(form, "body");
  const outcome = await context.services.applicantMail.send({
    kind,
    id,
    subject,
    body,
    actor,
    ip: context.staff.client(request).ip,
  });
  if (outcome.ok) return { result: { intent: "mail", success: applicantMailMessages.sent }, status: 200 };
  const errors = Object.fromEntries(Object.entries(outcome.errors ?? {}).filter(([, v]) => v)) as Record<
    string,
    string
  >;
  return {
    result: { intent: "mail", error: outcome.message, subject, body, errors },
    status: outcome.status,
  };
}
