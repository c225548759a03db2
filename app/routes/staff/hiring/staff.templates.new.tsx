import { data, redirect, useNavigation } from "react-router";
import { staffMessages } from "~/domain/staff/messages";
import type { TemplateFieldErrors } from "~/domain/staff/message-templates";
import { BackLink } from "~/features/staff/back-link";
import { field, intentOf } from "~/features/staff/staff-action";
import { readStaffForm } from "~/features/staff/staff-form.server";
import { staffMeta } from "~/features/staff/staff-meta";
import { MergeFieldsHelp, TemplateForm, type TemplateFormValues } from "~/features/staff/template-form";
import type { Route } from "./+types/staff.templates.new";

export const meta: Route.MetaFunction = () => staffMeta("New template");

export async function loader({ request, context }: Route.LoaderArgs) {
  await context.staff.requirePermission(request, "templates:manage");
  return null;
}

type NewTemplateResult = { error: string; errors?: TemplateFieldErrors; values?: TemplateFormValues };

/** Creates a free template and opens it; a refused one comes back as typed, with its messages. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await context.staff.requirePermission(request, "templates:manage");
  const form = await readStaffForm(request, context);
  if (intentOf(form) !== "save")
    return data<NewTemplateResult>({ error: staffMessages.unknownAction }, { status: 400 });
  const values = { name: field(form, "name"), subject: field(form, "subject"), body: field(form, "body") };
  const outcome = await context.services.messageTemplates.create(
    values,
    { userId: user.id, label: user.email },
    context.staff.client(request).ip,
  );
  if (!outcome.ok)
    return data<NewTemplateResult>(
      { error: outcome.message, errors: outcome.errors, values: { ...values, tellByDefault: false } },
      { status: outcome.status },
    );
  throw redirect(`/staff/templates/${outcome.id}?created=1`);
}

export default function NewTemplate({ actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  return (
    <div className="space-y-6 py-8">
      <BackLink to="/staff/templates">All templates</BackLink>
      <h1 className="text-3xl font-bold text-brand-950">New template</h1>
      <section aria-label="The template" className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <TemplateForm
          values={actionData?.values ?? { name: "", subject: "", body: "", tellByDefault: false }}
          errors={actionData?.errors}
          message={actionData?.error}
          stage={null}
          busy={busy}
          submitLabel="Create template"
        />
      </section>
      <MergeFieldsHelp stage={null} />
    </div>
  );
}
