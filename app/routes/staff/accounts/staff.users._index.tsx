import { data, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { ROLE_LABELS } from "~/domain/permissions";
import { staffMessages } from "~/domain/staff/messages";
import { staffTime } from "~/domain/staff/staff-time";
import { ACCOUNT_STATE_LABELS, ROLE_OPTIONS } from "~/features/staff/account-labels";
import { OneTimeLink } from "~/features/staff/one-time-link";
import { failureResult, field, intentOf, type StaffActionResult } from "~/features/staff/staff-action";
import { StaffField, StaffSelect } from "~/features/staff/staff-field";
import { staffMeta } from "~/features/staff/staff-meta";
import { StaffNotice } from "~/features/staff/staff-notice";
import { StaffSection } from "~/features/staff/staff-section";
import { readStaffForm } from "~/features/staff/staff-form.server";
import type { Route } from "./+types/staff.users._index";
import { IntentForm } from "~/features/staff/intent-form";

export const meta: Route.MetaFunction = () => staffMeta("Staff accounts");

/** Admins: every staff account, and the invitation form. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await context.staff.requirePermission(request, "users:manage");
  const accounts = await context.services.staffAccounts.list();
  return {
    accounts: accounts.map((a) => ({ ...a, lastSignIn: staffTime(a.lastSignInAt, context.timeZone) })),
  };
}

type InviteResult = StaffActionResult<{ link: string; values: { email: string; name: string; role: string } }>;

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await context.staff.requirePermission(request, "users:manage");
  const form = await readStaffForm(request, context);
  const intent = intentOf(form);
  if (intent !== "invite") return data<InviteResult>({ intent, error: staffMessages.unknownAction }, { status: 400 });
  const values = { email: field(form, "email").trim(), name: field(form, "name").trim(), role: field(form, "role") };
  const outcome = await context.services.staffAccounts.invite(values, admin, context.staff.client(request));
  if (!outcome.ok) return data<InviteResult>({ ...failureResult(intent, outcome), values }, { status: outcome.status });
  return data<InviteResult>({
    intent,
    success: `${outcome.user.name} is invited as ${ROLE_LABELS[outcome.user.role]}.`,
    subject: outcome.user.name,
    link: outcome.link ?? undefined,
  });
}

export default function StaffUsers({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const failed = actionData?.error ? actionData : undefined;
  const errorOf = (name: string) => (failed?.field === name ? failed.error : null);
  return (
    <div className="space-y-6 py-8">
      <h1 className="text-3xl font-bold text-brand-950">Staff accounts</h1>

      <StaffSection
        id="accounts"
        title="Accounts"
        description="Open an account to change its role, access or sessions."
      >
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Staff accounts</caption>
          <thead className="border-b border-slate-300 text-slate-700">
            <tr>
              <th scope="col" className="py-2 pr-3 font-semibold">
                Name
              </th>
              <th scope="col" className="py-2 pr-3 font-semibold">
                Role
              </th>
              <th scope="col" className="py-2 pr-3 font-semibold">
                State
              </th>
              <th scope="col" className="hidden py-2 pr-3 font-semibold md:table-cell">
                Last sign-in
              </th>
              <th scope="col" className="hidden py-2 font-semibold md:table-cell">
                Two-step sign-in
              </th>
            </tr>
          </thead>
          <tbody>
            {loaderData.accounts.map((a) => (
              <tr key={a.id} className="border-b border-slate-200 align-top last:border-0">
                <td className="py-2 pr-3">
                  <Link to={`/staff/users/${a.id}`} className="font-semibold text-brand-800 underline">
                    {a.name}
                  </Link>
                  <span className="block break-all text-slate-700">{a.email}</span>
                </td>
                <td className="py-2 pr-3 text-slate-900">{ROLE_LABELS[a.role]}</td>
                <td className={`py-2 pr-3 ${a.state === "disabled" ? "font-semibold text-red-800" : "text-slate-900"}`}>
                  {ACCOUNT_STATE_LABELS[a.state]}
                </td>
                <td className="hidden py-2 pr-3 text-slate-800 md:table-cell">
                  {a.lastSignIn ? <time dateTime={a.lastSignIn.iso}>{a.lastSignIn.text}</time> : "Never"}
                </td>
                <td className="hidden py-2 text-slate-800 md:table-cell">{a.twoFactor ? "On" : "Off"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </StaffSection>

      <StaffSection
        id="invite"
        title="Invite someone"
        description="Makes an account without a password and mails the person a link where they set their own; you see the link once too."
      >
        {/* A new key after each invitation empties the form for the next one. */}
        <IntentForm intent="invite" key={actionData?.link ?? "invite"} className="grid max-w-3xl gap-4 sm:grid-cols-2">
          <StaffField
            label="Email"
            id="invite-email"
            name="email"
            type="email"
            autoComplete="off"
            required
            defaultValue={failed?.values?.email ?? ""}
            error={errorOf("email")}
          />
          <StaffField
            label="Name"
            id="invite-name"
            name="name"
            autoComplete="off"
            required
            defaultValue={failed?.values?.name ?? ""}
            error={errorOf("name")}
          />
          <StaffSelect
            label="Role"
            id="invite-role"
            name="role"
            options={ROLE_OPTIONS}
            defaultValue={failed?.values?.role ?? "hr"}
            error={errorOf("role")}
          />
          <div className="flex items-end">
            <Button type="submit" variant="primary" disabled={busy}>
              Invite
            </Button>
          </div>
        </IntentForm>
        <StaffNotice
          id="invite-notice"
          success={actionData?.success}
          error={failed && !failed.field ? failed.error : null}
        />
        {actionData?.link && (
          <OneTimeLink
            id="invite-link"
            label={`Invitation link for ${actionData.subject}`}
            link={actionData.link}
            note="We have mailed it to them too. It is shown only this once, works once, and expires in 24 hours: copy it now if you want to send it another way."
          />
        )}
      </StaffSection>
    </div>
  );
}
