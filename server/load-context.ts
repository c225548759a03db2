import { siteConfig } from "~/content/site-config";
import type { PrivacyFacts } from "~/domain/privacy-notices";
import {
  DEFAULT_CONTACT_RETENTION_DAYS,
  DEFAULT_DEMO_RETENTION_DAYS,
  DEFAULT_RETENTION_DAYS,
} from "~/domain/retention-periods";
import type { Request, Response } from "express";
import { xsrfCookieName } from "~/shared/xsrf";
import { createStaffContext, type StaffContext } from "./staff/staff-context";
import type { FirstTouch } from "~/domain/insights/first-touch";
import { formVisitorOf } from "./insights/insights";
import type { PageCache } from "./http/page-cache";
import { readCookie, type Xsrf } from "./security/xsrf";
import type { Services } from "./services";
import { can } from "~/domain/permissions";
import { asksForPreview } from "~/domain/site-content/content-preview";
import type { SiteContentReader } from "./site-content/published-content";
import { localeOfPath } from "~/domain/locale/locale-path";
import type { Locale } from "~/domain/locale/locales";

/**
 * What every route loader and action receives as `context`: the services (never the database
 * itself), the request's CSP nonce and XSRF token, the address the server saw, and the staff
 * console's sign-in and permission checks for this request. It is the only way from app/ to the
 * server: app/ never imports server/ (docs/decisions/0017-layers-enforced-by-lint.md).
 */
export type AppContext = {
  services: Services;
  nonce: string;
  xsrfToken: string;
  /**
   * True when a token posted with a plain HTML form is this browser's cookie token and a valid one:
   * the check the API makes on its X-XSRF-TOKEN header.
   */
  xsrfMatches: (submitted: unknown) => boolean;
  clientIp: string;
  siteUrl: string;
  timeZone: string;
  /** RETENTION_DAYS, CONTACT_RETENTION_DAYS, DEMO_RETENTION_DAYS and the privacy officer: the privacy page and every form's notice state them. */
  privacy: PrivacyFacts;
  /** Where entry.server.tsx keeps a rendered page; refuses one rendered across a content change. */
  pageCache: Pick<PageCache, "store">;
  /** The built stylesheet's text for inlining, or null (development). */
  readStylesheet: (href: string) => string | null;
  /** The staff console's session and permission checks (server/staff/staff-context.ts). */
  staff: StaffContext;
  /** The first touch of the visit this request comes from (server/insights), which a form's use case records. */
  firstTouch: () => Promise<FirstTouch | null>;
  /**
   * What this request's page shows of the site's content: the published entries, or every draft for a staff
   * member with `content:manage` who started a preview (docs/decisions/0180). Reading a preview marks the
   * request `previewing`, which keeps its answer out of every cache.
   */
  content: (request: globalThis.Request) => Promise<SiteContentReader>;
  /** The language of the page asked for, by its address's prefix (English without one). */
  locale: Locale;
  /** True once this request's page was made from drafts (set by `content`). */
  readonly previewing: boolean;
};

declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends AppContext {}
}

export function createLoadContext({
  services,
  site,
  pageCache,
  readStylesheet,
  xsrf,
}: {
  services: Services;
  site: {
    siteUrl: string;
    timeZone: string;
    staffRequire2fa?: boolean;
    retentionDays?: number;
    contactRetentionDays?: number;
    demoRetentionDays?: number;
    privacyOfficer?: { name: string; email: string };
    viewDays?: number;
    countryRecorded?: boolean;
  };
  pageCache: PageCache;
  readStylesheet: (href: string) => string | null;
  xsrf: Xsrf;
}): (req: Request, res: Response) => AppContext {
  const https = site.siteUrl.startsWith("https:");
  const officer = site.privacyOfficer ?? siteConfig.privacyOfficer;
  const privacy: PrivacyFacts = {
    retentionDays: site.retentionDays ?? DEFAULT_RETENTION_DAYS,
    contactRetentionDays: site.contactRetentionDays ?? DEFAULT_CONTACT_RETENTION_DAYS,
    demoRetentionDays: site.demoRetentionDays ?? DEFAULT_DEMO_RETENTION_DAYS,
    officerName: officer.name,
    officerEmail: officer.email,
    viewDays: site.viewDays,
    countryRecorded: site.countryRecorded,
  };
  return (req, res) => {
    const xsrfMatches = (submitted: unknown) =>
      xsrf.matches(readCookie(req.headers.cookie, xsrfCookieName(https)), submitted);
    const clientIp = req.ip ?? "";
    const generation = pageCache.generation;
    const locale = localeOfPath(req.path);
    let previewing = false;
    let previewAllowed: Promise<boolean> | undefined;
    const staff = createStaffContext({
      service: services.staffAuth,
      https,
      clientIp,
      requireAdminTwoFactor: site.staffRequire2fa,
      xsrf,
      // The POST limit may have looked the session up already (server/staff/staff-post-limit.ts).
      session: (res.locals as { staffSession?: ReturnType<Services["staffAuth"]["sessionUser"]> }).staffSession,
    });
    return {
      services,
      nonce: res.locals.nonce as string,
      xsrfToken: res.locals.xsrfToken as string,
      xsrfMatches,
      clientIp,
      siteUrl: site.siteUrl,
      timeZone: site.timeZone,
      privacy,
      pageCache: {
        // A preview's page is one person's drafts: never kept (entry.server.tsx also marks it no-store).
        store: (url, html, headers, secrets) =>
          previewing ? false : pageCache.store(url, html, headers, secrets, generation),
      },
      readStylesheet,
      firstTouch: () => services.insights.firstTouch(formVisitorOf(req, clientIp)),
      staff,
      locale,
      async content(request) {
        const content = services.siteContent.inLocale(locale);
        if (!asksForPreview(request.headers.get("cookie"))) return content;
        previewAllowed ??= staff.currentUser(request).then((user) => !!user && can(user.role, "content:manage"));
        if (!(await previewAllowed)) return content;
        previewing = true;
        return content.preview;
      },
      get previewing() {
        return previewing;
      },
    };
  };
}
