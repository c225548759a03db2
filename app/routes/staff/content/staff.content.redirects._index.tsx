import { Link } from "react-router";
import { redirectMessages } from "~/domain/site-content/redirects";
import { formatStaffTime } from "~/domain/staff/staff-time";
import { BackLink } from "~/features/staff/back-link";
import { staffMeta } from "~/features/staff/staff-meta";
import { StaffNotice } from "~/features/staff/staff-notice";
import { StaffSection } from "~/features/staff/staff-section";
import { SectionTable } from "~/features/staff/staff-table";
import type { Route } from "./+types/staff.content.redirects._index";

export const meta: Route.MetaFunction = () => staffMeta("Redirects");

/** Marketing and admins: every redirect, by old address. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await context.staff.requirePermission(request, "content:manage");
  const redirects = await context.services.redirects.list();
  const removed = new URL(request.url).searchParams.get("removed");
  return {
    removed: removed === null ? null : redirectMessages.removed(removed),
    redirects: redirects.map((r) => ({
      id: r.id,
      from: r.from,
      to: r.to,
      status: r.status,
      livePage: r.livePage,
      saved: `${formatStaffTime(r.savedAt, context.timeZone)} by ${r.savedBy}`,
    })),
  };
}

export default function StaffRedirects({ loaderData }: Route.ComponentProps) {
  const { redirects, removed } = loaderData;
  return (
    <div className="space-y-6 py-8">
      <BackLink to="/staff/content">All site content</BackLink>
      <h1 className="text-3xl font-bold text-brand-950">Redirects</h1>
      <p className="text-slate-700">
        When a page moves, its old address sends visitors and search engines to the new one. A change works at once, on
        every server; there is no draft.
      </p>
      <StaffNotice id="removed" success={removed} />
      <StaffSection id="redirects" title="Every redirect">
        <p className="mb-3">
          <Link to="/staff/content/redirects/new" className="font-semibold text-brand-800 underline">
            Add a redirect
          </Link>
        </p>
        {redirects.length === 0 ? (
          <p className="text-slate-700">None yet.</p>
        ) : (
          <SectionTable label="Table: redirects" columns={["Old address", "New address", "Kind", "Saved"]}>
            <tbody>
              {redirects.map((r) => (
                <tr key={r.id} className="border-b border-slate-100 align-top" data-testid="redirect-row">
                  <td className="py-2 pr-4">
                    <Link
                      to={`/staff/content/redirects/${r.id}`}
                      className="font-semibold break-all text-brand-800 underline"
                    >
                      {r.from}
                    </Link>
                    {r.livePage && <span className="block text-xs text-amber-900">A page of the site today</span>}
                  </td>
                  <td className="py-2 pr-4 break-all text-slate-800">{r.to}</td>
                  <td className="py-2 pr-4 text-slate-800">{r.status}</td>
                  <td className="py-2 text-slate-800">{r.saved}</td>
                </tr>
              ))}
            </tbody>
          </SectionTable>
        )}
      </StaffSection>
    </div>
  );
}
