import { describe, expect, it } from "vitest";
import {
  deviceClassOf,
  isBotUserAgent,
  isDataNavigation,
  isNavigationsDataRequest,
  isPrefetch,
  mayBePageViewPath,
  viewedPageOf,
} from "./page-view-rules";

const CHROME_DESKTOP =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const ANDROID_PHONE =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const ANDROID_TABLET =
  "Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const IPAD =
  "Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

describe("isBotUserAgent", () => {
  it.each([
    "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
    "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
    "LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)",
    "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)",
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36",
    "curl/8.5.0",
    "Wget/1.21.4",
    "python-requests/2.32.3",
    "Go-http-client/1.1",
    "WhatsApp/2.23.20.0",
    "Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)",
    "",
    "   ",
  ])("counts %j as a program", (ua) => expect(isBotUserAgent(ua)).toBe(true));

  it("counts a missing user agent as a program", () => expect(isBotUserAgent(undefined)).toBe(true));

  it.each([CHROME_DESKTOP, IPHONE, ANDROID_PHONE, ANDROID_TABLET, IPAD])("counts %j as a person", (ua) =>
    expect(isBotUserAgent(ua)).toBe(false),
  );
});

describe("deviceClassOf", () => {
  it("classes phones, tablets and the rest", () => {
    expect(deviceClassOf(CHROME_DESKTOP)).toBe("desktop");
    expect(deviceClassOf(IPHONE)).toBe("mobile");
    expect(deviceClassOf(ANDROID_PHONE)).toBe("mobile");
    expect(deviceClassOf(ANDROID_TABLET)).toBe("tablet");
    expect(deviceClassOf(IPAD)).toBe("tablet");
    expect(deviceClassOf(undefined)).toBe("desktop");
  });
});

describe("isPrefetch", () => {
  const headers = (h: Record<string, string>) => (name: string) => h[name];
  it("knows the prefetch headers of Chromium, older browsers and Firefox", () => {
    expect(isPrefetch(headers({ "sec-purpose": "prefetch" }))).toBe(true);
    expect(isPrefetch(headers({ "sec-purpose": "prefetch;prerender" }))).toBe(true);
    expect(isPrefetch(headers({ purpose: "prefetch" }))).toBe(true);
    expect(isPrefetch(headers({ "x-moz": "prefetch" }))).toBe(true);
    expect(isPrefetch(headers({}))).toBe(false);
  });
});

describe("mayBePageViewPath", () => {
  it("leaves out the console, the API, assets, media and files", () => {
    for (const path of ["/", "/careers", "/company/about-us", "/product/gi", "/staffing-news"])
      expect(mayBePageViewPath(path), path).toBe(true);
    for (const path of [
      "/staff",
      "/staff/applications",
      "/STAFF/leads",
      "/api/News/GetNews",
      "/assets/root-abc.js",
      "/media/abc",
      "/careers/feed.xml",
      "/robots.txt",
      "/careers.data",
      "/favicon.ico",
    ])
      expect(mayBePageViewPath(path), path).toBe(false);
  });
});

describe("viewedPageOf", () => {
  it("names the page of a page path and of a navigation's data request, and nothing else", () => {
    expect(viewedPageOf("/careers")).toEqual({ page: "/careers", data: false });
    expect(viewedPageOf("/careers.data")).toEqual({ page: "/careers", data: true });
    expect(viewedPageOf("/_root.data")).toEqual({ page: "/", data: true });
    expect(viewedPageOf("/company/news/_.data")).toEqual({ page: "/company/news/", data: true });
    expect(viewedPageOf("/product/gi.data")).toEqual({ page: "/product/gi", data: true });
    for (const path of ["/staff/applications.data", "/api/News.data", "/careers/feed.xml", "/.data", "/robots.txt"])
      expect(viewedPageOf(path), path).toBeNull();
  });
});

describe("isDataNavigation", () => {
  it("is a navigation only from another page of this host", () => {
    const host = "www.example.in";
    expect(isDataNavigation("/careers", "https://www.example.in/", host)).toBe(true);
    expect(isDataNavigation("/", "https://www.example.in/careers?x=1", host)).toBe(true);
    // A revalidation after a form on the page, or its data asked again, names the page itself.
    expect(isDataNavigation("/careers", "https://www.example.in/careers", host)).toBe(false);
    expect(isDataNavigation("/careers", "https://www.example.in/careers?utm_source=x", host)).toBe(false);
    expect(isDataNavigation("/careers", "https://elsewhere.example/", host)).toBe(false);
    expect(isDataNavigation("/careers", undefined, host)).toBe(false);
    expect(isDataNavigation("/careers", "not a url", host)).toBe(false);
  });
});

describe("isNavigationsDataRequest", () => {
  it("is the navigation's one request (all routes, or the root among them), not a route's own beside it", () => {
    expect(isNavigationsDataRequest("")).toBe(true);
    expect(isNavigationsDataRequest("utm_source=x")).toBe(true);
    expect(isNavigationsDataRequest("_routes=root")).toBe(true);
    expect(isNavigationsDataRequest("products=gi&_routes=root%2Croutes%2Fcareers._index")).toBe(true);
    // The demo page's clientLoader asks its server loader on its own; a fetcher's load does the same.
    expect(isNavigationsDataRequest("_routes=routes%2Fdemo")).toBe(false);
    expect(isNavigationsDataRequest("products=gi&_routes=routes%2Fdemo")).toBe(false);
    expect(isNavigationsDataRequest("_routes=routes%2Froot-like")).toBe(false);
  });
});
