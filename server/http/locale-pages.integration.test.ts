import { describe, expect, it } from "vitest";
import { ENGLISH_SHELL } from "~/content/messages/shell.en";
import { SHELL_MESSAGES } from "~/content/messages/shell";
import { LOCALES } from "~/domain/locale/locales";
import { publicHtml } from "#tests/support/public-page";
import { serverForFile } from "#tests/support/test-server";

/**
 * Every public page in every language from one build (server/http/locale-pages.ts): English at its own
 * addresses, Arabic, Malayalam and Hindi under /ar, /ml and /hi, each with its `lang` and `dir`, its
 * frame's words, links that stay in the language, and hreflang alternates; the console and the files stay
 * English only.
 */
const server = serverForFile();

/** An absolute address's path: the test server's site address is not the one it listens on. */
const pathOf = (href: string) => new URL(href).pathname;

const attribute = (html: string, tag: string, name: string) =>
  new RegExp(`<${tag}[^>]* ${name}="([^"]*)"`).exec(html)?.[1];

describe(`the site's languages on ${process.env.TEST_ENGINE ?? "sqlite"}`, { timeout: 60_000 }, () => {
  it("answers each language's pages with its lang, dir, words and alternates", async () => {
    const expected = {
      en: ["/careers", "ltr"],
      ar: ["/ar/careers", "rtl"],
      ml: ["/ml/careers", "ltr"],
      hi: ["/hi/careers", "ltr"],
    };
    for (const locale of LOCALES) {
      const [path, dir] = expected[locale];
      const html = await publicHtml(server, path!);
      expect(attribute(html, "html", "lang"), path).toBe(locale);
      expect(attribute(html, "html", "dir"), path).toBe(dir);
      expect(html, path).toContain(`>${SHELL_MESSAGES[locale].skipToContent}</a>`);
      expect(html, path).toContain(`${SHELL_MESSAGES[locale].scheduleDemo}</a>`);
      expect(pathOf(/<link rel="canonical" href="([^"]+)"/.exec(html)![1]!), path).toBe(path);
      const alternates = [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [
        m[1],
        pathOf(m[2]!),
      ]);
      expect(alternates, path).toEqual([
        ["en", "/careers"],
        ["ar", "/ar/careers"],
        ["ml", "/ml/careers"],
        ["hi", "/hi/careers"],
        ["x-default", "/careers"],
      ]);
    }
    // The home page's link to itself and the menus lead within the language.
    const arabicHome = await publicHtml(server, "/ar");
    expect(arabicHome).toContain('href="/ar/company/about-us"');
    expect(arabicHome).toMatch(new RegExp(`href="/ar/contact-us"[^>]*>${SHELL_MESSAGES.ar.links["/contact-us"]}</a>`));
    expect(arabicHome).not.toContain('href="/company/about-us"');
    // The switcher offers the same page in every language, each in its own script.
    for (const [locale, path] of [
      ["en", "/"],
      ["ml", "/ml"],
      ["hi", "/hi"],
    ] as const)
      expect(arabicHome, locale).toMatch(new RegExp(`<a href="${path}" hrefLang="${locale}" lang="${locale}"`));
  });

  it("keeps English exactly at its own addresses", async () => {
    const html = await publicHtml(server, "/contact-us");
    expect(attribute(html, "html", "lang")).toBe("en");
    expect(attribute(html, "html", "dir")).toBe("ltr");
    expect(html).toContain(`>${ENGLISH_SHELL.skipToContent}</a>`);
    expect(html).toContain('href="/careers"');
    expect(html).not.toContain('href="/en/');
  });

  it("keeps a redirect in the language it was asked in", async () => {
    const badJob = await fetch(`${server.baseUrl}/ar/careers/job/abc`, { redirect: "manual" });
    expect(badJob.status).toBe(302);
    expect(new URL(badJob.headers.get("location")!, server.baseUrl).pathname).toBe("/ar/careers");
    const upper = await fetch(`${server.baseUrl}/hi/PRODUCT/gi?x=1`, { redirect: "manual" });
    expect(upper.status).toBe(301);
    expect(new URL(upper.headers.get("location")!, server.baseUrl).pathname + "?x=1").toBe("/hi/product/gi?x=1");
  });

  it("answers a page's data for the app's own navigation in the language", async () => {
    const res = await fetch(`${server.baseUrl}/ml/careers.data`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(SHELL_MESSAGES.ml.scheduleDemo);
  });

  it("has no console and no files under a language's prefix, and says not found in that language", async () => {
    for (const path of [
      "/ar/staff",
      "/ar/staff/sign-in",
      "/ml/sitemap.xml",
      "/hi/careers/feed.xml",
      "/ar/robots.txt",
    ]) {
      const res = await fetch(server.baseUrl + path, { headers: { accept: "text/html" }, redirect: "manual" });
      expect(res.status, path).toBe(404);
    }
    const unknown = await fetch(`${server.baseUrl}/ar/no/such/page`, { headers: { accept: "text/html" } });
    expect(unknown.status).toBe(404);
    const html = await unknown.text();
    expect(attribute(html, "html", "dir")).toBe("rtl");
    expect(html).toContain(`>${SHELL_MESSAGES.ar.notFound.title}</h1>`);
  });

  it("lists every page in every language in the sitemap, each with its alternates", async () => {
    const xml = await (await fetch(`${server.baseUrl}/sitemap.xml`)).text();
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const careers = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(.*?)<\/url>/g)].filter((m) => /\/careers$/.test(m[1]!));
    expect(careers.map((m) => pathOf(m[1]!))).toEqual(["/careers", "/ar/careers", "/ml/careers", "/hi/careers"]);
    for (const m of careers)
      expect([...m[2]!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((a) => [a[1], pathOf(a[2]!)])).toEqual([
        ["en", "/careers"],
        ["ar", "/ar/careers"],
        ["ml", "/ml/careers"],
        ["hi", "/hi/careers"],
        ["x-default", "/careers"],
      ]);
    // The feeds are English only.
    expect(xml).toMatch(/<loc>[^<]+\/careers\/feed\.xml<\/loc>/);
    expect(xml).not.toContain("/ar/careers/feed.xml");
  });
});
