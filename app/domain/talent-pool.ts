import { TALENT_POOL_DAYS } from "./retention-periods";

/**
 * The talent-pool consent, "Keep my resume for other openings for 12 months" (docs/product.md §10.10):
 * given by ticking the box when sending an application or resume, it holds for TALENT_POOL_DAYS from then
 * unless the applicant withdraws it first. While it holds, HR may consider the person for other openings
 * and retention leaves the submission alone.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** What a submission stores about the consent when it arrives (ISO instants; nulls when not given). */
export function consentOnArrival(given: boolean, at: string) {
  return given
    ? {
        talent_pool_consent_at: at,
        talent_pool_until: new Date(Date.parse(at) + TALENT_POOL_DAYS * DAY_MS).toISOString(),
      }
    : { talent_pool_consent_at: null, talent_pool_until: null };
}

/** Whether the consent holds at `now`: given, not withdrawn, not yet lapsed. */
export function isTalentPoolLive(until: string | null, now: Date = new Date()): boolean {
  return until !== null && until > now.toISOString();
}

/** What HR sees on a submission whose consent holds (the page and the inbox). */
export const TALENT_POOL_STAFF_LABEL = "May be considered for other openings";
