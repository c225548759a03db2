/**
 * How long the site keeps what its forms collect, where the period is the product's rather than a setting
 * (docs/product.md §10.5). The privacy policy's words are built from these and from the settings, so the
 * page and what the daily retention round does cannot disagree.
 */

/** A newsletter sign-up whose link was never used is erased this many days after it was made. */
export const UNCONFIRMED_SIGN_UP_DAYS = 30;

/** Contact messages are erased this long after their last change (received, or marked handled) by default. */
export const DEFAULT_CONTACT_RETENTION_DAYS = 730;
