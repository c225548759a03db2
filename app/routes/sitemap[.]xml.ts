import { productPath } from "~/content/navigation";
import { sitePages } from "~/content/site-pages";
import { JOBS_FEED_PATH, RSS_FEED_PATH } from "~/domain/job-feeds";
import { escapeXml } from "~/shared/xml";
import { alternatesOf, localisedPath } from "~/domain/locale/locale-path";
import { LOCALES } from "~/domain/locale/locales";
import { revalidatedResponse } from "~/lib/revalidated-response";
import type { Route } from "./+types/sitemap[.]xml";

/** Every page (but a retired product's), every story and every open job (never a closed one), and the feeds of the open jobs. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const [stories, jobs, products] = await Promise.all([
    context.services.news.allForSitemap(),
    context.services.careers.sitemapJobs(),
    context.services.siteContent.products(),
  ]);
  // A retired product's address answers 301: not a page to list.
  const retired = new Set(products.filter((p) => !p.live).map((p) => productPath(p.slug)));
  // Every page in every language, each naming all its languages (hreflang); the feeds are English only.
  const pages: { loc: string; lastmod?: string }[] = [
    ...sitePages.filter((p) => !retired.has(p)).map((p) => ({ loc: p })),
    ...stories.map((s) => ({ loc: `/company/news?id=${s.code}`, lastmod: s.modifiedAt.slice(0, 10) })),
    // The instant the job last changed, not only its day: a job published and edited on one day changes twice.
    ...jobs.map((j) => ({ loc: `/careers/job/${j.code}`, lastmod: j.modifiedAt })),
  ];
  const url = (loc: string, lastmod: string | undefined, alternates = "") =>
    `  <url><loc>${escapeXml(context.siteUrl + loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}${alternates}</url>`;
  const alternatesOfPage = (loc: string) =>
    alternatesOf(loc, context.siteUrl)
      .map((a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeXml(a.href)}"/>`)
      .join("");
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...pages.flatMap((page) => {
      const alternates = alternatesOfPage(page.loc);
      return LOCALES.map((locale) => url(localisedPath(page.loc, locale), page.lastmod, alternates));
    }),
    url(RSS_FEED_PATH, undefined),
    url(JOBS_FEED_PATH, undefined),
    "</urlset>",
    "",
  ].join("\n");
  // Revalidated on every use, so a publish shows at once (docs/decisions/0070).
  return revalidatedResponse(request, body, { "Content-Type": "application/xml; charset=utf-8" });
}
