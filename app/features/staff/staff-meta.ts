import { siteConfig } from "~/content/site-config";

/** A staff page's title; every staff page also says noindex (the header X-Robots-Tag says it too). */
export function staffMeta(title: string) {
  return [{ title: `${title} | Staff | ${siteConfig.name}` }, { name: "robots", content: "noindex, nofollow" }];
}
