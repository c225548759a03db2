/**
 * How many submissions of a kind, job and status there are, kept by triggers (migration
 * 2026-12-10T0905; docs/decisions/0042). Read by the inbox's counts; never written by code.
 */
export type ApplicationStatusCountsTable = {
  /** "application" (job_applications) or "resume" (candidates). */
  kind: string;
  job_code: number;
  status: string;
  n: number;
};
