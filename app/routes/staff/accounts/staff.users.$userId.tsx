import { parseRecordId } from "~/domain/staff/record-id";
import { data, Form, useNavigation } from "react-router";
import { XsrfField } from "~/components/forms/hidden-fields";
import { Button } from "~/components/ui/button";
import { ROLE_DESCRIPTIONS, ROLE_LABELS } from "~/domain/permissions";
import { staffMessages } from "~/domain/staff/messages";
import { staffTime } from "~/domain/staff/staff-time";
import { ACCOUNT_STATE_LABELS, ROLE_OPTIONS } from "~/features/staff/account-labels";
import { OneTimeLink } from "~/features/staff/one-time-link";
import { sessionSummary, SessionsList } from "~/features/staff/sessions-list";
import { failureResult, field, intentOf, type StaffActionResult } from "~/features/staff/staff-action";
import { StaffSelect } from "~/features/staff/staff-field";
import { staffMeta } from "~/features/staff/staff-meta";
import { StaffNotice } from "~/features/staff/staff-notice";
import { StaffSection } from "~/features/staff/staff-section";
import { readStaffForm } from "~/features/staff/staff-form.server";
import type { Route } from "./+types/staff.users.$userId";
import { BackLink } from "~/features/staff/back-link";
import { IntentForm } from "~/features/staff/intent-form";

export const meta: Route.MetaFunction = ({ data }) => staffMeta(data ? data.account.name : "Staff account");

function accountId(param: string): number {
  const id = parseRecordId(param);
  if (id === null) throw data(staffMessages.noSuchAccount, { status: 404 });
  return id;
}

/** Admins: one account, its sessions, and what can be done to it. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const admin = await context.staff.requirePermission(request, "users:manage");
  const id = accountId(params.userId);
  const account = await context.services.staffAccounts.get(id);
  if (!account) throw data(staffMessages.noSuchAccount, { status: 404 });
  const sessions = await context.services.staffAccounts.sessionsOf(id, await context.staff.currentSessionHash(request));
  return {
    account: {
      ...account,
      lastSignIn: staffTime(account.lastSignInAt, context.timeZone),
      created: staffTime(account.createdAt, context.timeZone),
    },
    sessions: sessions.map((s) => sessionSummary(s, context.timeZone)),
    self: admin.id === id,
  };
}

type UserResult = StaffActionResult<{ link: string }>;

/** The forms of this page; each section shows the outcome of its own. */
const SECTION_INTENTS = [
  "set-role",
  "disable",
  "enable",
  "reset-link",
  "unlock-sign-in",
  "two-factor-off",
  "end-session",
  "end-all-sessions",
];

export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = await context.staff.requirePermission(request, "users:manage");
  const form = await readStaffForm(request, context);
  const id = accountId(params.userId);
  const intent = intentOf(form);
  const accounts = context.services.staffAccounts;
  const client = context.staff.client(request);
  const account = await accounts.get(id);
  if (!account) throw data(staffMessages.noSuchAccount, { status: 404 });
  const answer = (result: UserResult, status = 200) => data(result, { status });
  const name = account.name;

  switch (intent) {
    case "set-role": {
      const role = field(form, "role");
      const outcome = await accounts.setRole(id, role, admin, client);
      if (!outcome.ok) return answer(failureResult(intent, outcome), outcome.status);
      const label = ROLE_LABELS[role as keyof typeof ROLE_LABELS];
      return answer({ intent, success: outcome.changed ? `${name} is now ${label}.` : `${name} is already ${label}.` });
    }
    case "disable": {
      const outcome = await accounts.disable(id, admin, client);
      if (!outcome.ok) return answer(failureResult(intent, outcome), outcome.status);
      const n = outcome.sessionsEnded;
      return answer({
        intent,
        success: `${name} can no longer sign in; ${n} session${n === 1 ? "" : "s"} ended.`,
      });
    }
    case "enable": {
      const outcome = await accounts.enable(id, admin, client);
      if (!outcome.ok) return answer(failureResult(intent, outcome), outcome.status);
      return answer({ intent, success: `${name} can sign in again.` });
    }
    case "reset-link": {
      const outcome = await accounts.resetLink(id, admin, client);
      if (!outcome.ok) return answer(failureResult(intent, outcome), outcome.status);
      return answer({ intent, success: `A password reset link for ${name} is ready.`, link: outcome.link });
    }
    case "unlock-sign-in": {
      const outcome = await accounts.unlockSignIn(id, admin, client);
      if (!outcome.ok) return answer(failureResult(intent, outcome), outcome.status);
      return answer({ intent, success: `${name} can try to sign in again from anywhere: every lock is cleared.` });
    }
    case "two-factor-off": {
      const outcome = await accounts.turnOffTwoFactor(id, admin, client);
      if (!outcome.ok) return answer(failureResult(intent, outcome), outcome.status);
      return answer({ intent, success: `Two-step sign-in is off for ${name}: the password alone signs them in.` });
    }
    case "end-session": {
      const outcome = await accounts.endSessions(id, { idHash: field(form, "session") }, admin, client);
      if (!outcome.ok) return answer(failureResult(intent, outcome), outcome.status);
      return answer({ intent, success: "The session has ended." });
    }
    case "end-all-sessions": {
      const outcome = await accounts.endSessions(id, { allBut: null }, admin, client);
      if (!outcome.ok) return answer(failureResult(intent, outcome), outcome.status);
      const n = outcome.ended;
      return answer({ intent, success: `${n} session${n === 1 ? "" : "s"} ended.` });
    }
    default:
      return answer({ intent, error: staffMessages.unknownAction }, 400);
  }
}

export default function StaffUser({ loaderData, actionData }: Route.ComponentProps) {
  const { account, sessions, self } = loaderData;
  const busy = useNavigation().state === "submitting";
  const result = (...intents: string[]) => (actionData && intents.includes(actionData.intent) ? actionData : undefined);
  const role = result("set-role");
  const access = result("disable", "enable");
  const reset = result("reset-link");
  const unlock = result("unlock-sign-in");
  const twoFactor = result("two-factor-off");
  const ended = result("end-session", "end-all-sessions");

  return (
    <div className="space-y-6 py-8">
      <BackLink to="/staff/users">All staff accounts</BackLink>
      <h1 className="break-words text-3xl font-bold text-brand-950">{account.name}</h1>
      {actionData?.error && !SECTION_INTENTS.includes(actionData.intent) ? (
        <StaffNotice id="user-notice" error={actionData.error} />
      ) : null}

      <StaffSection id="details" title="Details">
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
          <dt className="font-semibold text-slate-700">Email</dt>
          <dd className="break-all text-slate-900">{account.email}</dd>
          <dt className="font-semibold text-slate-700">Role</dt>
          <dd className="text-slate-900">{ROLE_LABELS[account.role]}</dd>
          <dt className="font-semibold text-slate-700">State</dt>
          <dd className="text-slate-900">{ACCOUNT_STATE_LABELS[account.state]}</dd>
          <dt className="font-semibold text-slate-700">Two-step sign-in</dt>
          <dd className="text-slate-900">{account.twoFactor ? "On" : "Off"}</dd>
          <dt className="font-semibold text-slate-700">Last sign-in</dt>
          <dd className="text-slate-900">
            {account.lastSignIn ? <time dateTime={account.lastSignIn.iso}>{account.lastSignIn.text}</time> : "Never"}
          </dd>
          <dt className="font-semibold text-slate-700">Account made</dt>
          <dd className="text-slate-900">
            <time dateTime={account.created.iso}>{account.created.text}</time>
          </dd>
        </dl>
      </StaffSection>

      <StaffSection id="role" title="Role" description={ROLE_DESCRIPTIONS[account.role]}>
        <IntentForm intent="set-role" className="flex max-w-md flex-wrap items-end gap-3">
          <div className="min-w-48 flex-1">
            <StaffSelect
              label="New role"
              id="role-select"
              name="role"
              options={ROLE_OPTIONS}
              defaultValue={account.role}
            />
          </div>
          <Button type="submit" variant="primary" disabled={busy}>
            Change role
          </Button>
        </IntentForm>
        <StaffNotice id="role-notice" success={role?.success} error={role?.error} />
      </StaffSection>

      <StaffSection
        id="access"
        title="Access"
        description={
          account.state === "disabled"
            ? "This account is disabled: it cannot sign in."
            : "Disabling the account signs it out everywhere and stops it signing in."
        }
      >
        {self ? (
          <p className="text-slate-700">This is your own account: another admin can disable it.</p>
        ) : (
          <Form method="post">
            <XsrfField />
            {account.state === "disabled" ? (
              <Button type="submit" name="intent" value="enable" variant="primary" disabled={busy}>
                Enable account
              </Button>
            ) : (
              <Button type="submit" name="intent" value="disable" variant="secondary" disabled={busy}>
                Disable account
              </Button>
            )}
          </Form>
        )}
        <StaffNotice id="access-notice" success={access?.success} error={access?.error} />
      </StaffSection>

      <StaffSection
        id="reset"
        title="Password reset"
        description="A link where they set a new password. It works once, for 24 hours; an older unused one stops working."
      >
        <IntentForm intent="reset-link">
          <Button type="submit" variant="secondary" disabled={busy || account.state === "disabled"}>
            Make a password reset link
          </Button>
        </IntentForm>
        <StaffNotice id="reset-notice" success={reset?.success} error={reset?.error} />
        {reset?.link && (
          <OneTimeLink
            id="reset-link"
            label={`Password reset link for ${account.name}`}
            link={reset.link}
            note="We have mailed it to them too. It is shown only this once: copy it now if you want to send it another way."
          />
        )}
      </StaffSection>

      <StaffSection
        id="sign-in-locks"
        title="Sign-in locks"
        description="After five wrong passwords from one network, that network waits before trying this account again. Clear the locks when the person is locked out."
      >
        <IntentForm intent="unlock-sign-in">
          <Button type="submit" variant="secondary" disabled={busy}>
            Clear sign-in locks
          </Button>
        </IntentForm>
        <StaffNotice id="unlock-notice" success={unlock?.success} error={unlock?.error} />
      </StaffSection>

      {account.twoFactor || twoFactor ? (
        <StaffSection
          id="two-factor"
          title="Two-step sign-in"
          description="For someone who lost their phone and their recovery codes: they sign in with the password alone until they set it up again."
        >
          {account.twoFactor && (
            <IntentForm intent="two-factor-off">
              <Button type="submit" variant="secondary" disabled={busy}>
                Turn off two-step sign-in
              </Button>
            </IntentForm>
          )}
          <StaffNotice id="two-factor-notice" success={twoFactor?.success} error={twoFactor?.error} />
        </StaffSection>
      ) : null}

      <StaffSection id="sessions" title="Sessions" description="The browsers where this account is signed in now.">
        <SessionsList
          sessions={sessions}
          label={`Sessions of ${account.name}`}
          action={(s) => (
            <IntentForm intent="end-session">
              <input type="hidden" name="session" value={s.idHash} />
              <Button
                type="submit"
                variant="danger-small"
                disabled={busy}
                aria-label={`End session: ${s.browser}, ${s.lastSeen.text}`}
              >
                End session
              </Button>
            </IntentForm>
          )}
        />
        {sessions.length > 0 && (
          <IntentForm intent="end-all-sessions" className="mt-4">
            <Button type="submit" variant="secondary" disabled={busy}>
              End all sessions
            </Button>
          </IntentForm>
        )}
        <StaffNotice id="sessions-notice" success={ended?.success} error={ended?.error} />
      </StaffSection>
    </div>
  );
}
