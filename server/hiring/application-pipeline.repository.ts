import type { SubmissionKind } from "~/domain/submission-kind";
import type { Insertable, Selectable } from "kysely";
import type { Executor } from "../db/database";
import type { ApplicationNotesTable, ApplicationStatusChangesTable } from "./pipeline.table";

export type StatusChangeRow = Selectable<ApplicationStatusChangesTable> & { actor_name: string | null };
export type NoteRow = Selectable<ApplicationNotesTable> & { author_name: string | null };

const tableOf = (kind: SubmissionKind) => (kind === "application" ? "job_applications" : "candidates");

/** The status of an application or resume and when it last changed; undefined when the row is unknown. */
export function findStatus(db: Executor, kind: SubmissionKind, id: number) {
  return db
    .selectFrom(tableOf(kind))
    .select(["status", "status_changed_at", "created_at", "erased_at"])
    .where("id", "=", id)
    .executeTakeFirst();
}

/**
 * Moves the row from `from` to `to` only if it is still in `from` (a compare-and-set: of two people
 * moving the same application at once, one wins and the other is told). True when it moved.
 */
export async function updateStatusIfCurrent(
  db: Executor,
  kind: SubmissionKind,
  id: number,
  from: string,
  to: string,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable(tableOf(kind))
    .set({ status: to, status_changed_at: at })
    .where("id", "=", id)
    .where("status", "=", from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertStatusChange(
  db: Executor,
  row: Insertable<ApplicationStatusChangesTable>,
): Promise<number> {
  const { id } = await db
    .insertInto("application_status_changes")
    .values(row)
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

/** One application's moves, each with the name its person has now (null: the system, or gone). */
function statusChangesOf(db: Executor, kind: SubmissionKind, id: number) {
  return db
    .selectFrom("application_status_changes as c")
    .leftJoin("staff_users as u", "u.id", "c.actor_user_id")
    .selectAll("c")
    .select("u.name as actor_name")
    .where("c.kind", "=", kind)
    .where("c.application_id", "=", id);
}

/** One application's moves, oldest first. */
export function listStatusChanges(db: Executor, kind: SubmissionKind, id: number): Promise<StatusChangeRow[]> {
  return statusChangesOf(db, kind, id).orderBy("c.id").execute();
}

/** One application's latest move. */
export function findLastStatusChange(
  db: Executor,
  kind: SubmissionKind,
  id: number,
): Promise<StatusChangeRow | undefined> {
  return statusChangesOf(db, kind, id).orderBy("c.id", "desc").limit(1).executeTakeFirst();
}

export async function insertNote(db: Executor, row: Insertable<ApplicationNotesTable>): Promise<number> {
  const { id } = await db.insertInto("application_notes").values(row).returning("id").executeTakeFirstOrThrow();
  return id;
}

/** One application's internal notes, oldest first, each with its author's name now. */
export function listNotes(db: Executor, kind: SubmissionKind, id: number): Promise<NoteRow[]> {
  return db
    .selectFrom("application_notes as n")
    .leftJoin("staff_users as u", "u.id", "n.author_user_id")
    .selectAll("n")
    .select("u.name as author_name")
    .where("n.kind", "=", kind)
    .where("n.application_id", "=", id)
    .orderBy("n.id")
    .execute();
}
