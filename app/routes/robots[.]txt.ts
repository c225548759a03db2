import { APPLICATION_STATUS_PREFIX } from "~/domain/application-status";
import type { Route } from "./+types/robots[.]txt";

export function loader({ context }: Route.LoaderArgs) {
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "Disallow: /staff",
    // Job seekers' private status pages (also noindex and no-store): nothing there is for a crawler.
    `Disallow: ${APPLICATION_STATUS_PREFIX}`,
    "",
    `Sitemap: ${context.siteUrl}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
