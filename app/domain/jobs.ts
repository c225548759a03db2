import { isEmail } from "./validation/patterns";

/**
 * docs/product.md §3.1: a job is closed when its flag is set OR its last date of apply is before today
 * in the company's time zone. A job with no last date closes only by its flag.
 * Dates are calendar dates (YYYY-MM-DD), compared as text.
 */
export function isJobClosed(job: { isClosedFlag: boolean; lastDateOfApply: string | null }, today: string): boolean {
  if (job.isClosedFlag) return true;
  if (!job.lastDateOfApply) return false;
  return job.lastDateOfApply.slice(0, 10) < today;
}

/** A job code as text: digits only, at most nine (so it fits every integer column); anything else names no job. */
export const JOB_CODE_PATTERN = /^\d{1,9}$/;

/**
 * The e-mail address in a job's contact details ("careers@example.com · +91 484 403 2100"), or null: its
 * applications are copied to it (docs/product.md §3.1).
 */
export function contactEmailOf(contactInfo: string | null): string | null {
  for (const word of (contactInfo ?? "").split(/[\s,;·|<>()[\]]+/)) {
    const address = word.replace(/^mailto:/i, "").replace(/[.:]+$/, "");
    if (isEmail(address)) return address;
  }
  return null;
}

/**
 * Where a job stands, as the staff console shows it (docs/product.md §10.6). A job not published is a
 * draft (never published, or unpublished) and appears nowhere public. A published one is closed when
 * HR closed it, expired when its last date of apply is before `today`, else published (open): the
 * public rule above, split by its cause.
 */
export const JOB_STATES = ["draft", "published", "closed", "expired"] as const;
export type JobState = (typeof JOB_STATES)[number];

export const JOB_STATE_LABELS: Record<JobState, string> = {
  draft: "Draft",
  published: "Published",
  closed: "Closed",
  expired: "Expired",
};

export function jobState(
  job: { isPublished: boolean; isClosedFlag: boolean; lastDateOfApply: string | null },
  today: string,
): JobState {
  if (!job.isPublished) return "draft";
  if (job.isClosedFlag) return "closed";
  return isJobClosed(job, today) ? "expired" : "published";
}
