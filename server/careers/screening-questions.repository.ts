import type { Selectable } from "kysely";
import type {
  CheckedAnswer,
  ScreeningKind,
  ScreeningQuestion,
  ScreeningQuestionDraft,
} from "~/domain/screening-questions";
import type { SubmissionKind } from "~/domain/submission-kind";
import type { Executor } from "../db/database";
import type { ScreeningQuestionsTable } from "./screening-questions.table";

const joinLines = (items: readonly string[]) => items.join("\n");
const splitLines = (text: string | null) => (text ? text.split("\n") : []);

function questionColumns(q: ScreeningQuestionDraft) {
  return {
    kind: q.kind,
    label: q.label,
    required: q.required ? 1 : 0,
    options: joinLines(q.options),
    wanted: q.wanted.length > 0 ? joinLines(q.wanted) : null,
    wanted_min: q.min,
    wanted_max: q.max,
  };
}

type QuestionColumns = Pick<
  Selectable<ScreeningQuestionsTable>,
  "kind" | "label" | "options" | "wanted" | "wanted_min" | "wanted_max"
>;

function draftOf(row: QuestionColumns, required: boolean): ScreeningQuestionDraft {
  return {
    kind: row.kind as ScreeningKind,
    label: row.label,
    required,
    options: splitLines(row.options),
    wanted: splitLines(row.wanted),
    // PostgreSQL's double precision may come back as text from some drivers: read as numbers.
    min: row.wanted_min === null ? null : Number(row.wanted_min),
    max: row.wanted_max === null ? null : Number(row.wanted_max),
  };
}

/** A job's questions in HR's order. */
export async function listScreeningQuestions(db: Executor, jobCode: number): Promise<ScreeningQuestion[]> {
  const rows = await db
    .selectFrom("job_screening_questions")
    .selectAll()
    .where("job_code", "=", jobCode)
    .orderBy("position")
    .orderBy("id")
    .execute();
  return rows.map((r) => ({ id: Number(r.id), ...draftOf(r, r.required === 1) }));
}

export async function insertScreeningQuestion(
  db: Executor,
  jobCode: number,
  q: ScreeningQuestionDraft,
  position: number,
  savedAt: string,
): Promise<number> {
  const { id } = await db
    .insertInto("job_screening_questions")
    .values({ job_code: jobCode, position, ...questionColumns(q), saved_at: savedAt })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(id);
}

/** Answers whether the question was the job's and is now saved. */
export async function updateScreeningQuestion(
  db: Executor,
  jobCode: number,
  id: number,
  q: ScreeningQuestionDraft,
  savedAt: string,
): Promise<boolean> {
  const r = await db
    .updateTable("job_screening_questions")
    .set({ ...questionColumns(q), saved_at: savedAt })
    .where("id", "=", id)
    .where("job_code", "=", jobCode)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function deleteScreeningQuestion(db: Executor, jobCode: number, id: number): Promise<boolean> {
  const r = await db
    .deleteFrom("job_screening_questions")
    .where("id", "=", id)
    .where("job_code", "=", jobCode)
    .executeTakeFirst();
  return Number(r.numDeletedRows) === 1;
}

/** Writes the positions of a job's questions in the given order. */
export async function setScreeningOrder(db: Executor, jobCode: number, ids: readonly number[]): Promise<void> {
  for (const [position, id] of ids.entries()) {
    await db
      .updateTable("job_screening_questions")
      .set({ position })
      .where("id", "=", id)
      .where("job_code", "=", jobCode)
      .execute();
  }
}

/**
 * Stores a submission's answers, each with its question as asked, and its count of missed wanted answers.
 * Call it inside the submission's transaction.
 */
export async function insertScreeningAnswers(
  db: Executor,
  submission: { kind: SubmissionKind; id: number },
  answers: readonly CheckedAnswer[],
  misses: number,
): Promise<void> {
  const rows = answers.map((a, position) => {
    const { required: _required, ...columns } = questionColumns(a.question);
    return { position, ...columns, answer: a.answer, meets: a.meets ? 1 : 0 };
  });
  if (submission.kind === "application") {
    await db
      .insertInto("application_screening_answers")
      .values(rows.map((r) => ({ application_id: submission.id, ...r })))
      .execute();
    await db
      .updateTable("job_applications")
      .set({ screening_misses: misses })
      .where("id", "=", submission.id)
      .execute();
  } else {
    await db
      .insertInto("resume_screening_answers")
      .values(rows.map((r) => ({ resume_id: submission.id, ...r })))
      .execute();
    await db.updateTable("candidates").set({ screening_misses: misses }).where("id", "=", submission.id).execute();
  }
}
