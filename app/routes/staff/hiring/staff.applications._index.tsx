import { SCREENING_FILTER_LABELS, SCREENING_FILTERS, screeningResultLabel } from "~/domain/screening-questions";
import { Form, Link, useNavigation } from "react-router";
import { APPLICATION_STATUS_LABELS, APPLICATION_STATUSES, isApplicationStatus } from "~/domain/application-pipeline";
import { formatExperience } from "~/domain/experience";
import { SUBMISSION_KINDS } from "~/domain/submission-kind";
import { TALENT_POOL_STAFF_LABEL } from "~/domain/talent-pool";
import {
  INBOX_KIND_LABELS,
  INBOX_PAGE_SIZE,
  INBOX_EXPORT_PATH,
  INBOX_PATH,
  INBOX_SEARCH_MAX_LENGTH,
  inboxFilterOf,
  inboxFilterProblem,
  inboxHref,
  inboxItemHref,
  OTHER_OPENINGS_PARAM,
  parseInboxQuery,
  type InboxFilter,
} from "~/domain/staff/application-inbox";
import { staffTime } from "~/domain/staff/staff-time";
import { boardPath } from "~/domain/staff/pipeline-board";
import { buttonClass } from "~/components/ui/button";
import { StaffField, StaffSelect } from "~/features/staff/staff-field";
import { KeysetPager } from "~/features/staff/keyset-pager";
import { staffMeta } from "~/features/staff/staff-meta";
import { bulkPickValue } from "~/domain/staff/bulk-move";
import { BulkMoveForm, BulkPickBox } from "~/features/staff/bulk-move-form";
import { bulkMoveAction } from "~/routes/staff/hiring/bulk-move.server";
import type { Route } from "./+types/staff.applications._index";
import { CardFact, CardFacts, ListTable, PhoneCard, PhoneCards } from "~/features/staff/staff-table";

export const meta: Route.MetaFunction = () => staffMeta("Applications");

const others = (n: number) => (n === 1 ? "1 other" : `${n} others`);

/**
 * HR's inbox (docs/product.md §10.3): every wizard application and resume, newest first, 50 a page, with
 * the filters and the search in the address so a view can be bookmarked and shared.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await context.staff.requirePermission(request, "applications:read");
  const query = parseInboxQuery(new URL(request.url).searchParams);
  const filter = inboxFilterOf(query);
  const [page, jobs, decisions, sources] = await Promise.all([
    context.services.applicationInbox.page(query, INBOX_PAGE_SIZE),
    context.services.applicationInbox.jobs(),
    context.services.applicantMail.decisionChoices(),
    context.services.applicationInbox.sources(),
  ]);
  const total = Object.values(page.counts).reduce((a, b) => a + b, 0);
  return {
    filter,
    problem: inboxFilterProblem(filter),
    jobs: jobs.map((j) => ({ value: String(j.code), label: j.title })),
    // The one asked for stays a choice even when no submission has it (a link from elsewhere).
    sources: [...new Set([...sources, ...(filter.source ? [filter.source] : [])])].sort(),
    statusLinks: [
      { label: "All", count: total, href: inboxHref({ ...filter, status: null }), current: filter.status === null },
      ...APPLICATION_STATUSES.map((s) => ({
        label: APPLICATION_STATUS_LABELS[s],
        count: page.counts[s] ?? 0,
        href: inboxHref({ ...filter, status: s }),
        current: filter.status === s,
      })),
    ],
    decisions,
    rows: page.items.map((item) => ({
      key: `${item.kind === "application" ? "a" : "r"}${item.id}`,
      pick: bulkPickValue(item.kind, item.id, item.status),
      href: inboxItemHref(item.kind, item.id),
      name: item.name,
      kind: INBOX_KIND_LABELS[item.kind],
      job: item.jobTitle,
      at: staffTime(item.createdAt, context.timeZone),
      status: isApplicationStatus(item.status) ? APPLICATION_STATUS_LABELS[item.status] : item.status,
      experience: item.experienceMonths === null ? null : formatExperience(item.experienceMonths),
      city: item.city,
      otherOpenings: item.otherOpenings,
      screening: screeningResultLabel(item.screeningMisses),
      screeningMissed: (item.screeningMisses ?? 0) > 0,
      sameEmail: item.othersWithEmail
        ? { text: `Same e-mail as ${others(item.othersWithEmail)}`, href: inboxHref({ email: item.email }) }
        : null,
      sameMobile: item.othersWithMobile
        ? { text: `Same mobile as ${others(item.othersWithMobile)}`, href: inboxHref({ mobile: item.mobile }) }
        : null,
    })),
    olderHref: page.older ? inboxHref({ ...filter, before: page.older }) : null,
    newerHref: page.newer ? inboxHref({ ...filter, after: page.newer }) : null,
    newestHref: query.before || query.after ? inboxHref(filter) : null,
    exportHref: inboxHref(filter, INBOX_EXPORT_PATH),
  };
}

/** The bulk move of the rows ticked (HR and admins: applications:write). */
export function action({ request, context }: Route.ActionArgs) {
  return bulkMoveAction(request, context);
}

type Row = Route.ComponentProps["loaderData"]["rows"][number];

/** The screening result, in words (docs/decisions/0174): a flag for HR, never a refusal. */
function ScreeningMark({ row }: { row: Row }) {
  if (!row.screening) return null;
  return (
    <span
      data-screening={row.screeningMissed ? "misses" : "meets"}
      className={`block text-xs font-semibold ${row.screeningMissed ? "text-amber-800" : "text-green-800"}`}
    >
      {`Screening: ${row.screening}`}
    </span>
  );
}

/** The applicant agreed to be considered for other openings, and that still holds (docs/product.md §10.10). */
function OtherOpeningsMark() {
  return (
    <span className="mt-1 inline-block rounded bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-900">
      {TALENT_POOL_STAFF_LABEL}
    </span>
  );
}

function SamePerson({ row }: { row: Row }) {
  if (!row.sameEmail && !row.sameMobile) return null;
  return (
    <ul className="space-y-1">
      {[row.sameEmail, row.sameMobile].filter(Boolean).map((m) => (
        <li key={m!.href}>
          <Link
            to={m!.href}
            className="inline-block rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-950 underline"
          >
            {m!.text}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function ContactFilterNotice({ filter }: { filter: InboxFilter }) {
  if (!filter.email && !filter.mobile) return null;
  return (
    <p className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
      {filter.email && <>Only what was sent with the e-mail address {filter.email}. </>}
      {filter.mobile && <>Only what was sent with the mobile number {filter.mobile}. </>}
      <Link to={inboxHref({ ...filter, email: null, mobile: null })} className="font-semibold underline">
        Show everyone
      </Link>
    </p>
  );
}

export default function ApplicationsInbox({ loaderData, actionData }: Route.ComponentProps) {
  const { filter, problem, jobs, sources, statusLinks, rows, olderHref, newerHref, newestHref, exportHref, decisions } =
    loaderData;
  const busy = useNavigation().state === "submitting";
  const filtered = Object.entries(filter).some(([k, v]) => k !== "status" && v !== null && v !== "" && v !== false);
  return (
    <div className="space-y-6 py-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-brand-950">Applications</h1>
          <p className="mt-2 text-slate-700">
            Everything job seekers sent: applications through the four-step form and resumes through the resume forms,
            newest first.
          </p>
        </div>
        {/* A plain link: the file downloads; the page stays. */}
        <a href={exportHref} className={buttonClass("secondary")} download>
          Export CSV
        </a>
      </div>
      <Form
        method="get"
        action={INBOX_PATH}
        aria-label="Find applications"
        className="grid gap-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-2 lg:grid-cols-3"
      >
        <div className="sm:col-span-2 lg:col-span-3">
          <StaffField
            label="Search"
            id="inbox-q"
            name="q"
            type="search"
            defaultValue={filter.q}
            maxLength={INBOX_SEARCH_MAX_LENGTH}
            hint="Name, e-mail, mobile, city, job title, or a position or company of the experience. Each word matches the start of a word."
          />
        </div>
        <StaffSelect
          label="Job"
          id="inbox-job"
          name="job"
          options={[{ value: "", label: "All jobs" }, ...jobs]}
          defaultValue={filter.job === null ? "" : String(filter.job)}
        />
        <StaffSelect
          label="Status"
          id="inbox-status"
          name="status"
          options={[
            { value: "", label: "Any status" },
            ...APPLICATION_STATUSES.map((s) => ({ value: s, label: APPLICATION_STATUS_LABELS[s] })),
          ]}
          defaultValue={filter.status ?? ""}
        />
        <StaffSelect
          label="Sent through"
          id="inbox-kind"
          name="kind"
          options={[
            { value: "", label: "Either form" },
            ...SUBMISSION_KINDS.map((k) => ({ value: k, label: INBOX_KIND_LABELS[k] })),
          ]}
          defaultValue={filter.kind ?? ""}
        />
        <StaffSelect
          label="Other openings"
          id="inbox-pool"
          name={OTHER_OPENINGS_PARAM}
          options={[
            { value: "", label: "Any consent" },
            { value: "yes", label: TALENT_POOL_STAFF_LABEL },
          ]}
          defaultValue={filter.otherOpenings ? "yes" : ""}
        />
        <StaffSelect
          label="Source"
          id="inbox-source"
          name="source"
          options={[{ value: "", label: "Any source" }, ...sources.map((s) => ({ value: s, label: s }))]}
          defaultValue={filter.source ?? ""}
        />
        <StaffSelect
          label="Screening"
          id="inbox-screening"
          name="screening"
          options={SCREENING_FILTERS.map((f) => ({ value: f === "all" ? "" : f, label: SCREENING_FILTER_LABELS[f] }))}
          defaultValue={filter.screening ?? ""}
        />
        <StaffField label="Sent from" id="inbox-from" name="from" type="date" defaultValue={filter.from ?? ""} />
        <StaffField label="Sent until" id="inbox-to" name="to" type="date" defaultValue={filter.to ?? ""} />
        {filter.email && <input type="hidden" name="email" value={filter.email} />}
        {filter.mobile && <input type="hidden" name="mobile" value={filter.mobile} />}
        <div className="flex flex-wrap items-end gap-3">
          <button type="submit" className={buttonClass("primary")}>
            Show
          </button>
          {filtered && (
            <Link to={INBOX_PATH} className={buttonClass("neutral")}>
              Clear
            </Link>
          )}
        </div>
      </Form>

      {problem && (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-4 py-3 font-semibold text-red-800">
          {problem}
        </p>
      )}
      <ContactFilterNotice filter={filter} />
      {filter.job !== null && filter.job !== 0 && (
        <p>
          <Link to={boardPath(filter.job)} className="font-semibold text-brand-800 underline">
            This job's applications as a pipeline board
          </Link>
        </p>
      )}

      <nav aria-label="Filter by status">
        <ul className="flex flex-wrap gap-2">
          {statusLinks.map((s) => (
            <li key={s.label}>
              <Link
                to={s.href}
                aria-current={s.current ? "page" : undefined}
                className={`block rounded-md px-3 py-2 text-sm font-semibold ${s.current ? "bg-brand-700 text-white" : "bg-white text-brand-800 shadow-sm hover:bg-brand-50"}`}
              >
                {`${s.label} (${s.count})`}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {/* Shown after a bulk move too, when the rows it moved have left the filtered list. */}
      {(rows.length > 0 || actionData) && (
        <BulkMoveForm pageValues={rows.map((r) => r.pick)} decisions={decisions} busy={busy} result={actionData} />
      )}

      {rows.length === 0 ? (
        <p className="text-slate-700">Nothing sent matches.</p>
      ) : (
        <>
          <ListTable
            label="Applications and resumes"
            caption="Applications and resumes, newest first"
            columns={["Name", "Job", "Sent", "Status", "Experience", "City", "Same person"]}
            minWidth="min-w-[56rem]"
            phoneList
          >
            <tbody>
              {rows.map((r) => (
                <tr key={r.key} data-entry={r.key} className="border-b border-slate-200 align-top last:border-0">
                  <td className="break-words px-3 py-2">
                    {/* The row's checkbox for the bulk move, in the name's cell: the columns stay as they were. */}
                    <div className="flex items-start gap-2">
                      <BulkPickBox value={r.pick} label={r.name || "(no name)"} />
                      <div>
                        <Link to={r.href} className="font-semibold text-brand-800 underline">
                          {r.name || "(no name)"}
                        </Link>
                        <span className="block text-xs text-slate-600">{r.kind}</span>
                        {r.otherOpenings && <OtherOpeningsMark />}
                        <ScreeningMark row={r} />
                      </div>
                    </div>
                  </td>
                  <td className="break-words px-3 py-2 text-slate-900">{r.job}</td>
                  <td className="whitespace-nowrap px-3 py-2 text-slate-800">
                    <time dateTime={r.at.iso}>{r.at.text}</time>
                  </td>
                  <td className="px-3 py-2 text-slate-900">{r.status}</td>
                  <td className="px-3 py-2 text-slate-800">{r.experience ?? "Not asked"}</td>
                  <td className="break-words px-3 py-2 text-slate-800">{r.city ?? "Not asked"}</td>
                  <td className="px-3 py-2">
                    <SamePerson row={r} />
                  </td>
                </tr>
              ))}
            </tbody>
          </ListTable>
          {/* On a phone the same rows as a list: a seven-column table does not fit. */}
          <PhoneCards label="Applications and resumes">
            {rows.map((r) => (
              <PhoneCard key={r.key}>
                <div className="flex items-start gap-2">
                  <BulkPickBox value={r.pick} label={r.name || "(no name)"} />
                  <div>
                    <Link to={r.href} className="font-semibold break-words text-brand-800 underline">
                      {r.name || "(no name)"}
                    </Link>
                    {r.otherOpenings && <OtherOpeningsMark />}
                    <ScreeningMark row={r} />
                  </div>
                </div>
                <CardFacts>
                  <CardFact term="Job" valueClass="break-words">
                    {r.job}
                  </CardFact>
                  <CardFact term="Sent">
                    <time dateTime={r.at.iso}>{r.at.text}</time> · {r.kind}
                  </CardFact>
                  <CardFact term="Status">{r.status}</CardFact>
                  {r.experience !== null && <CardFact term="Experience">{r.experience}</CardFact>}
                  {r.city !== null && (
                    <CardFact term="City" valueClass="break-words">
                      {r.city}
                    </CardFact>
                  )}
                </CardFacts>
                <div className="mt-2">
                  <SamePerson row={r} />
                </div>
              </PhoneCard>
            ))}
          </PhoneCards>
          <KeysetPager
            label="Pages of applications"
            newestHref={newestHref}
            newerHref={newerHref}
            olderHref={olderHref}
          />
        </>
      )}
    </div>
  );
}
