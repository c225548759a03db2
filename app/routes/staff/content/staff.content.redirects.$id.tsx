import { data, Form, redirect } from "react-router";
import { XsrfField } from "~/components/forms/hidden-fields";
import { Button } from "~/components/ui/button";
import { redirectMessages, type RedirectFieldErrors, type RedirectInput } from "~/domain/site-content/redirects";
import { staffMessages } from "~/domain/staff/messages";
import { parseRecordId } from "~/domain/staff/record-id";
import { formatStaffTime } from "~/domain/staff/staff-time";
import { BackLink } from "~/features/staff/back-link";
import { RedirectForm } from "~/features/staff/redirect-form";
import { field, intentOf } from "~/features/staff/staff-action";
import { readStaffForm } from "~/features/staff/staff-form.server";
import { staffMeta } from "~/features/staff/staff-meta";
import { StaffNotice } from "~/features/staff/staff-notice";
import { StaffSection } from "~/features/staff/staff-section";
import type { Route } from "./+types/staff.content.redirects.$id";

export const meta: Route.MetaFunction = ({ data }) =>
  staffMeta(data ? `Redirect from ${data.redirect.from}` : "Redirect");

async function redirectOf(params: { id: string }, context: Route.LoaderArgs["context"]) {
  const id = parseRecordId(params.id);
  const found = id === null ? null : await context.services.redirects.get(id);
  if (!found) throw data(redirectMessages.noSuchRedirect, { status: 404 });
  return found;
}

/** One redirect: change it or remove it; a warning when its old address is a page of the site. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await context.staff.requirePermission(request, "content:manage");
  const found = await redirectOf(params, context);
  return {
    redirect: found,
    saved: `${formatStaffTime(found.savedAt, context.timeZone)} by ${found.savedBy}`,
    added: new URL(request.url).searchParams.has("added"),
    warning: found.livePage ? redirectMessages.livePage(found.from) : null,
  };
}

type RedirectResult = {
  intent: string;
  success?: string;
  error?: string;
  errors?: RedirectFieldErrors;
  values?: RedirectInput;
};

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await context.staff.requirePermission(request, "content:manage");
  const form = await readStaffForm(request, context);
  const found = await redirectOf(params, context);
  const editor = { user, client: context.staff.client(request) };
  const intent = intentOf(form);
  if (intent === "remove") {
    const outcome = await context.services.redirects.remove(found.id, editor);
    if (!outcome.ok) return data<RedirectResult>({ intent, error: outcome.message }, { status: 404 });
    return redirect(`/staff/content/redirects?removed=${encodeURIComponent(outcome.from)}`);
  }
  if (intent !== "save") return data<RedirectResult>({ intent, error: staffMessages.unknownAction }, { status: 400 });
  const values: RedirectInput = { from: field(form, "from"), to: field(form, "to"), status: field(form, "status") };
  const outcome = await context.services.redirects.save(found.id, values, editor);
  if (outcome.ok) return data<RedirectResult>({ intent, success: redirectMessages.saved });
  if (outcome.status === 400) return data<RedirectResult>({ intent, errors: outcome.errors, values }, { status: 400 });
  return data<RedirectResult>({ intent, error: outcome.message }, { status: outcome.status });
}

export default function StaffRedirect({ loaderData, actionData }: Route.ComponentProps) {
  const { redirect: r, saved, added, warning } = loaderData;
  return (
    <div className="space-y-6 py-8">
      <BackLink to="/staff/content/redirects">All redirects</BackLink>
      <h1 className="text-3xl font-bold break-words text-brand-950">{`Redirect from ${r.from}`}</h1>
      <p className="text-slate-700">{`Sends visitors to ${r.to} (${r.status}). Last saved ${saved}.`}</p>
      {added && <StaffNotice id="added" success={redirectMessages.added} />}
      {warning && (
        <p className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-900">
          {warning}
        </p>
      )}
      <StaffSection id="redirect" title="Redirect">
        <StaffNotice id="save-outcome" success={actionData?.success} error={actionData?.error} />
        <RedirectForm
          key={`${saved}-${actionData?.success ?? ""}`}
          values={actionData?.values ?? { from: r.from, to: r.to, status: String(r.status) }}
          errors={actionData?.errors}
          submitLabel="Save the redirect"
          intent="save"
        />
      </StaffSection>
      <StaffSection id="removing" title="Remove">
        <p className="text-slate-700">The old address then answers as it would without a redirect.</p>
        <Form method="post" className="mt-3">
          <XsrfField />
          <Button type="submit" variant="secondary" name="intent" value="remove">
            Remove the redirect
          </Button>
        </Form>
      </StaffSection>
    </div>
  );
}
