import { siteConfig } from "~/content/site-config";
import { applicationStatusPath } from "~/domain/application-status";
import { demoBookingPath } from "~/domain/demo/demo-paths";
import { SET_PASSWORD_PREFIX } from "~/domain/staff/staff-user";
import { linkTokenOf } from "../security/application-link-tokens";
import { demoLinkTokenOf } from "../security/demo-link-tokens";
import { newsletterUnsubscribeLinks } from "../security/newsletter-links";
import { staffLinkSecretOf } from "../security/staff-link-tokens";
import type { MailSite } from "./mail-content";

/**
 * Who signs every mail: the company's name and the site's public address. Given the token secret (the
 * outbox worker has it), the site also turns a status link's seed into its address and makes a newsletter
 * subscription's unsubscribe links.
 */
export const mailSite = (siteUrl: string, tokenSecret?: string): MailSite => ({
  name: siteConfig.name,
  url: siteUrl,
  ...(tokenSecret && {
    statusLink: (seed: string) => siteUrl + applicationStatusPath(linkTokenOf(tokenSecret, seed)),
    newsletterLinks: (id: number, emailKey: string) => newsletterUnsubscribeLinks(siteUrl, tokenSecret, id, emailKey),
    staffLink: (seed: string) => siteUrl + SET_PASSWORD_PREFIX + staffLinkSecretOf(tokenSecret, seed),
    demoLink: (seed: string) => siteUrl + demoBookingPath(demoLinkTokenOf(tokenSecret, seed)),
  }),
});
