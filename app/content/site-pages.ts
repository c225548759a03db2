import { RIGHTS_PAGE_PATH } from "~/domain/privacy-notices";
import { legalLinks, mainLinks, mainMenus } from "./navigation";

/** Every fixed page of the site, for sitemap.xml: the home page and every page the menus and footer lead to. */
export const sitePages: string[] = [
  "/",
  ...mainMenus.flatMap((m) => m.links.map((l) => l.href)),
  ...mainLinks.map((l) => l.href),
  ...legalLinks.map((l) => l.href),
  // Linked from every form's privacy notice (docs/product.md §2.19).
  RIGHTS_PAGE_PATH,
];
