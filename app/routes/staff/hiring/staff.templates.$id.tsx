import { data, Form, useNavigation } from "react-router";
import { XsrfField } from "~/components/forms/hidden-fields";
import { Button } from "~/components/ui/button";
import { APPLICATION_STATUS_LABELS } from "~/domain/application-pipeline";
import { templateMessages, type TemplateFieldErrors } from "~/domain/staff/message-templates";
import { staffMessages } from "~/domain/staff/messages";
import { parseRecordId } from "~/domain/staff/record-id";
import { staffTime } from "~/domain/staff/staff-time";
import { BackLink } from "~/features/staff/back-link";
import { field, intentOf } from "~/features/staff/staff-action";
import { readStaffForm } from "~/features/staff/staff-form.server";
import { staffMeta } from "~/features/staff/staff-meta";
import { StaffNotice } from "~/features/staff/staff-notice";
import { StaffSection } from "~/features/staff/staff-section";
import {
  MergeFieldsHelp,
  TemplateForm,
  TemplatePreview,
  type TemplateFormValues,
} from "~/features/staff/template-form";
import type { Route } from "./+types/staff.templates.$id";

export const meta: Route.MetaFunction = ({ data }) => staffMeta(data ? `Template: ${data.template.name}` : "Template");

/** HR and admins: one template, its preview filled with a sample (or a real application) and its revisions. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await context.staff.requirePermission(request, "templates:manage");
  const id = parseRecordId(params.id);
  const found = id === null ? null : await context.services.messageTemplates.get(id);
  if (!found) throw data(templateMessages.noSuchTemplate, { status: 404 });
  const url = new URL(request.url);
  const sampleReference = (url.searchParams.get("preview") ?? "").slice(0, 20);
  return {
    template: found.template,
    created: url.searchParams.has("created"),
    preview: await context.services.messageTemplates.preview(found.template, sampleReference),
    sampleReference,
    revisions: found.revisions.map((r) => ({ ...r, at: staffTime(r.at, context.timeZone) })),
  };
}

type TemplateResult = {
  intent: string;
  success?: string;
  error?: string;
  errors?: TemplateFieldErrors;
  values?: TemplateFormValues;
};

/** Saves the form as a new revision, or restores an earlier revision as a new one. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await context.staff.requirePermission(request, "templates:manage");
  const form = await readStaffForm(request, context);
  const id = parseRecordId(params.id);
  const found = id === null ? null : await context.services.messageTemplates.get(id);
  if (!found) throw data(templateMessages.noSuchTemplate, { status: 404 });
  const intent = intentOf(form);
  const seenRevision = Number(field(form, "revision"));
  const actor = { userId: user.id, label: user.email };
  const ip = context.staff.client(request).ip;
  if (intent === "save") {
    const values = {
      name: field(form, "name"),
      subject: field(form, "subject"),
      body: field(form, "body"),
      tellByDefault: field(form, "tellByDefault") === "yes",
    };
    const outcome = await context.services.messageTemplates.save({
      id: found.template.id,
      seenRevision,
      draft: values,
      tellByDefault: values.tellByDefault,
      actor,
      ip,
    });
    if (!outcome.ok)
      return data<TemplateResult>(
        { intent, error: outcome.message, errors: outcome.errors, values },
        { status: outcome.status },
      );
    return data<TemplateResult>({ intent, success: templateMessages.saved });
  }
  if (intent === "restore") {
    const revision = found.revisions.find((r) => r.revision === Number(field(form, "restore")));
    if (!revision) return data<TemplateResult>({ intent, error: staffMessages.unknownAction }, { status: 400 });
    const outcome = await context.services.messageTemplates.save({
      id: found.template.id,
      seenRevision,
      draft: revision,
      tellByDefault: revision.tellByDefault,
      actor,
      ip,
      restoredFrom: revision.revision,
    });
    if (!outcome.ok) return data<TemplateResult>({ intent, error: outcome.message }, { status: outcome.status });
    return data<TemplateResult>({ intent, success: templateMessages.restored(revision.revision) });
  }
  return data<TemplateResult>({ intent, error: staffMessages.unknownAction }, { status: 400 });
}

export default function StaffTemplate({ loaderData, actionData }: Route.ComponentProps) {
  const { template: t, preview, sampleReference, revisions, created } = loaderData;
  const busy = useNavigation().state === "submitting";
  const saveResult = actionData?.intent === "save" ? actionData : undefined;
  const restoreResult = actionData?.intent === "restore" ? actionData : undefined;
  return (
    <div className="space-y-6 py-8">
      <BackLink to="/staff/templates">All templates</BackLink>
      <h1 className="text-3xl font-bold break-words text-brand-950">{t.name}</h1>
      <p className="text-slate-700">
        {t.stage
          ? `Offered when an application or resume moves to ${APPLICATION_STATUS_LABELS[t.stage]}.`
          : "A free template: HR starts a mail from it on an application's page."}{" "}
        {`Revision ${t.revision}.`}
      </p>
      <StaffSection id="template" title="Edit">
        <TemplateForm
          values={saveResult?.values ?? t}
          errors={saveResult?.errors}
          message={saveResult?.error}
          stage={t.stage}
          revision={t.revision}
          busy={busy}
          submitLabel="Save as a new revision"
        />
        <StaffNotice
          id="template-notice"
          success={saveResult?.success ?? (created && !actionData ? templateMessages.created : null)}
        />
      </StaffSection>
      <TemplatePreview preview={preview} sampleReference={sampleReference} />
      <MergeFieldsHelp stage={t.stage} />
      <StaffSection id="revisions" title="Revisions" description="Every saved version, newest first.">
        <ol className="space-y-3">
          {revisions.map((r) => (
            <li key={r.revision} className="rounded-md border border-slate-200 p-3">
              <p className="text-sm text-slate-700">
                <span className="font-semibold text-slate-900">{`Revision ${r.revision}`}</span> ·{" "}
                <time dateTime={r.at.iso}>{r.at.text}</time> · {r.by}
                {r.revision === t.revision ? " · the one in use" : ""}
              </p>
              <details className="mt-2">
                <summary className="cursor-pointer font-semibold text-brand-700">Its text</summary>
                <p className="mt-2 text-sm break-words text-slate-900">
                  {r.name} · Subject: {r.subject}
                  {t.stage ? ` · Tell by default: ${r.tellByDefault ? "yes" : "no"}` : ""}
                </p>
                <pre className="mt-2 overflow-x-auto rounded-md bg-slate-50 p-3 text-sm break-words whitespace-pre-wrap text-slate-900">
                  {r.body}
                </pre>
              </details>
              {r.revision !== t.revision && (
                <Form method="post" className="mt-2">
                  <XsrfField />
                  <input type="hidden" name="revision" value={t.revision} />
                  <input type="hidden" name="restore" value={r.revision} />
                  <Button type="submit" name="intent" value="restore" variant="secondary" disabled={busy}>
                    {`Restore revision ${r.revision}`}
                  </Button>
                </Form>
              )}
            </li>
          ))}
        </ol>
        <StaffNotice id="revisions-notice" success={restoreResult?.success} error={restoreResult?.error} />
      </StaffSection>
    </div>
  );
}
