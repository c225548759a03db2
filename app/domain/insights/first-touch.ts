/**
 * The first touch of a visit: the page it landed on and what brought it there (docs/product/insights.md).
 * Recorded with each form a visitor sends, so staff see which campaign, board or site brought a lead or
 * an applicant.
 */
export type FirstTouch = {
  /** The path of the first page of the visit, without its query. */
  landingPath: string;
  /** The host of the other site that linked to it; null when typed, bookmarked or from this site. */
  referrerHost: string | null;
  /** `utm_source`, else `ref` or `source` (a job board's link), else the referrer's host; null: direct. */
  source: string | null;
  medium: string | null;
  campaign: string | null;
};

/** Longest value kept of a source, medium, campaign or host; longer ones are cut, not refused. */
export const TOUCH_VALUE_MAX = 100;
/** Longest landing path kept. */
export const TOUCH_PATH_MAX = 300;

const clip = (value: string | null | undefined, max = TOUCH_VALUE_MAX): string | null => {
  // Control characters say nothing and would break a CSV line or a log line.
  // eslint-disable-next-line no-control-regex
  const v = (value ?? "").replace(/[\u0000-\u001f\u007f]/g, "").trim();
  return v === "" ? null : v.slice(0, max);
};

/** The host of an absolute http(s) address, lower case, without `www.`; null for anything else. */
export function hostOf(address: string | null | undefined): string | null {
  if (!address) return null;
  try {
    const url = new URL(address);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    return clip(url.hostname.toLowerCase().replace(/^www\./, ""));
  } catch {
    return null;
  }
}

/**
 * What a page's address and its Referer say about where the visitor came from. `ownHosts` are this site's
 * hosts: a referrer among them is a move within the site, not a source.
 */
export function touchOf(pageUrl: URL, referrer: string | null | undefined, ownHosts: readonly string[]): FirstTouch {
  const params = pageUrl.searchParams;
  const referrerHost = hostOf(referrer);
  const own = new Set(ownHosts.map((h) => h.toLowerCase().replace(/^www\./, "")));
  const otherSite = referrerHost !== null && !own.has(referrerHost) ? referrerHost : null;
  const tagged = clip(params.get("utm_source") ?? params.get("ref") ?? params.get("source"));
  return {
    landingPath: clip(pageUrl.pathname, TOUCH_PATH_MAX) ?? "/",
    referrerHost: otherSite,
    source: tagged?.toLowerCase() ?? otherSite,
    medium: clip(params.get("utm_medium"))?.toLowerCase() ?? null,
    campaign: clip(params.get("utm_campaign")),
  };
}

/** Whether a touch says anything beyond the page itself: a tagged link or another site. */
export const hasSource = (touch: FirstTouch): boolean =>
  touch.source !== null || touch.medium !== null || touch.campaign !== null;

/**
 * The source as staff read it: "linkedin / launch", "indeed", "google.com / cpc / spring"; "Direct" for a
 * visit nothing brought; "Not recorded" when the submission has no first touch (counting was off).
 */
export function sourceLabel(touch: Pick<FirstTouch, "source" | "medium" | "campaign"> | null): string {
  if (!touch) return NOT_RECORDED;
  const parts = [touch.source, touch.medium, touch.campaign].filter((p): p is string => Boolean(p));
  return parts.length > 0 ? parts.join(" / ") : DIRECT;
}

export const DIRECT = "Direct";
export const NOT_RECORDED = "Not recorded";
