import { useEffect, useRef } from "react";
import { data, Link, useNavigation, useRevalidator } from "react-router";
import { Button } from "~/components/ui/button";
import { isoToZonedLocal, zonedLocalToIso } from "~/domain/news-editor";
import {
  isEditableIssue,
  NEWSLETTER_ISSUE_STATUS_LABELS,
  newsletterIssueMessages as m,
  newsletterIssuePath,
  parseTestRecipients,
} from "~/domain/newsletter-issue";
import { parseRecordId } from "~/domain/staff/record-id";
import { staffMessages } from "~/domain/staff/messages";
import { formatStaffTime } from "~/domain/staff/staff-time";
import { BackLink } from "~/features/staff/back-link";
import { IntentForm } from "~/features/staff/intent-form";
import { newsImageChange } from "~/routes/staff/news/news-form.server";
import { readStaffPictureForm } from "~/features/staff/staff-form.server";
import { issueFormInput, issueFormValues } from "~/routes/staff/newsletter/newsletter-form.server";
import {
  NewsletterIssueForm,
  type IssueFormErrors,
  type IssueFormValues,
} from "~/features/staff/newsletter-issue-form";
import { NewsletterProgress } from "~/features/staff/newsletter-progress";
import { field, intentOf } from "~/features/staff/staff-action";
import { StaffField, StaffFormMessage } from "~/features/staff/staff-field";
import { staffMeta } from "~/features/staff/staff-meta";
import { StaffNotice } from "~/features/staff/staff-notice";
import { StaffSection } from "~/features/staff/staff-section";
import type { Route } from "./+types/staff.newsletter.$id";

export const meta: Route.MetaFunction = ({ data }) => staffMeta(data ? `Issue: ${data.issue.subject}` : "Issue");

/** While a send is under way, the page asks again this often (with JavaScript; without, a refresh does). */
const PROGRESS_POLL_MS = 2000;

function issueId(param: string): number {
  const id = parseRecordId(param);
  if (id === null) throw data(m.noSuchIssue, { status: 404 });
  return id;
}

/** One issue: its text while it can change, the mail's preview, the test, the send and its progress. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await context.staff.requirePermission(request, "newsletter:send");
  const id = issueId(params.id);
  const [issue, preview] = await Promise.all([
    context.services.newsletter.get(id),
    context.services.newsletter.preview(id),
  ]);
  if (!issue || !preview) throw data(m.noSuchIssue, { status: 404 });
  const tz = context.timeZone;
  return {
    issue: {
      ...issue,
      sendAtText: issue.sendAt ? formatStaffTime(issue.sendAt, tz) : null,
      sendAtLocal: issue.sendAt ? isoToZonedLocal(issue.sendAt, tz) : "",
      queuedAtText: issue.queuedAt ? formatStaffTime(issue.queuedAt, tz) : null,
    },
    previewText: preview.text,
    timeZone: tz,
    me: user.email,
  };
}

type Result = {
  intent: string;
  success?: string;
  error?: string;
  errors?: IssueFormErrors & { sendAt?: string; testTo?: string };
  values?: IssueFormValues;
  /** "Send now" pressed once: the page asks before sending to this many subscribers. */
  confirmSend?: { recipients: number };
  /** The addresses typed for a test, shown again after a refusal. */
  testTo?: string;
};

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await context.staff.requirePermission(request, "newsletter:send");
  const form = await readStaffPictureForm(request, context);
  const id = issueId(params.id);
  const intent = intentOf(form);
  const client = context.staff.client(request);
  const newsletter = context.services.newsletter;
  const step = (outcome: Awaited<ReturnType<typeof newsletter.pause>>) =>
    outcome.ok
      ? data<Result>({ intent, success: outcome.message })
      : data<Result>({ intent, error: outcome.message }, { status: outcome.status });
  switch (intent) {
    case "save": {
      const input = issueFormInput(form);
      const saved = await newsletter.save(id, input, await newsImageChange(form), user, client);
      if (!saved.ok) {
        const values = issueFormValues(input);
        return data<Result>({ intent, errors: saved.errors, error: saved.message, values }, { status: saved.status });
      }
      return data<Result>({ intent, success: m.saved });
    }
    case "test": {
      const testTo = field(form, "testTo");
      const parsed = parseTestRecipients(testTo, user.email);
      const outcome = parsed.ok
        ? await newsletter.sendTest(id, parsed.emails, user, client)
        : { ok: false as const, status: 400 as const, message: parsed.message };
      if (!outcome.ok && outcome.status === 400)
        return data<Result>({ intent, errors: { testTo: outcome.message }, testTo }, { status: 400 });
      return step(outcome);
    }
    case "send": {
      // Asked first, in the page (a plain post, so it works without JavaScript): to how many it goes now.
      if (field(form, "confirm") !== "yes")
        return data<Result>({ intent, confirmSend: { recipients: await newsletter.audienceSize() } });
      return step(await newsletter.sendNow(id, user, client));
    }
    case "schedule": {
      const at = zonedLocalToIso(field(form, "sendAt"), context.timeZone);
      if (!at) return data<Result>({ intent, errors: { sendAt: m.scheduleInvalid } }, { status: 400 });
      const outcome = await newsletter.schedule(id, at, user, client);
      if (!outcome.ok && outcome.status === 400)
        return data<Result>({ intent, errors: { sendAt: outcome.message } }, { status: 400 });
      return step(outcome);
    }
    case "unschedule":
      return step(await newsletter.unschedule(id, user, client));
    case "pause":
      return step(await newsletter.pause(id, user, client));
    case "resume":
      return step(await newsletter.resume(id, user, client));
    case "cancel":
      return step(await newsletter.cancel(id, user, client));
    default:
      return data<Result>({ intent, error: staffMessages.unknownAction }, { status: 400 });
  }
}

/**
 * "Send now" pressed once (issue 41, item 16): how many subscribers it goes to, and the button that sends
 * it, a plain post with `confirm=yes`; "No, not now" goes back to the page. With JavaScript the question
 * takes the focus, so a keyboard or screen-reader user lands on it.
 */
function SendConfirmation({ subject, recipients, busy }: { subject: string; recipients: number; busy: boolean }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <div
      ref={box}
      id="send-confirmation"
      tabIndex={-1}
      role="group"
      aria-labelledby="send-confirmation-question"
      className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-4 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-700"
    >
      <p id="send-confirmation-question" className="font-semibold text-slate-900">
        {m.sendConfirm(subject, recipients)}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-4">
        <IntentForm intent="send">
          <input type="hidden" name="confirm" value="yes" />
          <Button type="submit" variant="danger" disabled={busy}>
            {m.sendConfirmButton(recipients)}
          </Button>
        </IntentForm>
        <Link to="." className="font-semibold text-brand-700 underline">
          {m.sendConfirmBack}
        </Link>
      </div>
    </div>
  );
}

/** With JavaScript, a send under way refreshes its progress by itself. */
function useLiveProgress(live: boolean) {
  const { revalidate, state } = useRevalidator();
  useEffect(() => {
    if (!live) return;
    const timer = setInterval(() => {
      if (state === "idle" && document.visibilityState === "visible") void revalidate();
    }, PROGRESS_POLL_MS);
    return () => clearInterval(timer);
  }, [live, revalidate, state]);
}

export default function StaffNewsletterIssue({ loaderData, actionData }: Route.ComponentProps) {
  const { issue, previewText, timeZone, me } = loaderData;
  const busy = useNavigation().state === "submitting";
  const editable = isEditableIssue(issue.status);
  const sending = issue.status === "sending" || issue.status === "paused";
  useLiveProgress(issue.status === "sending");
  const saving = actionData?.intent === "save";
  const stepResult = actionData && !saving && actionData.intent !== "schedule" ? actionData : null;
  const scheduleError = actionData?.intent === "schedule" ? actionData.errors?.sendAt : null;
  const testError = actionData?.intent === "test" ? actionData.errors?.testTo : null;
  const confirmSend = editable && actionData?.intent === "send" ? actionData.confirmSend : undefined;
  return (
    <div className="space-y-6 py-8">
      <BackLink to="/staff/newsletter">All issues</BackLink>
      <h1 className="break-words text-3xl font-bold text-brand-950">{issue.subject}</h1>

      <StaffSection id="sending" title="Sending">
        <p className="text-slate-800" data-testid="newsletter-state">
          {NEWSLETTER_ISSUE_STATUS_LABELS[issue.status]}
          {issue.status === "scheduled" && issue.sendAtText && `: to be sent on ${issue.sendAtText}`}
          {issue.queuedAtText && `: started on ${issue.queuedAtText}`}
        </p>
        {issue.queuedAt && (
          <div className="mt-4">
            <NewsletterProgress status={issue.status} progress={issue.progress} />
            <p className="mt-3 flex flex-wrap gap-4">
              {/* Without JavaScript the page does not refresh itself: this link does. */}
              <Link to="." reloadDocument className="font-semibold text-brand-700 underline">
                Refresh the progress
              </Link>
              <Link to={newsletterIssuePath(issue.id)} className="font-semibold text-brand-700 underline">
                The web version
              </Link>
            </p>
          </div>
        )}
        {confirmSend && <SendConfirmation subject={issue.subject} recipients={confirmSend.recipients} busy={busy} />}
        <IntentForm intent="test" className="mt-4 flex flex-wrap items-end gap-3">
          <div className="w-full max-w-md">
            <StaffField
              label="Send a test to"
              id="testTo"
              name="testTo"
              type="text"
              inputMode="email"
              autoComplete="off"
              defaultValue={actionData?.intent === "test" && actionData.testTo !== undefined ? actionData.testTo : me}
              hint={m.testToHint}
              error={testError}
            />
          </div>
          <Button type="submit" variant="secondary" disabled={busy}>
            Send a test
          </Button>
        </IntentForm>
        <div className="mt-4 flex flex-wrap gap-3">
          {editable && !confirmSend && (
            <IntentForm intent="send">
              <Button type="submit" variant="primary" disabled={busy}>
                Send now
              </Button>
            </IntentForm>
          )}
          {issue.status === "sending" && (
            <IntentForm intent="pause">
              <Button type="submit" variant="secondary" disabled={busy}>
                Pause
              </Button>
            </IntentForm>
          )}
          {issue.status === "paused" && (
            <IntentForm intent="resume">
              <Button type="submit" variant="primary" disabled={busy}>
                Resume
              </Button>
            </IntentForm>
          )}
          {issue.status === "scheduled" && (
            <IntentForm intent="unschedule">
              <Button type="submit" variant="secondary" disabled={busy}>
                Cancel the schedule
              </Button>
            </IntentForm>
          )}
          {(sending || issue.status === "scheduled") && (
            <IntentForm intent="cancel">
              <Button type="submit" variant="danger" disabled={busy}>
                Cancel the send
              </Button>
            </IntentForm>
          )}
        </div>
        {editable && (
          <IntentForm intent="schedule" className="mt-4 flex flex-wrap items-end gap-3">
            <div className="max-w-sm">
              <StaffField
                label="Send at"
                id="sendAt"
                name="sendAt"
                type="datetime-local"
                defaultValue={issue.sendAtLocal}
                hint={`Company time (${timeZone}). It goes to the subscribers confirmed then.`}
                error={scheduleError}
              />
            </div>
            <Button type="submit" variant="secondary" disabled={busy}>
              Schedule
            </Button>
          </IntentForm>
        )}
        <StaffNotice
          id="sending-notice"
          success={stepResult?.success ?? (actionData?.intent === "schedule" ? actionData.success : null)}
          error={stepResult?.error}
        />
      </StaffSection>

      <StaffSection
        id="preview"
        title="Preview"
        description="The mail as a subscriber gets it; their own unsubscribe link is at its foot."
      >
        <iframe
          src={`/staff/newsletter/${issue.id}/mail`}
          title="The issue as an HTML mail"
          sandbox=""
          className="h-[36rem] w-full rounded-md border border-slate-200 bg-slate-100"
        />
        <details className="mt-4">
          <summary className="cursor-pointer font-semibold text-brand-800">The plain-text part</summary>
          <pre className="mt-2 overflow-x-auto rounded-md bg-slate-50 p-3 text-sm whitespace-pre-wrap text-slate-900">
            {previewText}
          </pre>
        </details>
      </StaffSection>

      {editable && (
        <StaffSection id="issue" title="Text">
          <StaffFormMessage id="issue-message" message={saving ? actionData?.error : null} />
          <StaffNotice id="issue-notice" success={saving ? actionData?.success : null} />
          <NewsletterIssueForm
            key={issue.updatedAt}
            values={(saving && actionData?.values) || { subject: issue.subject, body: issue.body }}
            errors={(saving && actionData?.errors) || {}}
            picture={issue.imageUrl}
            busy={busy}
            submitLabel="Save changes"
          />
        </StaffSection>
      )}
    </div>
  );
}
