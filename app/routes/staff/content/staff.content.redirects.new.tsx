import { data, redirect } from "react-router";
import type { RedirectFieldErrors, RedirectInput } from "~/domain/site-content/redirects";
import { BackLink } from "~/features/staff/back-link";
import { RedirectForm } from "~/features/staff/redirect-form";
import { field } from "~/features/staff/staff-action";
import { readStaffForm } from "~/features/staff/staff-form.server";
import { staffMeta } from "~/features/staff/staff-meta";
import { StaffSection } from "~/features/staff/staff-section";
import type { Route } from "./+types/staff.content.redirects.new";

export const meta: Route.MetaFunction = () => staffMeta("Add a redirect");

export async function loader({ request, context }: Route.LoaderArgs) {
  await context.staff.requirePermission(request, "content:manage");
  return null;
}

/** Adds the redirect (live at once), then shows it; a refusal keeps what was typed beside its message. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await context.staff.requirePermission(request, "content:manage");
  const form = await readStaffForm(request, context);
  const values: RedirectInput = { from: field(form, "from"), to: field(form, "to"), status: field(form, "status") };
  const outcome = await context.services.redirects.save(null, values, { user, client: context.staff.client(request) });
  if (outcome.ok) return redirect(`/staff/content/redirects/${outcome.id}?added`);
  const errors: RedirectFieldErrors = outcome.status === 400 ? outcome.errors : {};
  return data({ values, errors }, { status: outcome.status });
}

export default function StaffRedirectNew({ actionData }: Route.ComponentProps) {
  return (
    <div className="space-y-6 py-8">
      <BackLink to="/staff/content/redirects">All redirects</BackLink>
      <h1 className="text-3xl font-bold text-brand-950">Add a redirect</h1>
      <StaffSection id="redirect" title="Redirect" description="It works as soon as it is saved.">
        <RedirectForm
          values={actionData?.values ?? { from: "", to: "", status: "301" }}
          errors={actionData?.errors}
          submitLabel="Save the redirect"
          intent="create"
        />
      </StaffSection>
    </div>
  );
}
