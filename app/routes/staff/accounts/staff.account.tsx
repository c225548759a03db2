import { data, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { siteConfig } from "~/content/site-config";
import { ROLE_DESCRIPTIONS, ROLE_LABELS } from "~/domain/permissions";
import { staffMessages } from "~/domain/staff/messages";
import { PASSWORD_MIN_LENGTH } from "~/domain/staff/password-rules";
import { failureResult, field, intentOf, type StaffActionResult } from "~/features/staff/staff-action";
import { StaffField } from "~/features/staff/staff-field";
import { StaffNotice } from "~/features/staff/staff-notice";
import { StaffSection } from "~/features/staff/staff-section";
import { sessionSummary, SessionsList } from "~/features/staff/sessions-list";
import { staffMeta } from "~/features/staff/staff-meta";
import { readStaffForm } from "~/features/staff/staff-form.server";
import { TwoFactorPanel } from "~/features/staff/two-factor-panel";
import type { Route } from "./+types/staff.account";
import { IntentForm } from "~/features/staff/intent-form";
import { calendarFeedAction, calendarFeedLoaderData } from "~/routes/staff/interviews/calendar-feed.server";
import { CalendarFeedSection } from "~/features/staff/interviews/calendar-feed-section";

export const meta: Route.MetaFunction = () => staffMeta("Your account");

/** Every signed-in person's own page: details, password, two-step sign-in and sessions. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await context.staff.requirePermission(request, "staff:enter");
  const currentHash = await context.staff.currentSessionHash(request);
  const [twoFactor, sessions] = await Promise.all([
    context.services.staffTwoFactor.state(user, siteConfig.name),
    context.services.staffAccounts.sessionsOf(user.id, currentHash),
  ]);
  return {
    user,
    mustEnrol: context.staff.mustEnrolTwoFactor(user),
    twoFactorRequired: context.staff.mustEnrolTwoFactor({ ...user, twoFactor: false }),
    twoFactor,
    sessions: sessions.map((s) => sessionSummary(s, context.timeZone)),
    calendarFeed: await calendarFeedLoaderData(context, user),
  };
}

type AccountResult = StaffActionResult<{ recoveryCodes: string[] }>;

export async function action({ request, context }: Route.ActionArgs) {
  const user = await context.staff.requirePermission(request, "staff:enter");
  const form = await readStaffForm(request, context);
  const intent = intentOf(form);
  const client = context.staff.client(request);
  const twoFactor = context.services.staffTwoFactor;
  const answer = (result: AccountResult, status = 200, headers?: Headers) => data(result, { status, headers });

  if (intent === "calendar-feed-new" || intent === "calendar-feed-revoke")
    return calendarFeedAction(intent, user, context, request);
  switch (intent) {
    case "change-password": {
      const outcome = await context.staff.changeOwnPassword(request, {
        currentPassword: field(form, "currentPassword"),
        newPassword: field(form, "newPassword"),
      });
      if (!outcome.ok) {
        // The policy speaks of "password"; on this form that is the new one.
        const failure = outcome.field === "password" ? { ...outcome, field: "newPassword" } : outcome;
        return answer(failureResult(intent, failure), outcome.status);
      }
      return answer(
        { intent, success: "Your password is changed. Every other session of yours has ended." },
        200,
        outcome.headers,
      );
    }
    case "two-factor-start": {
      const outcome = await twoFactor.start(user);
      return outcome.ok ? answer({ intent }) : answer(failureResult(intent, outcome), outcome.status);
    }
    case "two-factor-cancel":
      await twoFactor.cancel(user);
      return answer({ intent, success: "Two-step sign-in was not turned on." });
    case "two-factor-confirm": {
      const outcome = await twoFactor.confirm(
        user,
        { code: field(form, "code"), currentPassword: field(form, "currentPassword") },
        client,
      );
      if (!outcome.ok) return answer(failureResult(intent, outcome), outcome.status);
      return answer({
        intent,
        success: "Two-step sign-in is on. From your next sign-in, you will be asked for a code.",
        recoveryCodes: outcome.recoveryCodes,
      });
    }
    case "two-factor-off": {
      const outcome = await twoFactor.turnOff(user, field(form, "currentPassword"), client);
      if (!outcome.ok) return answer(failureResult(intent, outcome), outcome.status);
      return answer({ intent, success: "Two-step sign-in is off. Your password alone signs you in." });
    }
    case "end-other-sessions": {
      // Asked again, so that a session left open cannot shut its owner's other browsers out.
      const wrong = await context.services.staffAuth.confirmOwnPassword(
        user.id,
        field(form, "currentPassword"),
        client,
      );
      if (wrong) return answer(failureResult(intent, wrong), wrong.status);
      const outcome = await context.services.staffAccounts.endSessions(
        user.id,
        { allBut: await context.staff.currentSessionHash(request) },
        user,
        client,
      );
      if (!outcome.ok) return answer(failureResult(intent, outcome), outcome.status);
      return answer({
        intent,
        success:
          outcome.ended === 0
            ? "You had no other sessions."
            : `Signed out ${outcome.ended} other session${outcome.ended === 1 ? "" : "s"}.`,
      });
    }
    default:
      return answer({ intent, error: staffMessages.unknownAction }, 400);
  }
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { user, mustEnrol, twoFactorRequired, twoFactor, sessions } = loaderData;
  const busy = useNavigation().state === "submitting";
  const result = (intent: string) => (actionData?.intent === intent ? actionData : undefined);
  const password = result("change-password");
  const ended = result("end-other-sessions");
  const errorOf = (r: AccountResult | undefined, name: string) => (r?.field === name ? r.error : null);

  return (
    <div className="space-y-6 py-8">
      <h1 className="text-3xl font-bold text-brand-950">Your account</h1>
      {mustEnrol && (
        <p className="rounded-md border border-amber-400 bg-amber-50 px-4 py-3 font-semibold text-amber-950">
          {staffMessages.twoFactorEnrolFirst}
        </p>
      )}

      <StaffSection id="details" title="Your details">
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
          <dt className="font-semibold text-slate-700">Name</dt>
          <dd className="text-slate-900">{user.name}</dd>
          <dt className="font-semibold text-slate-700">Email</dt>
          <dd className="break-all text-slate-900">{user.email}</dd>
          <dt className="font-semibold text-slate-700">Role</dt>
          <dd className="text-slate-900">{`${ROLE_LABELS[user.role]}: ${ROLE_DESCRIPTIONS[user.role]}`}</dd>
        </dl>
      </StaffSection>

      <TwoFactorPanel
        state={twoFactor}
        required={twoFactorRequired}
        result={
          actionData?.intent.startsWith("two-factor-")
            ? (actionData as StaffActionResult<{ recoveryCodes: string[] }>)
            : undefined
        }
        busy={busy}
      />

      <StaffSection
        id="password"
        title="Password"
        description="Changing it signs you out everywhere else; this browser stays signed in."
      >
        <IntentForm intent="change-password" className="max-w-md space-y-4">
          <StaffField
            label="Current password"
            id="password-current"
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            required
            error={errorOf(password, "currentPassword")}
          />
          <StaffField
            label="New password"
            id="password-new"
            name="newPassword"
            type="password"
            autoComplete="new-password"
            required
            minLength={PASSWORD_MIN_LENGTH}
            hint={`At least ${PASSWORD_MIN_LENGTH} characters, and not a common password.`}
            error={errorOf(password, "newPassword")}
          />
          <Button type="submit" variant="primary" disabled={busy}>
            Change password
          </Button>
          <StaffNotice
            id="password-notice"
            success={password?.success}
            error={password?.error && !password.field ? password.error : null}
          />
        </IntentForm>
      </StaffSection>

      {loaderData.calendarFeed && (
        <CalendarFeedSection
          feed={loaderData.calendarFeed}
          result={actionData?.intent.startsWith("calendar-feed-") ? actionData : undefined}
          busy={busy}
        />
      )}

      <StaffSection id="sessions" title="Your sessions" description="The browsers where you are signed in now.">
        <SessionsList sessions={sessions} label="Your sessions" />
        <IntentForm intent="end-other-sessions" className="mt-4 max-w-md space-y-4">
          <StaffField
            label="Password"
            id="end-other-sessions-password"
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            required
            hint="Your password, to sign out your other sessions."
            error={errorOf(ended, "currentPassword")}
          />
          <Button type="submit" variant="secondary" disabled={busy}>
            Sign out other sessions
          </Button>
          <StaffNotice id="sessions-notice" success={ended?.success} error={ended?.error} />
        </IntentForm>
      </StaffSection>
    </div>
  );
}
