import type { Executor } from "../database";
import type { ContactMessagesTable } from "../tables/submissions.table";

export type NewContactMessage = Omit<ContactMessagesTable, "id">;

export async function insertContactMessage(db: Executor, row: NewContactMessage): Promise<number> {
  const inserted = await db.insertInto("contact_messages").values(row).returning("id").executeTakeFirstOrThrow();
  return inserted.id;
}
