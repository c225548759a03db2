import { consentLink, NEWSLETTER_PATHS } from "~/domain/newsletter-consent";
import type { NewsletterLinks } from "../mail/mail-content";
import { signedToken } from "./signed-tokens";

export type ConsentPurpose = "confirm" | "unsubscribe";

/**
 * A newsletter consent link's token names one subscription of one address: a row removed and made again
 * for the same address has a new id, so old links do not act on it (docs/decisions/0034).
 */
export const newsletterTokenSubject = (id: number, emailKey: string) => `${id}:${emailKey}`;

export const newsletterConsentToken = (secret: string, purpose: ConsentPurpose, id: number, emailKey: string) =>
  signedToken(secret, `newsletter-${purpose}`, newsletterTokenSubject(id, emailKey));

/** A subscription's unsubscribe links: the page with a button, and the RFC 8058 one-click address. */
export function newsletterUnsubscribeLinks(
  siteUrl: string,
  secret: string,
  id: number,
  emailKey: string,
): NewsletterLinks {
  const token = newsletterConsentToken(secret, "unsubscribe", id, emailKey);
  return {
    unsubscribe: consentLink(siteUrl, NEWSLETTER_PATHS.unsubscribe, id, token),
    oneClick: consentLink(siteUrl, NEWSLETTER_PATHS.oneClickUnsubscribe, id, token),
  };
}
