import type { SubmissionKind } from "~/domain/submission-kind";
import type { Id } from "../db/common-columns";

/** One interview of an application or resume (server/db/migrations/2026-12-17T0900-interviews.ts). */
export type InterviewsTable = {
  id: Id;
  kind: SubmissionKind;
  application_id: number;
  /** offered, booked or cancelled (app/domain/interviews.ts). */
  state: string;
  /** online or onsite. */
  mode: string;
  /** The meeting link (online) or the address (onsite). */
  place: string;
  time_zone: string;
  sequence: number;
  time_id: number | null;
  starts_at: string | null;
  ends_at: string | null;
  offered_by: number | null;
  created_at: string;
  updated_at: string;
  reminded_day_at: string | null;
  reminded_hour_at: string | null;
  scorecards_reminded_at: string | null;
};

export type InterviewTimesTable = { id: Id; interview_id: number; starts_at: string; ends_at: string };

export type InterviewInterviewersTable = { interview_id: number; user_id: number; starts_at: string | null };

/** One five-minute cell of one interviewer's booked time: the primary key refuses a double booking. */
export type InterviewBusyTable = { user_id: number; cell: number; interview_id: number };

export type InterviewScorecardsTable = {
  id: Id;
  interview_id: number;
  user_id: number;
  recommendation: string;
  ratings: string;
  notes: string;
  submitted_at: string;
};

export type InterviewCriteriaTable = { job_code: number; criteria: string; updated_at: string };

export type StaffCalendarFeedsTable = { user_id: number; token_hash: string; created_at: string };
