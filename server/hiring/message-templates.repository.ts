import type { Insertable, Selectable } from "kysely";
import type { Executor } from "../db/database";
import type { MessageTemplateRevisionsTable, MessageTemplatesTable } from "./templates.table";

export type TemplateRow = Selectable<MessageTemplatesTable>;
export type TemplateRevisionRow = Selectable<MessageTemplateRevisionsTable> & { saved_by_name: string | null };

/** Every template: the stage templates first (in the order given by the caller), then free ones by name. */
export function listTemplates(db: Executor): Promise<TemplateRow[]> {
  return db.selectFrom("message_templates").selectAll().orderBy("id").execute();
}

export function findTemplate(db: Executor, id: number): Promise<TemplateRow | undefined> {
  return db.selectFrom("message_templates").selectAll().where("id", "=", id).executeTakeFirst();
}

export function findStageTemplate(db: Executor, stage: string): Promise<TemplateRow | undefined> {
  return db.selectFrom("message_templates").selectAll().where("stage", "=", stage).executeTakeFirst();
}

export async function insertTemplate(db: Executor, row: Insertable<MessageTemplatesTable>): Promise<number> {
  const { id } = await db.insertInto("message_templates").values(row).returning("id").executeTakeFirstOrThrow();
  return id;
}

/**
 * Saves a new version only while the template is still at the revision the person opened (a
 * compare-and-set, as the pipeline's moves): true when it was saved.
 */
export async function updateTemplateIfRevision(
  db: Executor,
  id: number,
  seenRevision: number,
  values: Pick<TemplateRow, "name" | "subject" | "body" | "tell_by_default" | "updated_at">,
): Promise<boolean> {
  const result = await db
    .updateTable("message_templates")
    .set({ ...values, revision: seenRevision + 1 })
    .where("id", "=", id)
    .where("revision", "=", seenRevision)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertTemplateRevision(
  db: Executor,
  row: Insertable<MessageTemplateRevisionsTable>,
): Promise<void> {
  await db.insertInto("message_template_revisions").values(row).execute();
}

/** A template's revisions, newest first, each with its author's name now. */
export function listTemplateRevisions(db: Executor, templateId: number): Promise<TemplateRevisionRow[]> {
  return db
    .selectFrom("message_template_revisions as r")
    .leftJoin("staff_users as u", "u.id", "r.saved_by_user_id")
    .selectAll("r")
    .select("u.name as saved_by_name")
    .where("r.template_id", "=", templateId)
    .orderBy("r.revision", "desc")
    .execute();
}

/** The reasons on the list, in order. */
export function listRejectionReasons(db: Executor) {
  return db
    .selectFrom("rejection_reasons")
    .select(["id", "text"])
    .where("removed_at", "is", null)
    .orderBy("position")
    .orderBy("id")
    .execute();
}

export function findRejectionReason(db: Executor, id: number) {
  return db
    .selectFrom("rejection_reasons")
    .select(["id", "text"])
    .where("id", "=", id)
    .where("removed_at", "is", null)
    .executeTakeFirst();
}

export async function insertRejectionReason(db: Executor, text: string, at: string): Promise<number> {
  const last = await db
    .selectFrom("rejection_reasons")
    .select((eb) => eb.fn.max("position").as("position"))
    .executeTakeFirst();
  const { id } = await db
    .insertInto("rejection_reasons")
    .values({ text, position: Number(last?.position ?? 0) + 1, removed_at: null, created_at: at })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

export async function removeRejectionReason(db: Executor, id: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable("rejection_reasons")
    .set({ removed_at: at })
    .where("id", "=", id)
    .where("removed_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
