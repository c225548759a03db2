/**
 * How long the site keeps what its forms collect, where the period is the product's rather than a setting
 * (docs/product.md §10.5). The privacy policy's words and every form's notice are built from these and
 * from the settings, so the pages and what the daily retention round does cannot disagree.
 */

/** A newsletter sign-up or job alert whose confirmation link was never used is erased this many days after it was made. */
export const UNCONFIRMED_SIGN_UP_DAYS = 30;

/** Contact messages are erased this long after their last change (received, or marked handled) by default. */
export const DEFAULT_CONTACT_RETENTION_DAYS = 730;

/**
 * Demo bookings and requests, and the sales lead of their address, are erased this long after the demo's
 * time or the lead's last change, whichever is later, by default (DEMO_RETENTION_DAYS,
 * docs/decisions/0122-demo-and-lead-retention.md).
 */
export const DEFAULT_DEMO_RETENTION_DAYS = 730;

/** Rejected or withdrawn applications, and resumes not hired, are erased this long after their last change by default. */
export const DEFAULT_RETENTION_DAYS = 365;

/**
 * "Keep my resume for other openings for 12 months" (docs/product.md §10.10): the consent lasts this many
 * days from the day it was given, and holds the submission back from retention meanwhile.
 */
export const TALENT_POOL_DAYS = 365;
export const TALENT_POOL_MONTHS = 12;

/** Rights requests are answered within this many days of arrival (DPDP Rules 2025, docs/product.md §2.19). */
export const RIGHTS_REQUEST_ANSWER_DAYS = 30;

/**
 * A rights request is kept this long after its last change (arrival, or being answered), as the record that
 * it was answered, then erased by the daily retention round.
 */
export const RIGHTS_REQUEST_RETENTION_DAYS = 730;

/** How long, in words: "365 days (a year)", "730 days (2 years)", "30 days". */
export function daysInWords(days: number): string {
  const years = days / 365;
  const about =
    days % 365 === 0
      ? `${years === 1 ? "a year" : `${years} years`}`
      : days >= 60
        ? `about ${Math.round(days / 30)} months`
        : "";
  return about ? `${days} days (${about})` : `${days} days`;
}

/** INSIGHTS_RAW_DAYS' default: page views are kept one by one this many days, then as daily totals (server/insights). */
export const DEFAULT_VIEW_DAYS = 30;
