import { useRouteLoaderData } from "react-router";
import type { RootData } from "~/components/seo/page-meta";
import { HONEYPOT_FIELD } from "~/domain/honeypot";
import { XSRF_FIELD } from "~/shared/xsrf";

/**
 * The XSRF token, so a post made without JavaScript passes the same check as the API: inside the
 * staff console the one its frame derives from the session, elsewhere the root loader's.
 */
export function XsrfField() {
  const root = useRouteLoaderData<RootData>("root");
  const console = useRouteLoaderData<{ xsrfToken: string | null }>(STAFF_FRAME_ROUTE);
  return <input type="hidden" name={XSRF_FIELD} value={console?.xsrfToken ?? root?.xsrfToken ?? ""} />;
}

/** The same token as a value, for a page that draws many small forms (a board's cards) without a hook in each. */
export function useXsrfToken(): string {
  const root = useRouteLoaderData<RootData>("root");
  const console = useRouteLoaderData<{ xsrfToken: string | null }>(STAFF_FRAME_ROUTE);
  return console?.xsrfToken ?? root?.xsrfToken ?? "";
}

/** The route id of the staff console's frame (app/routes/staff/staff.tsx: its path under app/). */
const STAFF_FRAME_ROUTE = "routes/staff/staff";

/**
 * The honeypot: a text input people never see or reach (hidden visually and from assistive technology,
 * out of the tab order, no autofill). Bots that fill every field give themselves away.
 */
export function HoneypotField({ idPrefix }: { idPrefix: string }) {
  return (
    <div aria-hidden="true" className="absolute -start-[10000px] top-auto h-px w-px overflow-hidden">
      <label htmlFor={`${idPrefix}-website`}>Leave this field empty</label>
      <input
        id={`${idPrefix}-website`}
        type="text"
        name={HONEYPOT_FIELD}
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
