import type { Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import { migrateToLatest, migrateUpTo } from "#server/db/migrate";
import { readOutboxMail } from "#server/mail/compose";
import { mailSite } from "#server/mail/mail-site";
import { unmigratedDatabaseForFile } from "#tests/support/test-database";

/**
 * The migration that takes the demo links written in clear out of the outbox
 * (2026-12-24T1000-demo-links-out-of-the-outbox; issue 41, item 7): a sent invitation's link is replaced
 * by a null seed, one still waiting keeps its link to be sent, and both still read as their kind.
 */
const handle = unmigratedDatabaseForFile();

const TOKEN = "Zx9_an-old-demo-link-token-in-clear";
const invitation = (sequence: number) => ({
  uid: "demo-old@localhost",
  sequence,
  start: "2026-12-08T05:00:00.000Z",
  minutes: 45,
  timeZone: "Asia/Kolkata",
  products: ["gi"],
  organizer: "info@example.com",
  presenters: [{ name: "Asha Rao", email: "asha@example.com" }],
  change: "booked",
  email: "old.visitor@example.com",
  link: `http://localhost:3000/demo/booking/${TOKEN}`,
});

describe(`the demo links' migration on ${process.env.TEST_ENGINE ?? "sqlite"}`, () => {
  it("drops the link of every invitation already sent, and keeps a waiting one's", async () => {
    await migrateUpTo(handle.db, "2026-12-23T0900-retention-scan-indexes");
    const db = handle.db as unknown as Kysely<any>;
    for (const [n, status] of [
      [0, "sent"],
      [1, "pending"],
    ] as const)
      await db
        .insertInto("mail_outbox")
        .values({
          message_id: `<old-demo.${n}@example.com>`,
          template: "demo-invitation",
          payload: JSON.stringify(invitation(n)),
          person_email: "old.visitor@example.com",
          person_reference: "demo-old@localhost",
          to_address: "old.visitor@example.com",
          next_attempt_at: "2026-12-01T00:00:00.000Z",
          created_at: "2026-12-01T00:00:00.000Z",
          status,
        })
        .execute();

    await migrateToLatest(handle.db);
    const rows = await handle.db
      .selectFrom("mail_outbox")
      .select(["template", "payload", "status"])
      .where("template", "=", "demo-invitation")
      .orderBy("id")
      .execute();
    const [sent, waiting] = rows;
    expect(sent!.payload).not.toContain(TOKEN);
    expect(JSON.parse(sent!.payload)).toMatchObject({ seed: null, uid: "demo-old@localhost" });
    expect(JSON.parse(waiting!.payload)).toEqual(invitation(1));
    for (const row of rows) expect(readOutboxMail(row).ok, row.status).toBe(true);
    const read = readOutboxMail(sent!);
    const text = JSON.stringify(read.ok && read.mail.content(mailSite("http://localhost:3000", "secret")));
    expect(text).toContain("first invitation mail");
  });
});
