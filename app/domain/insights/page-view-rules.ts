/**
 * Which requests count as a page view and how a browser is classed (docs/product/insights.md). Pure, so
 * the rules are tested on their own and the server applies them before it spends anything on a request.
 */

/**
 * Browsers that are programs rather than people: search engines, link previews, monitors, scripts and
 * headless browsers. A short list of the words their user agents carry, not a registry: it catches the
 * crawlers that visit a site like this one; what it misses shows up as one more visitor, never as a
 * visitor lost. An empty user agent is a program too.
 */
const BOT_WORDS =
  /bot\b|bot\/|crawl|spider|slurp|archiver|headless|lighthouse|pagespeed|gtmetrix|pingdom|uptime|monitor|statuscake|preview|facebookexternalhit|meta-externalagent|whatsapp|telegram|discord|slack|skype|embedly|vkshare|quora link|pinterest|feedfetcher|feedly|mediapartners|apis-google|google-inspectiontool|yandex|baidu|bytespider|petalbot|ahrefs|semrush|mj12|dotbot|gptbot|ccbot|claude|anthropic|perplexity|curl\/|wget\/|python|java\/|go-http-client|okhttp|node-fetch|undici|axios|libwww|httpclient|postman|insomnia|w3c_validator|validator\.nu|playwright|puppeteer|phantomjs|selenium/i;

export function isBotUserAgent(userAgent: string | undefined | null): boolean {
  const ua = (userAgent ?? "").trim();
  return ua === "" || BOT_WORDS.test(ua);
}

export type DeviceClass = "mobile" | "tablet" | "desktop";

/** Tablets first: an iPad or an Android tablet says neither "Mobile" nor a phone's name. */
export function deviceClassOf(userAgent: string | undefined | null): DeviceClass {
  const ua = userAgent ?? "";
  if (/iPad|Tablet|Kindle|Silk\/|PlayBook|Android(?!.*Mobile)/i.test(ua)) return "tablet";
  if (/Mobi|iPhone|iPod|Android|Windows Phone|BlackBerry|Opera Mini/i.test(ua)) return "mobile";
  return "desktop";
}

/**
 * A prefetch or prerender the browser made in case the visitor goes there (`Sec-Purpose: prefetch`,
 * the older `Purpose: prefetch`, `X-Moz: prefetch`): not a view, the visitor may never see the page.
 */
export function isPrefetch(header: (name: string) => string | undefined): boolean {
  return [header("sec-purpose"), header("purpose"), header("x-moz")].some(
    (v) => v !== undefined && /prefetch|prerender/i.test(v),
  );
}

/**
 * A path whose answer may be a page worth counting: not the console, the JSON API, the built assets, the
 * media files, nor anything that looks like a file (`.xml`, `.ics`, `.data`, `.txt`). The answer's status and
 * type are checked after it is written.
 */
export function mayBePageViewPath(path: string): boolean {
  return !/^\/(staff|api|assets|media)(\/|$)/i.test(path) && !/\.[A-Za-z0-9]+$/.test(path);
}

/**
 * The page a request may be a view of: a page's own path, or the page behind React Router's data request
 * of a navigation made in the browser (`/careers.data` is /careers, `/_root.data` is /, `/news/_.data` is
 * /news/); null for anything else (mayBePageViewPath).
 */
export function viewedPageOf(path: string): { page: string; data: boolean } | null {
  if (!path.endsWith(".data")) return mayBePageViewPath(path) ? { page: path, data: false } : null;
  if (path === "/_root.data") return { page: "/", data: true };
  // The router asks `/news/_.data` for /news/, never `/news/.data`.
  const page = path.endsWith("/_.data") ? path.slice(0, -6) : path.slice(0, -5);
  return page !== "" && page.endsWith("/") === path.endsWith("/_.data") && mayBePageViewPath(page)
    ? { page, data: true }
    : null;
}

/**
 * Whether a data request is a navigation from another page of the site, the only kind that is a view. The
 * browser sends the page it was made from as the Referer (the site's policy sends the whole address to
 * itself): a revalidation after a form, or a reload of the data, names the same page; a request without a
 * Referer from this host is no navigation of the site's own script.
 */
export function isDataNavigation(page: string, referrer: string | undefined, host: string): boolean {
  if (!referrer) return false;
  let from: URL;
  try {
    from = new URL(referrer);
  } catch {
    return false;
  }
  return from.host === host && from.pathname !== page;
}

/**
 * Whether a data request is the one a navigation makes for its page, not a second request beside it
 * (decision 0179). React Router asks for all of a navigation's data in one request, and the root's loader
 * is in it on every navigation (it has no `shouldRevalidate`): `_routes` is then absent, or names the root
 * among the routes to load. A route with a `clientLoader` (the demo page) asks its own server loader in a
 * request of its own, `_routes` naming only that route, as a fetcher's load does: no second view. A page
 * with no loader of its own is counted by the same one request, which carries the root's data.
 */
export function isNavigationsDataRequest(query: string): boolean {
  if (!query.includes("_routes")) return true;
  const routes = new URLSearchParams(query).get("_routes");
  return routes === null || routes.split(",").includes("root");
}
