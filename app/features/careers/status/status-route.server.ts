import { applicationStatusMessages as m } from "~/domain/application-status";
import type { StatusNotice } from "./application-status-page";

/**
 * The headers of every answer about a private link: never stored by a browser or proxy, never indexed.
 * (The page's own meta tag keeps the Referer from carrying the token to where a link on it leads.)
 */
export const PRIVATE_PAGE_HEADERS = {
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex, nofollow",
};

/** What the redirect after an action asks the page to say (`?done=withdrawn`, `?done=consent-withdrawn`, `?confirm=export`). */
export function statusNoticeOf(params: URLSearchParams): StatusNotice | null {
  if (params.get("done") === "withdrawn") return { tone: "success", text: m.withdrawn };
  if (params.get("done") === "consent-withdrawn") return { tone: "success", text: m.consentWithdrawn };
  if (params.get("confirm") === "export") return { tone: "error", text: m.confirmMissing, intent: "export" };
  return null;
}
