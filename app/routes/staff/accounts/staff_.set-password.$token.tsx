import { data, Form, Link, redirect, useNavigation } from "react-router";
import { XsrfField } from "~/components/forms/hidden-fields";
import { Button } from "~/components/ui/button";
import { staffMessages } from "~/domain/staff/messages";
import { PASSWORD_MIN_LENGTH } from "~/domain/staff/password-rules";
import { signInCodePath, STAFF_HOME } from "~/domain/staff/redirect-path";
import type { StaffLinkState } from "~/domain/staff/staff-user";
import { StaffField, StaffFormMessage } from "~/features/staff/staff-field";
import { staffMeta } from "~/features/staff/staff-meta";
import { readStaffForm } from "~/features/staff/staff-form.server";
import type { Route } from "./+types/staff_.set-password.$token";

export const meta: Route.MetaFunction = ({ data }) =>
  staffMeta(
    data && data.state === "valid" && data.purpose === "first-admin" ? "Create the first admin" : "Set your password",
  );

/** The action's Retry-After (after too many attempts) reaches the response. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

const refusal: Record<Exclude<StaffLinkState["state"], "valid">, { status: number; message: string }> = {
  unknown: { status: 404, message: staffMessages.linkUnknown },
  used: { status: 410, message: staffMessages.linkUsed },
  expired: { status: 410, message: staffMessages.linkExpired },
  "admin-exists": { status: 410, message: staffMessages.firstAdminExists },
};

/** A one-time link: valid (the form), or why not (with its status). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const state = await context.staff.linkState(params.token);
  return data(state, { status: state.state === "valid" ? 200 : refusal[state.state].status });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await readStaffForm(request, context);
  const values = { name: String(form.get("name") ?? ""), email: String(form.get("email") ?? "") };
  const outcome = await context.staff.useLink(request, params.token, {
    password: String(form.get("password") ?? ""),
    ...values,
  });
  // An account with a second factor (a reset link) still gives its code before it is in.
  if (outcome.ok === "code") throw redirect(signInCodePath(STAFF_HOME), { headers: outcome.headers });
  if (outcome.ok) throw redirect(STAFF_HOME, { headers: outcome.headers });
  return data(
    { message: outcome.message, field: outcome.field ?? null, values },
    { status: outcome.status, headers: outcome.status === 429 ? { "Retry-After": "60" } : undefined },
  );
}

export default function SetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  if (loaderData.state !== "valid") {
    return (
      <section className="mx-auto max-w-md px-4 py-16">
        <h1 className="text-3xl font-bold text-brand-950">This link cannot be used</h1>
        {/* A post over the POST limit says so rather than what the link is. */}
        <p className="mt-4 text-lg text-slate-700">{actionData?.message ?? refusal[loaderData.state].message}</p>
        <Link to="/staff/login" className="mt-6 inline-block font-semibold text-brand-700 underline">
          Go to the sign-in page
        </Link>
      </section>
    );
  }
  const firstAdmin = loaderData.purpose === "first-admin";
  const errorOf = (field: string) => (actionData?.field === field ? actionData.message : null);
  // A message that belongs to no single field (a used link, say) is shown above the form.
  const formMessage = actionData && !actionData.field ? actionData.message : null;
  return (
    <section className="mx-auto max-w-md px-4 py-16">
      <h1 className="text-3xl font-bold text-brand-950">
        {firstAdmin ? "Create the first admin" : "Set your password"}
      </h1>
      <p className="mt-2 text-slate-700">
        {firstAdmin
          ? "No staff account exists yet. This account will be an administrator: it can invite everyone else."
          : `For ${loaderData.name} (${loaderData.email}). This link works once.`}
      </p>
      <Form method="post" className="mt-8 space-y-5 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
        <XsrfField />
        <StaffFormMessage id="set-password-message" message={formMessage} />
        {firstAdmin && (
          <>
            <StaffField
              label="Name"
              id="set-password-name"
              name="name"
              autoComplete="name"
              required
              defaultValue={actionData?.values.name ?? ""}
              error={errorOf("name")}
            />
            <StaffField
              label="Email"
              id="set-password-email"
              name="email"
              type="email"
              autoComplete="username"
              required
              defaultValue={actionData?.values.email ?? ""}
              error={errorOf("email")}
            />
          </>
        )}
        <StaffField
          label="Password"
          id="set-password-password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters, and not a common password.`}
          error={errorOf("password")}
        />
        <Button type="submit" variant="primary-large" disabled={busy}>
          {firstAdmin ? "Create account" : "Set password"}
        </Button>
      </Form>
    </section>
  );
}
