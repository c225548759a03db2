import { Link } from "react-router";
import { isOutboxStatus, OUTBOX_STATUS_LABELS, OUTBOX_STATUSES, type OutboxStatus } from "~/domain/outbox";
import { formatStaffTime } from "~/domain/staff/staff-time";
import { StaffSection } from "~/features/staff/staff-section";
import { staffMeta } from "~/features/staff/staff-meta";
import type { Route } from "./+types/staff.outbox";
import { SectionTable } from "~/features/staff/staff-table";

export const meta: Route.MetaFunction = () => staffMeta("Outbox");

const PATH = "/staff/outbox";

/**
 * Every mail the site has written, newest first, for admins (docs/product.md §8.7): who it is for, its
 * subject, whether it was sent, is waiting for a retry or failed for good, and the last error.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await context.staff.requirePermission(request, "outbox:read");
  const url = new URL(request.url);
  const status = url.searchParams.get("status");
  const before = url.searchParams.get("before");
  const page = await context.services.outbox.page({
    status: isOutboxStatus(status) ? status : undefined,
    beforeId: before && /^\d{1,9}$/.test(before) ? Number(before) : undefined,
  });
  const time = (iso: string | null) => (iso ? formatStaffTime(iso, context.timeZone) : null);
  return {
    status: isOutboxStatus(status) ? status : null,
    counts: page.counts,
    olderThan: page.olderThan,
    entries: page.entries.map((e) => ({
      ...e,
      createdAt: time(e.createdAt)!,
      nextAttemptAt: time(e.nextAttemptAt),
      sentAt: time(e.sentAt),
    })),
  };
}

const statusClass: Record<OutboxStatus, string> = {
  pending: "bg-amber-100 text-amber-950",
  sent: "bg-green-100 text-green-900",
  failed: "bg-red-100 text-red-900",
};

const filterHref = (status: OutboxStatus | null, before?: number) => {
  const q = new URLSearchParams();
  if (status) q.set("status", status);
  if (before !== undefined) q.set("before", String(before));
  return q.size ? `${PATH}?${q}` : PATH;
};

export default function StaffOutbox({ loaderData }: Route.ComponentProps) {
  const { status, counts, entries, olderThan } = loaderData;
  const filters: { label: string; value: OutboxStatus | null; count: number }[] = [
    { label: "All", value: null, count: counts.pending + counts.sent + counts.failed },
    ...OUTBOX_STATUSES.map((s) => ({ label: OUTBOX_STATUS_LABELS[s], value: s, count: counts[s] })),
  ];
  return (
    <div className="py-8">
      <h1 className="text-3xl font-bold text-brand-950">Outbox</h1>
      <p className="mt-2 text-slate-700">
        Every mail the site has written. Mails that cannot be delivered are retried for 24 hours, then marked failed.
      </p>
      <nav aria-label="Filter by status" className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {filters.map((f) => (
            <li key={f.label}>
              <Link
                to={filterHref(f.value)}
                aria-current={f.value === status ? "page" : undefined}
                className={`block rounded-md px-3 py-2 text-sm font-semibold ${f.value === status ? "bg-brand-700 text-white" : "bg-white text-brand-800 shadow-sm hover:bg-brand-50"}`}
              >
                {`${f.label} (${f.count})`}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6">
        <StaffSection id="outbox" title={status ? OUTBOX_STATUS_LABELS[status] : "All mails"}>
          {entries.length === 0 ? (
            <p className="text-slate-700">No mail here.</p>
          ) : (
            <SectionTable
              label="Table: mails"
              columns={["Written", "Subject", "To", "Concerns", "Status", "Last error"]}
            >
              <tbody>
                {entries.map((e) => (
                  <tr key={e.id} className="border-b border-slate-100 align-top">
                    <td className="py-2 pr-4 whitespace-nowrap text-slate-700">{e.createdAt}</td>
                    <td className="py-2 pr-4">
                      <span className="text-slate-900">{e.subject}</span>
                      <span className="block font-mono text-xs text-slate-600">{e.template}</span>
                    </td>
                    <td className="py-2 pr-4 text-slate-800">
                      {e.to.split(",").join(", ")}
                      {e.cc && <span className="block text-xs text-slate-600">Cc: {e.cc.split(",").join(", ")}</span>}
                    </td>
                    <td className="py-2 pr-4 text-slate-800">
                      {e.personEmail && (
                        <Link
                          to={`/staff/people?email=${encodeURIComponent(e.personEmail)}`}
                          className="text-brand-800 underline underline-offset-4"
                        >
                          {e.personEmail}
                        </Link>
                      )}
                      {e.personReference && <span className="block text-xs text-slate-600">{e.personReference}</span>}
                    </td>
                    <td className="py-2 pr-4">
                      <span className={`rounded px-2 py-0.5 text-xs font-semibold ${statusClass[e.status]}`}>
                        {OUTBOX_STATUS_LABELS[e.status]}
                      </span>
                      <span className="block text-xs text-slate-700">
                        {e.status === "sent" && e.sentAt && `Sent ${e.sentAt}`}
                        {e.status === "pending" && e.nextAttemptAt && `Next attempt ${e.nextAttemptAt}`}
                        {e.attempts > 0 && ` · ${e.attempts} attempt(s)`}
                      </span>
                    </td>
                    <td className="py-2 text-xs break-all text-slate-700">{e.lastError ?? ""}</td>
                  </tr>
                ))}
              </tbody>
            </SectionTable>
          )}
          {olderThan !== null && (
            <Link
              to={filterHref(status, olderThan)}
              className="mt-4 inline-block font-semibold text-brand-800 underline underline-offset-4"
            >
              Older mails
            </Link>
          )}
        </StaffSection>
      </div>
    </div>
  );
}
