import type { Generated } from "kysely";

/** Every stored row says when it was created and which address the server saw (null for seeded rows). */
export type Audit = {
  created_at: string;
  client_ip: string | null;
};

/** Booleans are stored as 0/1 integers so that one schema serves SQLite and PostgreSQL. */
export type Flag = 0 | 1;

export type Id = Generated<number>;

/** The version of the privacy notice a submission was sent under (app/domain/privacy-notices.ts); null before 2026-12-16. */
export type NoticeVersioned = { notice_version: string | null };

/**
 * "Keep my resume for other openings for 12 months" (docs/product.md §10.10): when it was given, until when
 * it holds (it is live while this is in the future), and when the applicant withdrew it (which ends it then).
 */
export type TalentPoolConsent = {
  talent_pool_consent_at: string | null;
  talent_pool_until: string | null;
  talent_pool_withdrawn_at: string | null;
};

/**
 * What brought the visitor who sent a form: the first touch of their visit (server/insights/first-touch.ts,
 * docs/decisions/0169). All null when nothing was known (counting off, no view that day).
 */
export const FIRST_TOUCH_COLUMNS = [
  "first_landing_path",
  "first_referrer_host",
  "first_source",
  "first_medium",
  "first_campaign",
] as const;
export type FirstTouched = { [C in (typeof FIRST_TOUCH_COLUMNS)[number]]: string | null };
