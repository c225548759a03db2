import { courseTypeOf } from "../job-application";
import { APPLICATION_STATUS_LABELS, isApplicationStatus } from "../application-pipeline";
import { GENERAL_JOB_CODE, type InboxFilter } from "./application-inbox";

/**
 * What the inbox's CSV (docs/product.md §10.3) says beyond the inbox's own columns: its file name, the
 * highest qualification of a wizard application, the referral and the last status change, as HR reads
 * them in a spreadsheet.
 */

/** Lower-case ASCII words joined by dashes, at most `max` characters: a part of a file name. */
function slug(text: string, max = 40): string {
  return text
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, max)
    .replace(/-+$/, "");
}

const KIND_PARTS = { application: "wizard-applications", resume: "resume-form" } as const;

/**
 * The export's file name says its filter, in the form's order:
 * `applications-2026-11-27-claims-analyst-rejected-from-2026-01-01.csv`; with no filter,
 * `applications-2026-11-27-all.csv`. `jobTitle` names the filter's job (null: unknown, its code is used).
 */
export function inboxExportFileName(filter: InboxFilter, today: string, jobTitle: string | null): string {
  const parts: string[] = [];
  if (filter.q) parts.push(`search-${slug(filter.q, 30)}`);
  if (filter.job !== null)
    parts.push(filter.job === GENERAL_JOB_CODE ? "general" : slug(jobTitle ?? "") || `job-${filter.job}`);
  if (filter.status) parts.push(filter.status);
  if (filter.kind) parts.push(KIND_PARTS[filter.kind]);
  if (filter.from) parts.push(`from-${filter.from}`);
  if (filter.to) parts.push(`to-${filter.to}`);
  if (filter.email) parts.push(`email-${slug(filter.email, 60)}`);
  if (filter.mobile) parts.push(`mobile-${slug(filter.mobile, 20)}`);
  // A part whose text has no letter or digit (a search of punctuation) ends with its dash: left out.
  const named = parts.filter((p) => !p.endsWith("-"));
  return `applications-${today}-${named.length > 0 ? named.join("-") : "all"}.csv`;
}

export type QualificationCells = { course_code: string; course_text: string; stream_text: string; finish_year: number };

/**
 * The highest of an application's qualifications: a degree (or any study-type course) above Higher
 * Secondary above SSLC, the latest finished first among equals; "Course (Stream), year". Empty for none.
 */
export function highestQualification(qualifications: readonly QualificationCells[]): string {
  const rank = (q: QualificationCells) =>
    courseTypeOf(q.course_code) === "study" ? 3 : q.course_code.trim().toUpperCase().startsWith("HSE") ? 2 : 1;
  let best: QualificationCells | undefined;
  for (const q of qualifications)
    if (!best || rank(q) > rank(best) || (rank(q) === rank(best) && Number(q.finish_year) > Number(best.finish_year)))
      best = q;
  if (!best) return "";
  return `${best.course_text}${best.stream_text ? ` (${best.stream_text})` : ""}, ${best.finish_year}`;
}

/** A wizard application's referral: "No", or "Yes: {name} <{e-mail}>". */
export function referralText(isReferral: boolean, name: string, email: string): string {
  return isReferral ? `Yes: ${name} <${email}>` : "No";
}

const label = (status: string) => (isApplicationStatus(status) ? APPLICATION_STATUS_LABELS[status] : status);

/** A status change as "Screening → Rejected". */
export function statusChangeText(from: string, to: string): string {
  return `${label(from)} → ${label(to)}`;
}
