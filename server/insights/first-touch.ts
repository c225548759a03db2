import { todayIn } from "~/domain/dates";
import { hasSource, type FirstTouch } from "~/domain/insights/first-touch";
import { visitLanding } from "~/domain/insights/visit";
import type { Executor } from "../db/database";
import { visitorViews } from "./insights.repository";
import type { PageViewBuffer } from "./page-view-buffer";
import type { Salts } from "./salts";
import { touchOfRequest } from "./view-row";
import { visitorHash } from "./visitor-hash";

/** What the server knows of the browser that sends a form: the same things a view is counted from. */
export type FormVisitor = {
  ip: string;
  userAgent: string;
  /** The Host it asked for. */
  host: string;
  /** The form's page (the Referer of its POST), whose own `utm_…` or `source` count when nothing else is known. */
  referrer: string | undefined;
};

export type FirstTouchDeps = {
  db: Executor;
  buffer: PageViewBuffer;
  salts: Salts;
  timeZone: string;
  siteHosts: readonly string[];
  counting: boolean;
  now: () => number;
};

const noneToNull = (v: string) => (v === "" ? null : v);

/**
 * The first touch of the visit a form is sent from (decision 0169): the visitor's hash of the day made
 * again from the request, their views of the day (written, and still in this process's buffer), and the
 * first view of the visit still going on. When none is known (counting off, the day's first request, a
 * visit ended), the form page's own address stands in if it carries a source; else null.
 */
export async function findFirstTouch(deps: FirstTouchDeps, visitor: FormVisitor): Promise<FirstTouch | null> {
  const now = deps.now();
  const known = deps.counting ? await visitFirstTouch(deps, visitor, now) : undefined;
  if (known) return known;
  if (!visitor.referrer) return null;
  let page: URL;
  try {
    page = new URL(visitor.referrer);
  } catch {
    return null;
  }
  const touch = touchOfRequest(page.pathname + page.search, visitor.host, undefined, deps.siteHosts);
  return hasSource(touch) ? touch : null;
}

async function visitFirstTouch(deps: FirstTouchDeps, visitor: FormVisitor, now: number) {
  const day = todayIn(deps.timeZone, new Date(now));
  const salt = await deps.salts.existing(day);
  const stored = salt ? await visitorViews(deps.db, day, visitorHash(salt, visitor.ip, visitor.userAgent)) : [];
  const views: { at: number; touch: () => FirstTouch }[] = stored.map((row) => ({
    at: Date.parse(row.viewed_at),
    touch: () => ({
      landingPath: row.path,
      referrerHost: noneToNull(row.referrer_host),
      source: noneToNull(row.source),
      medium: noneToNull(row.medium),
      campaign: noneToNull(row.campaign),
    }),
  }));
  // Views not written yet: the same address and browser on the same day are the same visitor.
  for (const view of deps.buffer.pending)
    if (
      view.ip === visitor.ip &&
      view.userAgent === visitor.userAgent &&
      todayIn(deps.timeZone, new Date(view.at)) === day
    )
      views.push({ at: view.at, touch: () => touchOfRequest(view.url, view.host, view.referrer, deps.siteHosts) });
  return visitLanding(views, now)?.touch();
}

/** A form's request as the first touch's look-up reads it; `ip` as Express and the page counter see it. */
export function formVisitorOf(
  req: { headers: Record<string, string | string[] | undefined> },
  ip: string,
): FormVisitor {
  const header = (name: string) => {
    const v = req.headers[name];
    return Array.isArray(v) ? v[0] : v;
  };
  return { ip, userAgent: header("user-agent") ?? "", host: header("host") ?? "", referrer: header("referer") };
}
