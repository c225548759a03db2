import type { CurrentJob, Job } from "~/domain/job-application";
import { isJobClosed } from "~/domain/jobs";
import type { JobRow } from "./jobs.repository";
import { postingFieldsOf } from "./job-posting-columns";

/**
 * How long a job stays on the careers page after its last date of apply
 * (docs/decisions/0005-recently-closed-jobs.md).
 */
export const RECENTLY_CLOSED_DAYS = 30;

/** The date `days` calendar days before `isoDate` (YYYY-MM-DD). */
export function daysBefore(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d - days)).toISOString().slice(0, 10);
}

export function isRowClosed(row: JobRow, today: string): boolean {
  return isJobClosed({ isClosedFlag: row.is_closed === 1, lastDateOfApply: row.last_date_of_apply }, today);
}

/** A job row as the API's Job, with IsClosed computed for `today` in the company's time zone. */
export function toJob(row: JobRow, today: string): Job {
  return {
    Code: Number(row.code),
    Title: row.title,
    Location: row.location,
    Experience: row.experience,
    Description: row.description,
    PreferredSkills: row.preferred_skills,
    AdditionalSkills: row.additional_skills,
    Benefits: row.benefits,
    LastDateOfApply: row.last_date_of_apply ? row.last_date_of_apply.slice(0, 10) : null,
    ContactInfo: row.contact_info,
    IsClosed: isRowClosed(row, today),
  };
}

export function toCurrentJob(row: JobRow, today: string): CurrentJob {
  return {
    ...toJob(row, today),
    IsReferral: row.is_referral === 1,
    IsExperienceRequired: row.is_experience_required === 1,
    MinimumExperienceYear: row.minimum_experience_year === null ? null : Number(row.minimum_experience_year),
    IsCurrentCtcRequired: row.is_current_ctc_required === 1,
    IsExpectedCtcRequired: row.is_expected_ctc_required === 1,
    PostedOn: row.posted_on.slice(0, 10),
    Posting: postingFieldsOf(row),
  };
}
