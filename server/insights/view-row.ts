import { countryCode } from "~/domain/insights/country";
import { deviceClassOf } from "~/domain/insights/page-view-rules";
import { touchOf, type FirstTouch } from "~/domain/insights/first-touch";
import { loggableUrl } from "../http/loggable-url";
import type { PageViewRow } from "./insights.repository";
import type { PendingView } from "./page-view-buffer";

/** The touch a request's address and Referer make, its path with any secret blanked (a private link's token). */
export function touchOfRequest(
  url: string,
  host: string,
  referrer: string | undefined,
  siteHosts: readonly string[],
): FirstTouch {
  const page = new URL(loggableUrl(url), "http://site.invalid");
  return touchOf(page, referrer, [...siteHosts, host.replace(/:\d+$/, "")]);
}

/** What is stored of a view: no address, no browser string, the visitor as the day's hash; a proxy's country. */
export function pageViewRow(
  view: PendingView,
  day: string,
  visitorHash: string,
  siteHosts: readonly string[],
): PageViewRow {
  const touch = touchOfRequest(view.url, view.host, view.referrer, siteHosts);
  return {
    day,
    viewed_at: new Date(view.at).toISOString(),
    path: touch.landingPath,
    source: touch.source ?? "",
    medium: touch.medium ?? "",
    campaign: touch.campaign ?? "",
    referrer_host: touch.referrerHost ?? "",
    device: deviceClassOf(view.userAgent),
    country: countryCode(view.country),
    visitor_hash: visitorHash,
  };
}
