import type { Selectable } from "kysely";
import type { Executor } from "../db/database";
import type { ContactMessagesTable } from "./contact-messages.table";
import { anyColumnContains } from "../db/text-search";
import type { FirstTouched, NoticeVersioned } from "../db/common-columns";

/** The notice version is optional: rows written by tests and benches may have none, as rows from before it. */
export type NewContactMessage = Omit<
  ContactMessagesTable,
  "id" | "handled_at" | "handled_by" | "notice_version" | keyof FirstTouched
> &
  Partial<NoticeVersioned & FirstTouched>;

export async function insertContactMessage(db: Executor, row: NewContactMessage): Promise<number> {
  const inserted = await db.insertInto("contact_messages").values(row).returning("id").executeTakeFirstOrThrow();
  return inserted.id;
}

/** Writes a batch of messages in one statement. */
export async function insertContactMessages(db: Executor, rows: NewContactMessage[]): Promise<void> {
  if (rows.length > 0) await db.insertInto("contact_messages").values(rows).execute();
}

/** A message as the console's list shows it. */
export type ContactMessageSummary = {
  id: number;
  name: string;
  email: string;
  subject: string;
  created_at: string;
  handled_at: string | null;
};

/**
 * Newest first (by id: the order they arrived), `limit` rows below the id `beforeId`, optionally only
 * those whose name, address, subject or message contains `search`.
 */
export function listContactMessages(
  db: Executor,
  { search, beforeId, limit }: { search?: string; beforeId?: number | null; limit: number },
): Promise<ContactMessageSummary[]> {
  let q = db
    .selectFrom("contact_messages")
    .select(["id", "name", "email", "subject", "created_at", "handled_at"])
    .orderBy("id", "desc")
    .limit(limit);
  if (beforeId) q = q.where("id", "<", beforeId);
  if (search) q = q.where(anyColumnContains(["name", "email", "subject", "message"], search));
  return q.execute();
}

export type ContactMessageDetail = Selectable<ContactMessagesTable> & { handled_by_name: string | null };

/** One message, with the name of whoever marked it handled. */
export function findContactMessage(db: Executor, id: number): Promise<ContactMessageDetail | undefined> {
  return db
    .selectFrom("contact_messages as m")
    .leftJoin("staff_users as u", "u.id", "m.handled_by")
    .selectAll("m")
    .select("u.name as handled_by_name")
    .where("m.id", "=", id)
    .executeTakeFirst();
}

/** Marks a message handled once: true when this call did it, false when it was handled already (or is gone). */
export async function markContactMessageHandled(
  db: Executor,
  { id, userId, at }: { id: number; userId: number; at: string },
): Promise<boolean> {
  const result = await db
    .updateTable("contact_messages")
    .set({ handled_at: at, handled_by: userId })
    .where("id", "=", id)
    .where("handled_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Deletes up to `limit` contact messages whose last change (arrival, or being marked handled) is before
 * `cutoff`; answers how many. Called again while it deletes a full batch.
 */
export async function deleteContactMessagesChangedBefore(db: Executor, cutoff: string, limit: number): Promise<number> {
  const result = await db
    .deleteFrom("contact_messages")
    .where("id", "in", (eb) =>
      eb
        .selectFrom("contact_messages")
        .select("id")
        .where("created_at", "<", cutoff)
        .where((w) => w.or([w("handled_at", "is", null), w("handled_at", "<", cutoff)]))
        .limit(limit),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Deletes the outbox's mails of these kinds written before `cutoff`; answers how many. */
export async function deleteMailsOfKindsBefore(
  db: Executor,
  kinds: readonly string[],
  cutoff: string,
): Promise<number> {
  const result = await db
    .deleteFrom("mail_outbox")
    .where("template", "in", kinds)
    .where("created_at", "<", cutoff)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
