import type { StaffTime } from "./staff-time";

/**
 * The console's home (docs/product.md §10.12): what needs this person's attention, by what their role
 * opens. Each part is null when the role does not see it.
 */

/** Openings of the home less than this far apart are one visit: its "since your last visit" stays put. */
export const HOME_VISIT_GAP_MS = 30 * 60 * 1000;
/** A first visit counts what arrived in this many days. */
export const FIRST_VISIT_DAYS = 7;

export type HomeLink = { count: number; href: string };

export type HomeAttention = {
  /** When the last visit was (what "new" counts from); null on a first visit (the last FIRST_VISIT_DAYS). */
  since: StaffTime | null;
  /** Applications and resumes that arrived since then, per job, most first. */
  arrivals: (HomeLink & { job: string })[] | null;
  /** Contact messages not yet marked handled. */
  waitingMessages: HomeLink | null;
  /** Mails the outbox gave up on. */
  failedMails: HomeLink | null;
};

/** "1 contact message", "3 contact messages". */
export function countOf(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}
