import type { Id } from "../db/common-columns";

/** A job's screening question (app/domain/screening-questions.ts); lists are one item a line. */
export type ScreeningQuestionsTable = {
  id: Id;
  job_code: number;
  position: number;
  kind: string;
  label: string;
  required: number;
  options: string;
  wanted: string | null;
  wanted_min: number | null;
  wanted_max: number | null;
  saved_at: string;
};

/** An answer, with a copy of the question as it was asked: the same columns for applications and resumes. */
type AnswerColumns = {
  id: Id;
  position: number;
  kind: string;
  label: string;
  options: string;
  wanted: string | null;
  wanted_min: number | null;
  wanted_max: number | null;
  answer: string;
  meets: number;
};

/** A wizard application's answer. */
export type ScreeningAnswersTable = AnswerColumns & { application_id: number };

/** A resume's answer, when it was sent for a job that asks questions (docs/decisions/0178). */
export type ResumeScreeningAnswersTable = AnswerColumns & { resume_id: number };
