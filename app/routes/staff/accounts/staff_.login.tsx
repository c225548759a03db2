import { useEffect, useRef } from "react";
import { data, Form, redirect, useNavigation } from "react-router";
import { XsrfField } from "~/components/forms/hidden-fields";
import { Button } from "~/components/ui/button";
import { staffMessages } from "~/domain/staff/messages";
import { landingPath } from "~/domain/staff/path-permission";
import { safeRedirectPath, signInCodePath } from "~/domain/staff/redirect-path";
import { StaffField, StaffFormMessage } from "~/features/staff/staff-field";
import { staffMeta } from "~/features/staff/staff-meta";
import { readStaffForm } from "~/features/staff/staff-form.server";
import type { Route } from "./+types/staff_.login";

export const meta: Route.MetaFunction = () => staffMeta("Sign in");

/** The action's Retry-After (after too many failures) reaches the response. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

/**
 * Already signed in: straight on to where the person was going, unless this is a post over the POST limit,
 * whose refusal the page shows (status 429).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const redirectTo = safeRedirectPath(query.get("redirectTo"));
  const user = await context.staff.currentUser(request);
  if (user && !context.staff.postLimited(request)) throw redirect(landingPath(user.role, redirectTo));
  // Sent back from the code step because its five minutes were up.
  return { redirectTo, notice: query.get("reason") === "expired" ? staffMessages.signInStepExpired : null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readStaffForm(request, context);
  const email = String(form.get("email") ?? "");
  const redirectTo = safeRedirectPath(form.get("redirectTo") ?? new URL(request.url).searchParams.get("redirectTo"));
  const outcome = await context.staff.signIn(request, { email, password: String(form.get("password") ?? "") });
  if (outcome.ok === "code") throw redirect(signInCodePath(redirectTo), { headers: outcome.headers });
  if (outcome.ok) throw redirect(landingPath(outcome.user.role, redirectTo), { headers: outcome.headers });
  return data(
    { message: outcome.message, email },
    { status: outcome.status, headers: outcome.status === 429 ? { "Retry-After": "60" } : undefined },
  );
}

export default function StaffLogin({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const message = actionData ? actionData.message : loaderData.notice;
  const passwordRef = useRef<HTMLInputElement>(null);
  // After a refusal the password typed is gone, as it is when the page reloads without JavaScript.
  useEffect(() => {
    if (actionData && passwordRef.current) passwordRef.current.value = "";
  }, [actionData]);
  return (
    <section className="mx-auto max-w-md px-4 py-16">
      <h1 className="text-3xl font-bold text-brand-950">Sign in</h1>
      <p className="mt-2 text-slate-700">The staff console of the company website.</p>
      <Form method="post" className="mt-8 space-y-5 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
        <XsrfField />
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <StaffFormMessage id="sign-in-message" message={message} />
        <StaffField
          label="Email"
          id="sign-in-email"
          name="email"
          type="email"
          autoComplete="username"
          required
          defaultValue={actionData?.email ?? ""}
          aria-describedby={message ? "sign-in-message" : undefined}
        />
        <StaffField
          label="Password"
          id="sign-in-password"
          name="password"
          type="password"
          autoComplete="current-password"
          ref={passwordRef}
          required
          aria-describedby={message ? "sign-in-message" : undefined}
        />
        <Button type="submit" variant="primary-large" disabled={busy}>
          Sign in
        </Button>
      </Form>
    </section>
  );
}
