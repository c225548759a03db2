import type { Selectable } from "kysely";
import type { Executor } from "../db/database";
import type { ScreeningAnswersTable } from "../careers/screening-questions.table";

/** An answer as stored for an application or a resume (the same columns in both tables). */
export type AnswerRow = Omit<Selectable<ScreeningAnswersTable>, "id" | "application_id">;

/** One wizard application with its parts, in the order the applicant gave them; undefined when unknown. */
export async function findApplicationWithParts(db: Executor, id: number) {
  const row = await db.selectFrom("job_applications").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return undefined;
  const [qualifications, experiences, screening] = await Promise.all([
    db
      .selectFrom("job_application_qualifications")
      .selectAll()
      .where("application_id", "=", id)
      .orderBy("position")
      .execute(),
    db
      .selectFrom("job_application_work_experiences")
      .selectAll()
      .where("application_id", "=", id)
      .orderBy("position")
      .execute(),
    db
      .selectFrom("application_screening_answers")
      .selectAll()
      .where("application_id", "=", id)
      .orderBy("position")
      .execute(),
  ]);
  return { row, qualifications, experiences, screening };
}

/** One resume sent with the resume form, with its screening answers in order; undefined when unknown. */
export async function findResumeWithAnswers(db: Executor, id: number) {
  const row = await db.selectFrom("candidates").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return undefined;
  const screening = await db
    .selectFrom("resume_screening_answers")
    .selectAll()
    .where("resume_id", "=", id)
    .orderBy("position")
    .execute();
  return { row, screening };
}

/** A resume file's name, type and size, without its bytes. */
export function findResumeFileSummary(db: Executor, id: number) {
  return db
    .selectFrom("resume_files")
    .select(["id", "file_name", "content_type", "size", "sha256"])
    .where("id", "=", id)
    .executeTakeFirst();
}

/** A resume file with its bytes. */
export function findResumeFile(db: Executor, id: number) {
  return db
    .selectFrom("resume_files")
    .select(["id", "file_name", "content_type", "size", "sha256", "bytes"])
    .where("id", "=", id)
    .executeTakeFirst();
}

/** The resume file id of an application or resume: undefined when the row is unknown, null when it has none. */
export async function resumeFileIdOf(
  db: Executor,
  kind: "application" | "resume",
  id: number,
): Promise<number | null | undefined> {
  const row =
    kind === "application"
      ? await db.selectFrom("job_applications").select("resume_file_id").where("id", "=", id).executeTakeFirst()
      : await db.selectFrom("candidates").select("resume_file_id").where("id", "=", id).executeTakeFirst();
  return row ? row.resume_file_id : undefined;
}

/** The text of a lookup item (a state, a district, an entrance examination), or undefined. */
export async function lookupText(
  db: Executor,
  list: "state" | "district" | "entrance_exam_board",
  code: string,
): Promise<string | undefined> {
  if (!code) return undefined;
  const row = await db
    .selectFrom("lookup_items")
    .select("text")
    .where("list", "=", list)
    .where("code", "=", code)
    .executeTakeFirst();
  return row?.text;
}
