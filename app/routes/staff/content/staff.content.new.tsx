import { data, redirect } from "react-router";
import { CONTENT_TYPES, entriesStayMessage, isContentType } from "~/domain/site-content/content-types";
import { BackLink } from "~/features/staff/back-link";
import { ContentEntryForm } from "~/features/staff/content-entry-form";
import { CONTENT_FORM_MAX_BYTES, readStaffForm } from "~/features/staff/staff-form.server";
import { staffMeta } from "~/features/staff/staff-meta";
import { StaffSection } from "~/features/staff/staff-section";
import type { Route } from "./+types/staff.content.new";
import { contentValuesFrom } from "~/features/staff/content-form-values";

export const meta: Route.MetaFunction = ({ data }) => staffMeta(data ? `Add ${data.one}` : "Add content");

const typeOf = (request: Request) => {
  const type = new URL(request.url).searchParams.get("type") ?? "";
  // A single (the contact details) and the products have their entries from the seed: changed, never added.
  if (!isContentType(type) || entriesStayMessage(type) !== null)
    throw data("There is no such kind of content.", { status: 404 });
  return type;
};

/** A new entry of one content type, saved as a draft. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await context.staff.requirePermission(request, "content:manage");
  const type = typeOf(request);
  return { type, one: CONTENT_TYPES[type].one };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await context.staff.requirePermission(request, "content:manage");
  const form = await readStaffForm(request, context, CONTENT_FORM_MAX_BYTES);
  const type = typeOf(request);
  const values = contentValuesFrom(form, type);
  const outcome = await context.services.contentEditing.create(type, values, {
    user,
    client: context.staff.client(request),
  });
  if (outcome.ok) return redirect(`/staff/content/${outcome.id}?created`);
  return data({ values, errors: outcome.status === 400 ? outcome.errors : undefined }, { status: outcome.status });
}

export default function StaffContentNew({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="space-y-6 py-8">
      <BackLink to="/staff/content">All site content</BackLink>
      <h1 className="text-3xl font-bold text-brand-950">{`Add ${loaderData.one}`}</h1>
      <StaffSection id="entry" title="Draft" description="Saved as a draft: the site shows it once you publish it.">
        <ContentEntryForm
          type={loaderData.type}
          values={actionData?.values ?? {}}
          errors={actionData?.errors}
          submitLabel="Save draft"
          intent="create"
        />
      </StaffSection>
    </div>
  );
}
