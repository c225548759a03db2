import { Link } from "react-router";
import { parseMarketingListQuery } from "~/domain/staff/marketing-lists";
import { staffTime } from "~/domain/staff/staff-time";
import { ListPager, ListSearch } from "~/features/staff/list-search";
import { staffMeta } from "~/features/staff/staff-meta";
import type { Route } from "./+types/staff.messages._index";

export const meta: Route.MetaFunction = () => staffMeta("Contact messages");

const PATH = "/staff/messages";

/** Marketing and admins: the contact form's messages, newest first, 50 a page, searchable (docs/product.md §10.5). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await context.staff.requirePermission(request, "messages:read");
  const query = parseMarketingListQuery(new URL(request.url).searchParams);
  const page = await context.services.marketingLists.messages(query);
  return {
    query,
    olderThan: page.olderThan,
    rows: page.rows.map((r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      subject: r.subject,
      received: staffTime(r.created_at, context.timeZone),
      handled: r.handled_at !== null,
    })),
  };
}

export default function StaffMessages({ loaderData }: Route.ComponentProps) {
  const { query, rows, olderThan } = loaderData;
  return (
    <div className="space-y-6 py-8">
      <h1 className="text-3xl font-bold text-brand-950">Contact messages</h1>
      <ListSearch
        path={PATH}
        id="messages-search"
        label="Search name, e-mail, subject or message"
        search={query.search}
      />
      {rows.length === 0 ? (
        <p className="text-slate-700">{query.search ? "No message matches this search." : "No messages yet."}</p>
      ) : (
        <ol aria-label="Messages, newest first" className="space-y-3">
          {rows.map((m) => (
            <li key={m.id} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm" data-message={m.id}>
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <Link
                  to={`${PATH}/${m.id}`}
                  className="font-semibold break-words text-brand-800 underline underline-offset-4"
                >
                  {m.subject || "(no subject)"}
                </Link>
                <span
                  className={`rounded px-2 py-0.5 text-xs font-semibold ${m.handled ? "bg-green-100 text-green-900" : "bg-amber-100 text-amber-950"}`}
                >
                  {m.handled ? "Handled" : "Waiting"}
                </span>
              </div>
              <p className="mt-1 text-sm break-words text-slate-800">
                {m.name} <span className="break-all text-slate-700">&lt;{m.email}&gt;</span>
              </p>
              <p className="text-sm text-slate-700">
                <time dateTime={m.received.iso}>{m.received.text}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
      <ListPager path={PATH} label="Message pages" query={query} olderThan={olderThan} />
    </div>
  );
}
