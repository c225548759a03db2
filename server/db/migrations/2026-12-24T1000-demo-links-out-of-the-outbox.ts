import type { Kysely } from "kysely";

// Migrations never import application code: they describe the schema as it was on their day.

/**
 * Demo invitations written before their private link was made from a seed kept the link's address, token
 * and all, in their payload (issue 41, item 7): the booking kept only the token's hash, the outbox and every
 * backup the token itself. The mails already sent (or given up) need it no more: it is replaced by a null
 * seed, which the kind renders as "use the link of your first invitation mail". Mails still waiting keep
 * theirs until they are sent. Nothing is brought back by `down`: the links are gone on purpose.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const rows = await db
    .selectFrom("mail_outbox")
    .select(["id", "payload"])
    .where("template", "=", "demo-invitation")
    .where("status", "!=", "pending")
    .execute();
  for (const row of rows as { id: number; payload: string }[]) {
    const payload = JSON.parse(row.payload) as Record<string, unknown>;
    if (!("link" in payload)) continue;
    delete payload.link;
    payload.seed = null;
    await db
      .updateTable("mail_outbox")
      .set({ payload: JSON.stringify(payload) })
      .where("id", "=", row.id)
      .execute();
  }
}

export async function down(): Promise<void> {}
