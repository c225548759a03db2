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

/** An application's answer, with a copy of the question as it was asked. */
export type ScreeningAnswersTable = {
  id: Id;
  application_id: number;
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
