import { data, Form, Link, useNavigation } from "react-router";
import { XsrfField } from "~/components/forms/hidden-fields";
import { Button, buttonClass } from "~/components/ui/button";
import { AUDIT_ACTIONS } from "~/domain/staff/audit-actions";
import { staffMessages } from "~/domain/staff/messages";
import { peopleMessages, personEmailOf } from "~/domain/staff/people";
import { staffTime } from "~/domain/staff/staff-time";
import { field, intentOf, type StaffActionResult } from "~/features/staff/staff-action";
import { StaffField } from "~/features/staff/staff-field";
import { readStaffForm } from "~/features/staff/staff-form.server";
import { staffMeta } from "~/features/staff/staff-meta";
import { StaffNotice } from "~/features/staff/staff-notice";
import { StaffSection } from "~/features/staff/staff-section";
import type { Route } from "./+types/staff.people";

export const meta: Route.MetaFunction = () => staffMeta("One person's data");

/**
 * Admins: everything held about one e-mail address, its export as one JSON file (a subject-access
 * request) and its erasure (docs/product.md §10.5).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await context.staff.requirePermission(request, "people:manage");
  const given = new URL(request.url).searchParams.get("email");
  const email = personEmailOf(given);
  if (!email) return { given: given ?? "", email: null, error: given ? peopleMessages.emailInvalid : null, held: null };
  const held = await context.services.people.find(email);
  await context.services.readingAudit.record(user, context.staff.client(request).ip, {
    action: AUDIT_ACTIONS.personLookedUp,
    email,
  });
  const at = (iso: string) => staffTime(iso, context.timeZone);
  const withTime = <T extends { at: string }>(items: T[]) => items.map((i) => ({ ...i, time: at(i.at) }));
  return {
    given: email,
    email,
    error: null,
    held: {
      applications: withTime(held.applications),
      resumes: withTime(held.resumes),
      messages: withTime(held.messages),
      subscriptions: withTime(held.subscriptions),
      jobAlerts: withTime(held.jobAlerts),
      demoBookings: withTime(held.demoBookings),
      leads: withTime(held.leads),
      mails: withTime(held.mails),
    },
  };
}

type PeopleResult = StaffActionResult<{ values: { email: string } }>;

export async function action({ request, context }: Route.ActionArgs) {
  const user = await context.staff.requirePermission(request, "people:manage");
  const form = await readStaffForm(request, context);
  const intent = intentOf(form);
  const email = personEmailOf(field(form, "email"));
  const client = context.staff.client(request);
  if (!email) return data<PeopleResult>({ intent, error: peopleMessages.emailInvalid }, { status: 400 });
  switch (intent) {
    case "erase": {
      if (field(form, "confirm") !== "yes")
        return data<PeopleResult>(
          { intent, error: peopleMessages.eraseNotConfirmed, field: "confirm" },
          { status: 400 },
        );
      const counts = await context.services.people.erase(email, user, client);
      return data<PeopleResult>({ intent, success: peopleMessages.erased(counts) });
    }
    default:
      return data<PeopleResult>({ intent, error: staffMessages.unknownAction }, { status: 400 });
  }
}

const SECTIONS = [
  { key: "applications", title: "Job applications (wizard)" },
  { key: "resumes", title: "Resumes" },
  { key: "messages", title: "Contact messages" },
  { key: "subscriptions", title: "Newsletter" },
  { key: "jobAlerts", title: "Job alerts" },
  { key: "demoBookings", title: "Demo bookings and requests" },
  { key: "leads", title: "Sales lead" },
  { key: "mails", title: "Mails in the outbox" },
] as const;

export default function StaffPeople({ loaderData, actionData }: Route.ComponentProps) {
  const { given, email, error, held } = loaderData;
  const busy = useNavigation().state === "submitting";
  const total = held ? SECTIONS.reduce((n, s) => n + held[s.key].length, 0) : 0;
  return (
    <div className="space-y-6 py-8">
      <h1 className="text-3xl font-bold text-brand-950">One person&rsquo;s data</h1>
      <p className="max-w-3xl text-slate-700">
        For a request from someone about their data: see everything the site holds about an e-mail address, give it to
        them as one file, or erase it.
      </p>
      <Form
        method="get"
        role="search"
        className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
      >
        <div className="min-w-64 flex-1">
          <StaffField
            label="E-mail address"
            id="person-email"
            name="email"
            type="email"
            required
            autoComplete="off"
            defaultValue={given}
            error={error}
          />
        </div>
        <button type="submit" className={buttonClass("primary")}>
          Look up
        </button>
      </Form>

      {email && held && (
        <>
          <StaffSection
            id="held"
            title={`What is held about ${email}`}
            description={
              total === 0
                ? "Nothing: no application, resume, message, subscription, job alert, demo booking, sales lead or mail has this address."
                : undefined
            }
          >
            {SECTIONS.filter((s) => held[s.key].length > 0).map((s) => (
              <div key={s.key} className="mt-4 first:mt-0">
                <h3 className="font-bold text-slate-900">{`${s.title} (${held[s.key].length})`}</h3>
                <ul className="mt-2 space-y-1 text-sm" data-held={s.key}>
                  {held[s.key].map((item) => (
                    <li key={item.id} className="break-words text-slate-800">
                      <span className="font-semibold text-slate-900">{item.title}</span>
                      {` · ${item.detail} · `}
                      <time dateTime={item.time.iso}>{item.time.text}</time>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </StaffSection>

          <StaffSection
            id="export"
            title="Export"
            description="Everything listed above, with the resume files, as one JSON file to send to the person."
          >
            {/* A plain link: the browser saves the answer as a file. */}
            <Link
              to={`/staff/people/export?${new URLSearchParams({ email })}`}
              reloadDocument
              className={buttonClass("secondary")}
            >
              Export as JSON
            </Link>
          </StaffSection>

          <StaffSection
            id="erase"
            title="Erase"
            description="Removes the personal data and the resume files for good. Applications keep their job, status and dates, without a name, so counts stay right. Messages, the subscription, job alerts, demo bookings, the sales lead and the mails are deleted; a demo still to come is cancelled first and its presenters are told, without the person's details."
          >
            <Form method="post" className="space-y-3">
              <XsrfField />
              <input type="hidden" name="email" value={email} />
              <div className="flex items-start gap-2">
                <input
                  type="checkbox"
                  id="erase-confirm"
                  name="confirm"
                  value="yes"
                  required
                  className="mt-1 size-4"
                  aria-describedby={actionData?.field === "confirm" ? "erase-confirm-error" : undefined}
                />
                <label htmlFor="erase-confirm" className="text-slate-900">
                  {`Yes, erase everything held about ${email}. This cannot be undone.`}
                </label>
              </div>
              {actionData?.field === "confirm" && (
                <p id="erase-confirm-error" className="text-sm font-semibold text-red-700">
                  {actionData.error}
                </p>
              )}
              <Button type="submit" name="intent" value="erase" variant="primary" disabled={busy}>
                Erase
              </Button>
            </Form>
            <StaffNotice
              id="erase-notice"
              success={actionData?.intent === "erase" ? actionData.success : null}
              error={actionData?.error && actionData.field !== "confirm" ? actionData.error : null}
            />
          </StaffSection>
        </>
      )}
    </div>
  );
}
