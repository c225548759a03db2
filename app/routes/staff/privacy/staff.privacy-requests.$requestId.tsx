import { data, Form, useNavigation } from "react-router";
import { XsrfField } from "~/components/forms/hidden-fields";
import { Button } from "~/components/ui/button";
import {
  answerDueAt,
  answerTimeText,
  isRightsRequestKind,
  RIGHTS_REQUEST_ANSWER_NOTE_MAX,
  RIGHTS_REQUEST_KIND_LABELS,
  RIGHTS_REQUESTS_PATH,
  rightsRequestMessages,
} from "~/domain/rights-requests";
import { noticeVersionText } from "~/domain/staff/application-detail";
import { AUDIT_ACTIONS } from "~/domain/staff/audit-actions";
import { staffMessages } from "~/domain/staff/messages";
import { parseRecordId } from "~/domain/staff/record-id";
import { staffTime } from "~/domain/staff/staff-time";
import { BackLink } from "~/features/staff/back-link";
import { field, intentOf, type StaffActionResult } from "~/features/staff/staff-action";
import { StaffTextArea } from "~/features/staff/staff-field";
import { readStaffForm } from "~/features/staff/staff-form.server";
import { staffMeta } from "~/features/staff/staff-meta";
import { StaffNotice } from "~/features/staff/staff-notice";
import { StaffSection } from "~/features/staff/staff-section";
import type { Route } from "./+types/staff.privacy-requests.$requestId";

export const meta: Route.MetaFunction = () => staffMeta("Privacy request");

function requestId(param: string | undefined): number {
  const id = parseRecordId(param);
  if (id === null) throw data(rightsRequestMessages.noSuchRequest, { status: 404 });
  return id;
}

/** Admins: one request as the person wrote it (text, never markup), its answer time, and "Mark answered". */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await context.staff.requirePermission(request, "privacy-requests:manage");
  const found = await context.services.rightsRequests.get(requestId(params.requestId));
  if (!found) throw data(rightsRequestMessages.noSuchRequest, { status: 404 });
  await context.services.readingAudit.record(user, context.staff.client(request).ip, {
    action: AUDIT_ACTIONS.rightsRequestOpened,
    target: { type: "rights_request", id: found.id },
  });
  return {
    request: {
      id: found.id,
      name: found.name,
      email: found.email,
      kind: isRightsRequestKind(found.kind) ? RIGHTS_REQUEST_KIND_LABELS[found.kind] : found.kind,
      details: found.details,
      received: staffTime(found.created_at, context.timeZone),
      due: staffTime(answerDueAt(found.created_at), context.timeZone),
      standing: answerTimeText({ receivedAt: found.created_at, answeredAt: found.answered_at }),
      answered: found.answered_at
        ? {
            at: staffTime(found.answered_at, context.timeZone),
            by: found.answered_by_name,
            note: found.answer_note ?? "",
          }
        : null,
      noticeVersion: noticeVersionText(found.notice_version),
    },
  };
}

/** "Mark answered", with a note of how: who and when are recorded, and an audit row. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await context.staff.requirePermission(request, "privacy-requests:manage");
  const form = await readStaffForm(request, context);
  const id = requestId(params.requestId);
  const intent = intentOf(form);
  if (intent !== "answered")
    return data<StaffActionResult>({ intent, error: staffMessages.unknownAction }, { status: 400 });
  if (!(await context.services.rightsRequests.get(id)))
    throw data(rightsRequestMessages.noSuchRequest, { status: 404 });
  const result = await context.services.rightsRequests.answer(
    id,
    field(form, "note").trim(),
    user,
    context.staff.client(request),
  );
  if (!result.ok) return data<StaffActionResult>({ intent, error: result.message }, { status: 400 });
  return data<StaffActionResult>({
    intent,
    success: result.changed ? rightsRequestMessages.answered : rightsRequestMessages.alreadyAnswered,
  });
}

export default function StaffPrivacyRequest({ loaderData, actionData }: Route.ComponentProps) {
  const { request: r } = loaderData;
  const busy = useNavigation().state === "submitting";
  return (
    <div className="space-y-6 py-8">
      <BackLink to={RIGHTS_REQUESTS_PATH}>All privacy requests</BackLink>
      <h1 className="text-3xl font-bold break-words text-brand-950">{r.kind}</h1>

      <StaffSection id="request" title="Request">
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
          <dt className="font-semibold text-slate-700">From</dt>
          <dd className="break-words text-slate-900">{r.name}</dd>
          <dt className="font-semibold text-slate-700">E-mail</dt>
          <dd className="break-all text-slate-900">{r.email}</dd>
          <dt className="font-semibold text-slate-700">Received</dt>
          <dd className="text-slate-900">
            <time dateTime={r.received.iso}>{r.received.text}</time>
          </dd>
          <dt className="font-semibold text-slate-700">Answer by</dt>
          <dd className="text-slate-900">
            <time dateTime={r.due.iso}>{r.due.text}</time> ({r.standing.text.toLowerCase()})
          </dd>
          <dt className="font-semibold text-slate-700">Privacy notice</dt>
          <dd className="text-slate-900">{r.noticeVersion}</dd>
        </dl>
        <div className="mt-4 rounded-md border border-slate-200 bg-slate-50 p-4 break-words whitespace-pre-wrap text-slate-900">
          {r.details || "(no details)"}
        </div>
        <p className="mt-4 max-w-3xl text-sm text-slate-700">
          Confirm that the address is the person&rsquo;s before acting (reply to it and wait for their answer). A copy
          and an erasure are made on the People page.
        </p>
      </StaffSection>

      <StaffSection id="answered" title="Answer">
        {r.answered ? (
          <>
            <p className="text-slate-900">
              {`Answered by ${r.answered.by ?? "a former staff member"} on `}
              <time dateTime={r.answered.at.iso}>{r.answered.at.text}</time>.
            </p>
            {r.answered.note && (
              <p className="mt-2 break-words whitespace-pre-wrap text-slate-800">{r.answered.note}</p>
            )}
          </>
        ) : (
          <Form method="post">
            <XsrfField />
            <StaffTextArea
              label="How it was answered (optional)"
              id="answer-note"
              name="note"
              rows={3}
              maxLength={RIGHTS_REQUEST_ANSWER_NOTE_MAX}
              error={actionData?.error}
            />
            <Button type="submit" name="intent" value="answered" variant="primary" disabled={busy} className="mt-3">
              Mark answered
            </Button>
          </Form>
        )}
        <StaffNotice id="answered-notice" success={actionData?.success} />
      </StaffSection>
    </div>
  );
}
