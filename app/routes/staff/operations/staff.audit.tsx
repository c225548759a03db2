import { Form, Link } from "react-router";
import { AUDIT_ACTION_LABELS, isAuditAction } from "~/domain/staff/audit-actions";
import { AUDIT_PAGE_SIZE, auditPageHref, describeAuditDetail, parseAuditQuery } from "~/domain/staff/audit-query";
import { auditRecordKey, auditRecordName, auditRecordOf, auditRecordPath } from "~/domain/staff/audit-records";
import { staffTime } from "~/domain/staff/staff-time";
import { buttonClass } from "~/components/ui/button";
import { StaffSelect } from "~/features/staff/staff-field";
import { KeysetPager } from "~/features/staff/keyset-pager";
import { staffMeta } from "~/features/staff/staff-meta";
import type { Route } from "./+types/staff.audit";
import { CardFact, CardFacts, ListTable, PhoneCard, PhoneCards } from "~/features/staff/staff-table";

export const meta: Route.MetaFunction = () => staffMeta("Audit trail");

const ACTION_OPTIONS = [
  { value: "", label: "All actions" },
  ...Object.entries(AUDIT_ACTION_LABELS)
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label)),
];

/** Admins: who did what, newest first, 50 a page, filtered by person and action (all in the URL). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await context.staff.requirePermission(request, "audit:read");
  const query = parseAuditQuery(new URL(request.url).searchParams);
  const [page, people] = await Promise.all([
    context.services.auditTrail.page(query, AUDIT_PAGE_SIZE),
    context.services.auditTrail.people(),
  ]);
  const existing = await context.services.auditTrail.existingRecords(page.rows);
  const byId = new Map(people.map((p) => [String(p.id), p]));
  const filter = { person: query.person, action: query.action };
  /** The record a row concerns: linked to its page while it exists, a staff account by its name. */
  const recordOf = (type: string | null, id: string | null) => {
    const record = auditRecordOf(type, id);
    if (record) {
      const account = record.type === "staff_user" ? byId.get(String(record.id)) : undefined;
      const text = account ? `${account.name} (${account.email})` : auditRecordName(record);
      return existing.has(auditRecordKey(record)) ? { text, href: auditRecordPath(record) } : { text };
    }
    if (!type) return null;
    return { text: type === "staff_user_email" ? `Address ${id}` : `${type} ${id ?? ""}`.trim() };
  };
  return {
    filter,
    people: people.map((p) => ({ value: String(p.id), label: `${p.name} (${p.email})` })),
    rows: page.rows.map((r) => ({
      id: r.id,
      at: staffTime(r.at, context.timeZone),
      who: r.actor_label,
      ip: r.ip,
      action: isAuditAction(r.action) ? AUDIT_ACTION_LABELS[r.action] : r.action,
      code: r.action,
      record: recordOf(r.target_type, r.target_id),
      detail: describeAuditDetail(r.detail),
    })),
    olderHref: page.older ? auditPageHref({ ...filter, before: page.older }) : null,
    newerHref: page.newer ? auditPageHref({ ...filter, after: page.newer }) : null,
    newestHref: query.before || query.after ? auditPageHref(filter) : null,
  };
}

export default function AuditTrail({ loaderData }: Route.ComponentProps) {
  const { filter, people, rows, olderHref, newerHref, newestHref } = loaderData;
  const pager = (
    <KeysetPager label="Audit trail pages" newestHref={newestHref} newerHref={newerHref} olderHref={olderHref} />
  );
  return (
    <div className="space-y-6 py-8">
      <h1 className="text-3xl font-bold text-brand-950">Audit trail</h1>
      <Form
        method="get"
        className="flex flex-wrap items-end gap-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
      >
        <div className="min-w-56 flex-1">
          <StaffSelect
            label="Who"
            id="audit-person"
            name="person"
            options={[{ value: "", label: "Everyone" }, ...people]}
            defaultValue={filter.person ? String(filter.person) : ""}
          />
        </div>
        <div className="min-w-56 flex-1">
          <StaffSelect
            label="Action"
            id="audit-action"
            name="action"
            options={ACTION_OPTIONS}
            defaultValue={filter.action ?? ""}
          />
        </div>
        <button type="submit" className={buttonClass("primary")}>
          Show
        </button>
      </Form>

      {rows.length === 0 ? (
        <p className="text-slate-700">Nothing recorded matches.</p>
      ) : (
        <>
          <ListTable
            label="Audit entries"
            caption="Audit entries, newest first"
            columns={["When", "Who", "Address", "Action", "Record", "Details"]}
            minWidth="min-w-[48rem]"
            phoneList
          >
            <tbody>
              {rows.map((r) => (
                <tr key={r.id} data-entry={r.id} className="border-b border-slate-200 align-top last:border-0">
                  <td className="whitespace-nowrap px-3 py-2 text-slate-800">
                    <time dateTime={r.at.iso}>{r.at.text}</time>
                  </td>
                  <td className="break-words px-3 py-2 text-slate-900">{r.who}</td>
                  <td className="px-3 py-2 font-mono text-slate-800">{r.ip ?? ""}</td>
                  <td className="px-3 py-2 text-slate-900">
                    {r.action}
                    <span className="block font-mono text-xs text-slate-600">{r.code}</span>
                  </td>
                  <td className="break-words px-3 py-2 text-slate-900">
                    {r.record?.href ? (
                      <Link to={r.record.href} className="text-brand-800 underline">
                        {r.record.text}
                      </Link>
                    ) : (
                      (r.record?.text ?? "")
                    )}
                  </td>
                  <td className="break-words px-3 py-2 text-slate-800">{r.detail}</td>
                </tr>
              ))}
            </tbody>
          </ListTable>
          {/* On a phone the same entries as a list: a six-column table does not fit. */}
          <PhoneCards label="Audit entries">
            {rows.map((r) => (
              <PhoneCard key={r.id}>
                <p className="font-semibold text-slate-900">{r.action}</p>
                <p className="text-slate-700">
                  <time dateTime={r.at.iso}>{r.at.text}</time>
                </p>
                <CardFacts>
                  <CardFact term="Who" valueClass="break-words">
                    {r.who}
                  </CardFact>
                  {r.ip && (
                    <CardFact term="Address" valueClass="font-mono">
                      {r.ip}
                    </CardFact>
                  )}
                  {r.record && (
                    <CardFact term="Record" valueClass="break-words">
                      {r.record.href ? (
                        <Link to={r.record.href} className="text-brand-800 underline">
                          {r.record.text}
                        </Link>
                      ) : (
                        r.record.text
                      )}
                    </CardFact>
                  )}
                  {r.detail && (
                    <CardFact term="Details" valueClass="break-words">
                      {r.detail}
                    </CardFact>
                  )}
                </CardFacts>
              </PhoneCard>
            ))}
          </PhoneCards>
          {pager}
        </>
      )}
    </div>
  );
}
