import { data, Form, Link, useNavigation } from "react-router";
import { XsrfField } from "~/components/forms/hidden-fields";
import { Button, buttonClass } from "~/components/ui/button";
import { APPLICATION_STATUS_LABELS } from "~/domain/application-pipeline";
import { REASON_MAX_LENGTH, templateMessages } from "~/domain/staff/message-templates";
import { staffMessages } from "~/domain/staff/messages";
import { parseRecordId } from "~/domain/staff/record-id";
import { staffTime } from "~/domain/staff/staff-time";
import { field, intentOf, type StaffActionResult } from "~/features/staff/staff-action";
import { StaffField } from "~/features/staff/staff-field";
import { readStaffForm } from "~/features/staff/staff-form.server";
import { staffMeta } from "~/features/staff/staff-meta";
import { StaffNotice } from "~/features/staff/staff-notice";
import { StaffSection } from "~/features/staff/staff-section";
import { ListTable } from "~/features/staff/staff-table";
import type { Route } from "./+types/staff.templates._index";

export const meta: Route.MetaFunction = () => staffMeta("Message templates");

/** HR and admins: the mails to applicants and the rejection reasons (docs/product.md §10.13). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await context.staff.requirePermission(request, "templates:manage");
  const [templates, reasons] = await Promise.all([
    context.services.messageTemplates.list(),
    context.services.messageTemplates.reasons(),
  ]);
  return {
    templates: templates.map((t) => ({ ...t, updated: staffTime(t.updatedAt, context.timeZone) })),
    reasons,
  };
}

/** Adds a rejection reason to the list, or takes one off it; each an audit row. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await context.staff.requirePermission(request, "templates:manage");
  const form = await readStaffForm(request, context);
  const intent = intentOf(form);
  const actor = { userId: user.id, label: user.email };
  const ip = context.staff.client(request).ip;
  if (intent === "add-reason") {
    const text = field(form, "reason");
    const added = await context.services.messageTemplates.addReason(text, actor, ip);
    return added.ok
      ? data<StaffActionResult<{ reason: string }>>({ intent, success: templateMessages.reasonAdded })
      : data<StaffActionResult<{ reason: string }>>(
          { intent, error: added.message, field: "reason", reason: text },
          { status: 400 },
        );
  }
  const id = parseRecordId(field(form, "id"));
  if (intent === "remove-reason" && id !== null) {
    await context.services.messageTemplates.removeReason(id, actor, ip);
    return data<StaffActionResult<{ reason: string }>>({ intent, success: templateMessages.reasonRemoved });
  }
  return data<StaffActionResult<{ reason: string }>>({ intent, error: staffMessages.unknownAction }, { status: 400 });
}

export default function StaffTemplates({ loaderData, actionData }: Route.ComponentProps) {
  const { templates, reasons } = loaderData;
  const busy = useNavigation().state === "submitting";
  const reasonError = actionData?.field === "reason" ? actionData.error : null;
  return (
    <div className="space-y-6 py-8">
      <h1 className="text-3xl font-bold text-brand-950">Message templates</h1>
      <p className="max-w-3xl text-slate-700">
        The mails HR sends applicants. Moving an application to a stage offers that stage&apos;s template (&ldquo;Tell
        the applicant&rdquo;); the free templates start a mail from an application&apos;s page. Every save is kept as a
        revision.
      </p>
      <p>
        <Link to="/staff/templates/new" className={buttonClass("primary")}>
          New template
        </Link>
      </p>
      <ListTable
        label="Templates"
        caption="Message templates: the stages' first, then the free ones"
        columns={[
          "Template",
          "Used for",
          { label: "Tell by default", from: "sm" },
          { label: "Last saved", from: "md" },
        ]}
      >
        <tbody>
          {templates.map((t) => (
            <tr key={t.id} className="border-b border-slate-100 align-top">
              <th scope="row" className="px-3 py-2 font-semibold">
                <Link to={`/staff/templates/${t.id}`} className="break-words text-brand-700 underline">
                  {t.name}
                </Link>
              </th>
              <td className="px-3 py-2 text-slate-800">
                {t.stage ? `A move to ${APPLICATION_STATUS_LABELS[t.stage]}` : "Free: from an application's page"}
              </td>
              <td className="hidden px-3 py-2 text-slate-800 sm:table-cell">
                {t.stage ? (t.tellByDefault ? "Yes" : "No") : "—"}
              </td>
              <td className="hidden px-3 py-2 text-slate-800 md:table-cell">
                <time dateTime={t.updated.iso}>{t.updated.text}</time> {`(revision ${t.revision})`}
              </td>
            </tr>
          ))}
        </tbody>
      </ListTable>

      <StaffSection
        id="reasons"
        title="Rejection reasons"
        description="The list HR picks from when rejecting. A rejection keeps its reason; the mail names it only where the rejection template has {{reason}}."
      >
        {reasons.length === 0 ? (
          <p className="text-slate-700">No reasons on the list.</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {reasons.map((r) => (
              <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span className="break-words text-slate-900">{r.text}</span>
                <Form method="post">
                  <XsrfField />
                  <input type="hidden" name="id" value={r.id} />
                  <Button type="submit" name="intent" value="remove-reason" variant="secondary" disabled={busy}>
                    Remove<span className="sr-only"> {r.text}</span>
                  </Button>
                </Form>
              </li>
            ))}
          </ul>
        )}
        <Form method="post" className="mt-4 flex flex-wrap items-end gap-3" key={JSON.stringify(actionData ?? null)}>
          <XsrfField />
          <div className="min-w-64 grow">
            <StaffField
              label="New reason"
              id="new-reason"
              name="reason"
              required
              maxLength={REASON_MAX_LENGTH}
              defaultValue={reasonError ? (actionData?.reason ?? "") : ""}
              error={reasonError}
            />
          </div>
          <Button type="submit" name="intent" value="add-reason" variant="secondary" disabled={busy}>
            Add reason
          </Button>
        </Form>
        <StaffNotice
          id="reasons-notice"
          success={actionData?.success}
          error={actionData?.error && !reasonError ? actionData.error : null}
        />
      </StaffSection>
    </div>
  );
}
