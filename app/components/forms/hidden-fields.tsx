import { useRouteLoaderData } from "react-router";
import type { RootData } from "~/components/seo/page-meta";
import { HONEYPOT_FIELD } from "~/domain/honeypot";

/**
 * The name of the hidden field that carries the XSRF token in plain HTML posts. It must equal
 * XSRF_FIELD of server/security/xsrf.ts (a unit test holds them together); that module cannot be
 * imported here because it uses node:crypto, which the browser bundle must not include.
 */
export const XSRF_FORM_FIELD = "_xsrf";

/** The root loader's XSRF token, so a post made without JavaScript passes the same check as the API. */
export function XsrfField() {
  const root = useRouteLoaderData<RootData>("root");
  return <input type="hidden" name={XSRF_FORM_FIELD} value={root?.xsrfToken ?? ""} />;
}

/**
 * The honeypot: a text input people never see or reach (hidden visually and from assistive technology,
 * out of the tab order, no autofill). Bots that fill every field give themselves away.
 */
export function HoneypotField({ idPrefix }: { idPrefix: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
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
