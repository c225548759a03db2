/**
 * The newsletter's double opt-in (docs/product.md §3.3, §5.3): what the confirmation and unsubscribe
 * pages say (docs/decisions/0034-newsletter-double-opt-in.md).
 */
export const newsletterConsentMessages = {
  confirmHeading: "Confirm your subscription",
  confirmPrompt: (email: string) => `Press the button to receive our newsletter at ${email}.`,
  confirmButton: "Confirm my subscription",
  confirmed: "Your subscription is confirmed. Our next newsletter will arrive in your inbox.",
  confirmInvalid: "This confirmation link is not valid any more. Subscribe again to receive a new one.",
  unsubscribeHeading: "Unsubscribe from the newsletter",
  unsubscribePrompt: (email: string) => `Press the button to stop receiving our newsletter at ${email}.`,
  unsubscribeButton: "Unsubscribe",
  unsubscribed: "You are unsubscribed. You will receive no more newsletters from us.",
  unsubscribeInvalid:
    "This link is not valid any more. If you unsubscribed with it, you receive no newsletter from us.",
} as const;

/** The query parameters of a confirmation or unsubscribe link: the subscription and its signed token. */
export const CONSENT_LINK_PARAMS = { subscription: "s", token: "t" } as const;

export const NEWSLETTER_PATHS = {
  confirm: "/newsletter/confirm",
  unsubscribe: "/newsletter/unsubscribe",
  /** RFC 8058: mail programs POST `List-Unsubscribe=One-Click` here, without the visitor's cookies. */
  oneClickUnsubscribe: "/newsletter/unsubscribe/one-click",
} as const;

/** A consent link for one subscription. */
export function consentLink(siteUrl: string, path: string, subscriptionId: number, token: string): string {
  const q = new URLSearchParams({
    [CONSENT_LINK_PARAMS.subscription]: String(subscriptionId),
    [CONSENT_LINK_PARAMS.token]: token,
  });
  return `${siteUrl}${path}?${q}`;
}
