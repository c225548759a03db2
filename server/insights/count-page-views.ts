import type { IncomingMessage, ServerResponse } from "node:http";
import {
  isBotUserAgent,
  isDataNavigation,
  isNavigationsDataRequest,
  isPrefetch,
  viewedPageOf,
} from "~/domain/insights/page-view-rules";
import { asksForPreview } from "~/domain/site-content/content-preview";
import type { PageViewBuffer } from "./page-view-buffer";

/**
 * The server's hook for counting page views (decision 0169), called for every request before it is
 * answered, cached page or rendered: a GET of a page path by a browser that is not a program and not
 * prefetching is watched, and counted when its answer is a 200 HTML page. A navigation inside the site with
 * JavaScript asks for the next page's data instead (`/careers.data`): that counts as a view of the page
 * when it comes from another page of the site and is answered 200 (decision 0177), once per navigation
 * (decision 0179). It only appends to the buffer: no database write, no cookie, no header added to the answer.
 */
export function pageViewCounter(options: {
  buffer: PageViewBuffer;
  now: () => number;
  clientIp: (req: IncomingMessage) => string;
  /** The header (lower case) in which the proxy in front names the visitor's country, or null (decision 0186). */
  countryHeader: string | null;
}) {
  const { countryHeader } = options;
  return (req: IncomingMessage, res: ServerResponse): void => {
    if (req.method !== "GET") return;
    const url = req.url ?? "/";
    const q = url.indexOf("?");
    const viewed = viewedPageOf(q < 0 ? url : url.slice(0, q));
    if (!viewed) return;
    const userAgent = req.headers["user-agent"];
    if (isBotUserAgent(userAgent) || isPrefetch((name) => headerText(req, name))) return;
    // A staff member previewing drafts (decision 0180) is at work, not visiting.
    if (asksForPreview(req.headers.cookie)) return;
    if (viewed.data) {
      if (!isDataNavigation(viewed.page, req.headers.referer, req.headers.host ?? "")) return;
      // A navigation to the demo page asks twice (its clientLoader's own request): one view (decision 0179).
      if (q >= 0 && !isNavigationsDataRequest(url.slice(q + 1))) return;
    }
    const ip = options.clientIp(req);
    const country = countryHeader ? headerText(req, countryHeader) : undefined;
    res.once("finish", () => {
      const type = String(res.getHeader("content-type") ?? "");
      if (res.statusCode !== 200 || !(viewed.data ? DATA_TYPE : PAGE_TYPE).test(type)) return;
      options.buffer.add({
        at: options.now(),
        url: viewed.data ? pageUrlOfData(viewed.page, q < 0 ? "" : url.slice(q + 1)) : url,
        host: req.headers.host ?? "",
        referrer: req.headers.referer,
        userAgent: userAgent!,
        ip,
        country,
      });
    });
  };
}

const PAGE_TYPE = /^text\/html\b/i;
/** What React Router answers a data request with. */
const DATA_TYPE = /^text\/x-script\b/i;

/** The page's address a data request stands for: its query without the router's own `_routes`. */
function pageUrlOfData(page: string, query: string): string {
  const params = new URLSearchParams(query);
  params.delete("_routes");
  const search = params.toString();
  return search ? `${page}?${search}` : page;
}

function headerText(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(",") : value;
}
