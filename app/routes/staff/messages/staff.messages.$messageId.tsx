import { data, Form, useNavigation } from "react-router";
import { XsrfField } from "~/components/forms/hidden-fields";
import { Button, buttonClass } from "~/components/ui/button";
import { marketingListMessages, replyMailto } from "~/domain/staff/marketing-lists";
import { parseRecordId } from "~/domain/staff/record-id";
import { staffMessages } from "~/domain/staff/messages";
import { AUDIT_ACTIONS } from "~/domain/staff/audit-actions";
import { staffTime } from "~/domain/staff/staff-time";
import { intentOf, type StaffActionResult } from "~/features/staff/staff-action";
import { readStaffForm } from "~/features/staff/staff-form.server";
import { staffMeta } from "~/features/staff/staff-meta";
import { StaffNotice } from "~/features/staff/staff-notice";
import { StaffSection } from "~/features/staff/staff-section";
import type { Route } from "./+types/staff.messages.$messageId";
import { BackLink } from "~/features/staff/back-link";
import { noticeVersionText } from "~/domain/staff/application-detail";

export const meta: Route.MetaFunction = ({ data }) => staffMeta(data ? data.message.subject : "Contact message");

function messageId(param: string): number {
  const id = parseRecordId(param);
  if (id === null) throw data(marketingListMessages.noSuchMessage, { status: 404 });
  return id;
}

/** One contact message: everything the sender wrote, a reply link, and "mark handled". */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await context.staff.requirePermission(request, "messages:read");
  const found = await context.services.marketingLists.message(messageId(params.messageId));
  if (!found) throw data(marketingListMessages.noSuchMessage, { status: 404 });
  await context.services.readingAudit.record(user, context.staff.client(request).ip, {
    action: AUDIT_ACTIONS.messageOpened,
    target: { type: "contact_message", id: found.id },
  });
  return {
    message: {
      id: found.id,
      name: found.name,
      email: found.email,
      mobile: found.mobile,
      subject: found.subject,
      text: found.message,
      received: staffTime(found.created_at, context.timeZone),
      handledAt: staffTime(found.handled_at, context.timeZone),
      handledBy: found.handled_by_name,
      reply: replyMailto(found.email, found.subject),
      noticeVersion: noticeVersionText(found.notice_version),
    },
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await context.staff.requirePermission(request, "messages:read");
  const form = await readStaffForm(request, context);
  const id = messageId(params.messageId);
  const intent = intentOf(form);
  if (intent !== "handled")
    return data<StaffActionResult>({ intent, error: staffMessages.unknownAction }, { status: 400 });
  if (!(await context.services.marketingLists.message(id)))
    throw data(marketingListMessages.noSuchMessage, { status: 404 });
  const changed = await context.services.marketingLists.markHandled(id, user, context.staff.client(request));
  return data<StaffActionResult>({
    intent,
    success: changed ? "Marked handled." : "Someone had already marked it handled.",
  });
}

export default function StaffMessage({ loaderData, actionData }: Route.ComponentProps) {
  const { message } = loaderData;
  const busy = useNavigation().state === "submitting";
  return (
    <div className="space-y-6 py-8">
      <BackLink to="/staff/messages">All contact messages</BackLink>
      <h1 className="text-3xl font-bold break-words text-brand-950">{message.subject || "(no subject)"}</h1>

      <StaffSection id="message" title="Message">
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
          <dt className="font-semibold text-slate-700">From</dt>
          <dd className="break-words text-slate-900">{message.name}</dd>
          <dt className="font-semibold text-slate-700">E-mail</dt>
          <dd className="break-all text-slate-900">{message.email}</dd>
          <dt className="font-semibold text-slate-700">Mobile</dt>
          <dd className="break-all text-slate-900">{message.mobile}</dd>
          <dt className="font-semibold text-slate-700">Received</dt>
          <dd className="text-slate-900">
            <time dateTime={message.received.iso}>{message.received.text}</time>
          </dd>
          <dt className="font-semibold text-slate-700">Privacy notice</dt>
          <dd className="text-slate-900">{message.noticeVersion}</dd>
        </dl>
        <div className="mt-4 rounded-md border border-slate-200 bg-slate-50 p-4 break-words whitespace-pre-wrap text-slate-900">
          {message.text}
        </div>
        <a href={message.reply} className={buttonClass("primary", "mt-4")}>
          Reply by e-mail
        </a>
      </StaffSection>

      <StaffSection id="handled" title="Handled">
        {message.handledAt ? (
          <p className="text-slate-900">
            {`Handled by ${message.handledBy ?? "a former staff member"} on `}
            <time dateTime={message.handledAt.iso}>{message.handledAt.text}</time>.
          </p>
        ) : (
          <Form method="post">
            <XsrfField />
            <p className="mb-3 text-slate-700">Not handled yet. Mark it once it has been answered or dealt with.</p>
            <Button type="submit" name="intent" value="handled" variant="primary" disabled={busy}>
              Mark handled
            </Button>
          </Form>
        )}
        <StaffNotice id="handled-notice" success={actionData?.success} error={actionData?.error} />
      </StaffSection>
    </div>
  );
}
