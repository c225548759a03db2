import { data, useNavigation } from "react-router";
import { productName } from "~/content/product-index";
import { DEFAULT_HOURS } from "~/domain/demo/availability";
import { demoSettingsMessages, parseWeeklyHours } from "~/domain/demo/demo-settings";
import { parseRecordId } from "~/domain/staff/record-id";
import { staffMessages } from "~/domain/staff/messages";
import { Button } from "~/components/ui/button";
import { BackLink } from "~/features/staff/back-link";
import { DemoPresenterForm } from "~/features/staff/demo-presenter-form";
import { IntentForm } from "~/features/staff/intent-form";
import { field, intentOf, type StaffActionResult } from "~/features/staff/staff-action";
import { StaffField, StaffTextArea } from "~/features/staff/staff-field";
import { readStaffForm } from "~/features/staff/staff-form.server";
import { staffMeta } from "~/features/staff/staff-meta";
import { StaffNotice } from "~/features/staff/staff-notice";
import { StaffSection } from "~/features/staff/staff-section";
import type { Route } from "./+types/staff.demos.settings";

export const meta: Route.MetaFunction = () => staffMeta("Demo times");

/** Who presents which products and when, the holidays and the demo length: what /demo offers (docs/staff-console.md). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await context.staff.requirePermission(request, "demos:configure");
  const [settings, people] = await Promise.all([
    context.services.demos.settings(),
    context.services.demoStaff.staffPeople(),
  ]);
  const presenting = new Set(settings.presenters.map((p) => p.id));
  return {
    settings,
    timeZone: context.timeZone,
    candidates: people.filter((p) => !presenting.has(p.id)),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await context.staff.requirePermission(request, "demos:configure");
  const form = await readStaffForm(request, context);
  const intent = intentOf(form);
  const client = context.staff.client(request);
  const demoStaff = context.services.demoStaff;
  if (intent === "settings") {
    const r = await demoStaff.saveSettings(
      { minutes: field(form, "minutes"), holidays: field(form, "holidays") },
      user,
      client,
    );
    return data<StaffActionResult>(
      r.ok ? { intent, success: demoSettingsMessages.saved } : { intent, error: r.error, field: r.field },
      {
        status: r.ok ? 200 : 400,
      },
    );
  }
  const staffUserId = parseRecordId(field(form, "staffUserId"));
  const subject = String(staffUserId ?? "");
  if (intent === "presenter" && staffUserId !== null) {
    const hours = parseWeeklyHours((name) => field(form, name));
    if ("error" in hours) return data<StaffActionResult>({ intent, subject, error: hours.error }, { status: 400 });
    const products = form.getAll("products").filter((v): v is string => typeof v === "string");
    const r = await demoStaff.savePresenter({ staffUserId, products, hours: hours.hours }, user, client);
    return data<StaffActionResult>(
      r.ok ? { intent, subject, success: demoSettingsMessages.saved } : { intent, subject, error: r.error },
      {
        status: r.ok ? 200 : 400,
      },
    );
  }
  if (intent === "remove" && staffUserId !== null) {
    await demoStaff.removePresenter(staffUserId, user, client);
    return data<StaffActionResult>({ intent: "settings", success: demoSettingsMessages.presenterRemoved });
  }
  return data<StaffActionResult>({ intent, error: staffMessages.unknownAction }, { status: 400 });
}

export default function StaffDemoSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { settings, candidates, timeZone } = loaderData;
  const busy = useNavigation().state === "submitting";
  const noticeFor = (intent: string, subject?: string) =>
    actionData?.intent === intent && (subject === undefined || actionData.subject === subject) ? actionData : undefined;
  const general = noticeFor("settings");
  const added =
    actionData?.intent === "presenter" && !settings.presenters.some((p) => String(p.id) === actionData.subject);
  return (
    <div className="space-y-6 py-8">
      <BackLink to="/staff/demos">Demos and leads</BackLink>
      <h1 className="text-3xl font-bold text-brand-950">Demo times</h1>
      <p className="text-slate-700">
        {`/demo offers a time over the next 15 working days when a presenter of every chosen product works and has no other demo. Hours are the company's clock (${timeZone}).`}
      </p>

      <StaffSection id="general" title="Demo length and holidays">
        <IntentForm intent="settings" className="space-y-4">
          <StaffField
            label="Demo length (minutes)"
            id="minutes"
            name="minutes"
            type="number"
            min={15}
            max={240}
            step={5}
            required
            defaultValue={settings.demoMinutes}
            error={general?.field === "minutes" ? general.error : null}
          />
          <StaffTextArea
            label="Company holidays"
            id="holidays"
            name="holidays"
            rows={5}
            hint="One date a line, as YYYY-MM-DD. No demo is offered on these days."
            defaultValue={settings.holidays.join("\n")}
            error={general?.field === "holidays" ? general.error : null}
          />
          <Button type="submit" variant="primary" disabled={busy}>
            Save
          </Button>
        </IntentForm>
        <StaffNotice id="general-notice" success={general?.success} error={general?.field ? null : general?.error} />
      </StaffSection>

      {settings.presenters.length === 0 && (
        <p className="text-slate-700">Nobody presents demos yet: /demo offers no times.</p>
      )}
      {settings.presenters.map((p) => {
        const notice = noticeFor("presenter", String(p.id));
        const id = `presenter-${p.id}`;
        return (
          <StaffSection
            key={p.id}
            id={id}
            title={p.name}
            description={`${p.email}. Presents ${p.products.map(productName).join(", ")}.`}
          >
            <DemoPresenterForm id={id} presenter={p} busy={busy} />
            <StaffNotice id={`${id}-notice`} success={notice?.success} error={notice?.error} />
            <IntentForm intent="remove" className="mt-4">
              <input type="hidden" name="staffUserId" value={p.id} />
              <Button type="submit" variant="secondary" disabled={busy}>
                {`Stop ${p.name} presenting`}
              </Button>
            </IntentForm>
          </StaffSection>
        );
      })}

      {candidates.length > 0 && (
        <StaffSection id="new-presenter" title="Add a presenter">
          {/* A new form for each person: the ticks and hours typed for the last one must not carry over. */}
          <DemoPresenterForm
            key={settings.presenters.map((p) => p.id).join(",")}
            id="new-presenter"
            presenter={{ id: null, products: [], hours: DEFAULT_HOURS }}
            people={candidates}
            busy={busy}
          />
          <StaffNotice
            id="new-presenter-notice"
            success={added ? actionData?.success : null}
            error={added ? actionData?.error : null}
          />
        </StaffSection>
      )}
    </div>
  );
}
