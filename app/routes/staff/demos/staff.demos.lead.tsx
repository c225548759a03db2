import { data, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import {
  DEMO_BOOKING_STATE_LABELS,
  LEAD_NOTES_MAX,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
} from "~/domain/demo/demo-settings";
import { demoMoment } from "~/domain/demo/demo-time";
import { staffMessages } from "~/domain/staff/messages";
import { staffTime } from "~/domain/staff/staff-time";
import { BackLink } from "~/features/staff/back-link";
import { FirstTouchFacts } from "~/features/staff/first-touch-facts";
import { IntentForm } from "~/features/staff/intent-form";
import { field, intentOf, type StaffActionResult } from "~/features/staff/staff-action";
import { StaffSelect, StaffTextArea } from "~/features/staff/staff-field";
import { readStaffForm } from "~/features/staff/staff-form.server";
import { staffMeta } from "~/features/staff/staff-meta";
import { StaffNotice } from "~/features/staff/staff-notice";
import { StaffSection } from "~/features/staff/staff-section";
import type { Route } from "./+types/staff.demos.lead";

export const meta: Route.MetaFunction = ({ data }) => staffMeta(data ? `Lead: ${data.lead.email}` : "Lead");

const NO_SUCH_LEAD = "There is no such lead.";
const keyOf = (request: Request) => (new URL(request.url).searchParams.get("email") ?? "").trim().toLowerCase();

/**
 * One lead: what it booked or asked for (products, time, phone, country, note), its bookings and messages
 * counted, and its status, owner (someone who may own a lead) and notes to change (audited).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await context.staff.requirePermission(request, "demos:manage");
  const key = keyOf(request);
  const [lead, bookings, people] = await Promise.all([
    context.services.demoStaff.lead(key),
    context.services.demoStaff.leadBookings(key),
    context.services.demoStaff.leadOwners(),
  ]);
  if (!lead) throw data(NO_SUCH_LEAD, { status: 404 });
  return {
    lead: { ...lead, last: staffTime(lead.last_at, context.timeZone) },
    // Newest first, as the leads are listed.
    bookings: bookings.reverse().map((b) => ({
      ...b,
      state: DEMO_BOOKING_STATE_LABELS[b.state],
      when:
        b.start && b.end
          ? `${demoMoment(Date.parse(b.start), context.timeZone)}, ${Math.round((Date.parse(b.end) - Date.parse(b.start)) / 60_000)} minutes`
          : null,
      sent: staffTime(b.createdAt, context.timeZone),
    })),
    people,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await context.staff.requirePermission(request, "demos:manage");
  const form = await readStaffForm(request, context);
  const intent = intentOf(form);
  if (intent !== "save")
    return data<StaffActionResult>({ intent, error: staffMessages.unknownAction }, { status: 400 });
  const r = await context.services.demoStaff.updateLead(
    keyOf(request),
    { status: field(form, "status"), ownerId: field(form, "owner"), notes: field(form, "notes") },
    user,
    context.staff.client(request),
  );
  return data<StaffActionResult>(r.ok ? { intent, success: "Saved." } : { intent, error: r.error, field: r.field }, {
    status: r.ok ? 200 : 400,
  });
}

export default function StaffLead({ loaderData, actionData }: Route.ComponentProps) {
  const { lead, bookings, people } = loaderData;
  const busy = useNavigation().state === "submitting";
  const error = (name: string) => (actionData?.field === name ? actionData.error : null);
  return (
    <div className="space-y-6 py-8">
      <BackLink to="/staff/demos">Demos and leads</BackLink>
      <h1 className="text-3xl font-bold break-words text-brand-950">{lead.name || lead.email}</h1>
      <StaffSection id="lead" title="Who">
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
          <dt className="font-semibold text-slate-700">E-mail</dt>
          <dd className="break-all text-slate-900">{lead.email}</dd>
          <dt className="font-semibold text-slate-700">Company</dt>
          <dd className="break-words text-slate-900">{lead.company}</dd>
          <dt className="font-semibold text-slate-700">Demo bookings and requests</dt>
          <dd className="text-slate-900">{lead.bookings}</dd>
          <dt className="font-semibold text-slate-700">Contact messages</dt>
          <dd className="text-slate-900">{lead.messages}</dd>
          <dt className="font-semibold text-slate-700">Last contact</dt>
          <dd className="text-slate-900">
            <time dateTime={lead.last.iso}>{lead.last.text}</time>
          </dd>
          <FirstTouchFacts touch={lead.touch} />
        </dl>
      </StaffSection>
      <StaffSection
        id="booked"
        title="What they booked"
        description="Each demo booked or asked for with this address, newest first, as the visitor gave it."
      >
        <ol className="space-y-4">
          {bookings.map((b) => (
            <li key={b.id} data-booking={b.id} className="rounded-md border border-slate-200 p-4">
              <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[max-content_1fr]">
                <dt className="font-semibold text-slate-700">Booking</dt>
                <dd className="text-slate-900">
                  {`${b.state}, sent `}
                  <time dateTime={b.sent.iso}>{b.sent.text}</time>
                </dd>
                <dt className="font-semibold text-slate-700">Products</dt>
                <dd className="text-slate-900">{b.products.join(", ")}</dd>
                <dt className="font-semibold text-slate-700">Demo time</dt>
                <dd className="text-slate-900">
                  {b.when && b.start ? <time dateTime={b.start}>{b.when}</time> : "Another time was asked for"}
                </dd>
                <dt className="font-semibold text-slate-700">Company</dt>
                <dd className="break-words text-slate-900">{b.company}</dd>
                <dt className="font-semibold text-slate-700">Phone</dt>
                <dd className="break-words text-slate-900">{b.phone || "—"}</dd>
                <dt className="font-semibold text-slate-700">Country</dt>
                <dd className="break-words text-slate-900">{b.country}</dd>
                <dt className="font-semibold text-slate-700">Note</dt>
                <dd className="break-words whitespace-pre-line text-slate-900">{b.note || "—"}</dd>
              </dl>
            </li>
          ))}
        </ol>
      </StaffSection>
      <StaffSection id="follow-up" title="Follow-up">
        <IntentForm intent="save" className="space-y-4">
          <StaffSelect
            label="Status"
            id="status"
            name="status"
            defaultValue={lead.status}
            error={error("status")}
            options={LEAD_STATUSES.map((s) => ({ value: s, label: LEAD_STATUS_LABELS[s] }))}
          />
          <StaffSelect
            label="Owner"
            id="owner"
            name="owner"
            defaultValue={lead.owner_user_id === null ? "" : String(lead.owner_user_id)}
            error={error("owner")}
            options={[
              { value: "", label: "Nobody yet" },
              ...people.map((p) => ({ value: String(p.id), label: p.name })),
            ]}
          />
          <StaffTextArea
            label="Notes"
            id="notes"
            name="notes"
            rows={6}
            maxLength={LEAD_NOTES_MAX}
            defaultValue={lead.notes ?? ""}
            error={error("notes")}
          />
          <Button type="submit" variant="primary" disabled={busy}>
            Save
          </Button>
        </IntentForm>
        <StaffNotice
          id="follow-up-notice"
          success={actionData?.success}
          error={actionData?.field ? null : actionData?.error}
        />
      </StaffSection>
    </div>
  );
}
