import { data, Form, Link, redirect, useNavigation } from "react-router";
import { XsrfField } from "~/components/forms/hidden-fields";
import { Button } from "~/components/ui/button";
import { landingPath } from "~/domain/staff/path-permission";
import { safeRedirectPath, signInPath } from "~/domain/staff/redirect-path";
import { staffMessages } from "~/domain/staff/messages";
import { StaffField, StaffFormMessage } from "~/features/staff/staff-field";
import { staffMeta } from "~/features/staff/staff-meta";
import { readStaffForm } from "~/features/staff/staff-form.server";
import type { Route } from "./+types/staff_.login_.code";

export const meta: Route.MetaFunction = () => staffMeta("Enter your code");

/** The action's Retry-After (after too many attempts) reaches the response. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

/**
 * The sign-in's second step: only after a correct password (the browser holds a ticket for five minutes).
 * A post over the POST limit stays here, its refusal shown (status 429).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const redirectTo = safeRedirectPath(new URL(request.url).searchParams.get("redirectTo"));
  if (context.staff.postLimited(request)) return { redirectTo };
  const user = await context.staff.currentUser(request);
  if (user) throw redirect(landingPath(user.role, redirectTo));
  if (!(await context.staff.signInStepValid(request))) throw redirect(signInPath(redirectTo));
  return { redirectTo };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readStaffForm(request, context);
  const redirectTo = safeRedirectPath(form.get("redirectTo") ?? new URL(request.url).searchParams.get("redirectTo"));
  const outcome = await context.staff.completeSignIn(request, String(form.get("code") ?? ""));
  if (outcome.ok) throw redirect(landingPath(outcome.user.role, redirectTo), { headers: outcome.headers });
  // Too late (or no password given first): back to the password, with the reason.
  if (outcome.message === staffMessages.signInStepExpired) throw redirect(signInPath(redirectTo, "expired"));
  return data(
    { message: outcome.message },
    { status: outcome.status, headers: outcome.status === 429 ? { "Retry-After": "60" } : undefined },
  );
}

export default function SignInCode({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const message = actionData?.message;
  return (
    <section className="mx-auto max-w-md px-4 py-16">
      <h1 className="text-3xl font-bold text-brand-950">Enter your code</h1>
      <p className="mt-2 text-slate-700">
        Your password was right. Now enter the 6-digit code your authenticator app shows for this site.
      </p>
      <Form method="post" className="mt-8 space-y-5 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
        <XsrfField />
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <StaffFormMessage id="sign-in-code-message" message={message} />
        <StaffField
          label="Code"
          id="sign-in-code"
          name="code"
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          required
          hint="No phone? Enter one of your recovery codes instead. Each works once."
          aria-describedby={message ? "sign-in-code-hint sign-in-code-message" : "sign-in-code-hint"}
        />
        <Button type="submit" variant="primary-large" disabled={busy}>
          Verify
        </Button>
      </Form>
      <p className="mt-6">
        <Link to={signInPath(loaderData.redirectTo)} className="font-semibold text-brand-700 underline">
          Back to the sign-in page
        </Link>
      </p>
    </section>
  );
}
