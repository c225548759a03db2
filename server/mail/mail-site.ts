import { siteConfig } from "~/content/site-config";
import type { MailSite } from "./mail-content";

/** Who signs every mail: the company's name and the site's public address. */
export const mailSite = (siteUrl: string): MailSite => ({ name: siteConfig.name, url: siteUrl });
