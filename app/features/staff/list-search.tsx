import { Form, Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { marketingListHref, type MarketingListQuery } from "~/domain/staff/marketing-lists";
import { StaffField } from "./staff-field";

/** The search box of a console list: a GET form, so the search stays in the address and can be shared. */
export function ListSearch({ path, id, label, search }: { path: string; id: string; label: string; search: string }) {
  return (
    <Form
      method="get"
      action={path}
      role="search"
      className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="min-w-56 flex-1">
        <StaffField label={label} id={id} name="q" type="search" defaultValue={search} autoComplete="off" />
      </div>
      <button type="submit" className={buttonClass("primary")}>
        Search
      </button>
      {search && (
        <Link to={path} className={buttonClass("secondary")}>
          Clear
        </Link>
      )}
    </Form>
  );
}

/** Newest and older pages of a keyset list (older pages start below the last id shown). */
export function ListPager({
  path,
  label,
  query,
  olderThan,
}: {
  path: string;
  label: string;
  query: MarketingListQuery;
  olderThan: number | null;
}) {
  if (!query.before && olderThan === null) return null;
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap gap-3">
      {query.before && (
        <Link to={marketingListHref(path, { search: query.search })} className={buttonClass("secondary-small")}>
          Newest
        </Link>
      )}
      {olderThan !== null && (
        <Link
          to={marketingListHref(path, { search: query.search, before: olderThan })}
          className={buttonClass("secondary-small")}
        >
          Older
        </Link>
      )}
    </nav>
  );
}
