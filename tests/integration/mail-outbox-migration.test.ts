import { describe, expect, it } from "vitest";
import { migrateToLatest, migrateUpTo } from "#server/db/migrate";
import { readOutboxMail } from "#server/mail/compose";
import { unmigratedDatabaseForFile } from "#tests/support/test-database";

/**
 * The migration that made the person of a mail columns of the outbox (2026-12-12T0900-mail-outbox-person)
 * on a database with mails already: each row gets its person from its payload, and an "I lost my link"
 * mail about one application is rewritten as a list of one, which the kind's schema accepts.
 */
const handle = unmigratedDatabaseForFile();

describe(`the outbox person migration on ${process.env.TEST_ENGINE ?? "sqlite"}`, () => {
  it("fills person_email and person_reference from the payloads of the mails written before it", async () => {
    await migrateUpTo(handle.db, "2026-12-11T0900-application-links");
    const db = handle.db as unknown as import("kysely").Kysely<any>;
    const job = { code: 7, title: "Claims Analyst" };
    const old = {
      "contact-receipt": {
        name: "Old Sender",
        email: "Old.Sender@Example.com",
        mobile: "9847000000",
        subject: "Hello",
        message: "An old message.",
      },
      "application-confirmation": {
        name: "Old Applicant",
        email: "old.applicant@example.com",
        reference: "A-000007",
        job,
        statusSeed: "seed-7",
      },
      "application-link": {
        name: "Old Applicant",
        email: "Old.Applicant@example.com",
        reference: "R-000008",
        job: null,
        statusSeed: "seed-8",
      },
    };
    let n = 0;
    for (const [template, payload] of Object.entries(old))
      await db
        .insertInto("mail_outbox")
        .values({
          message_id: `<old.${++n}@example.com>`,
          template,
          payload: JSON.stringify(payload),
          to_address: payload.email,
          next_attempt_at: "2026-12-01T00:00:00.000Z",
          created_at: "2026-12-01T00:00:00.000Z",
          status: "sent",
        })
        .execute();

    await migrateToLatest(handle.db);
    const rows = await handle.db
      .selectFrom("mail_outbox")
      .select(["template", "payload", "person_email", "person_reference"])
      .orderBy("id")
      .execute();
    expect(rows.map((r) => [r.template, r.person_email, r.person_reference])).toEqual([
      ["contact-receipt", "old.sender@example.com", null],
      ["application-confirmation", "old.applicant@example.com", "A-000007"],
      ["application-link", "old.applicant@example.com", null],
    ]);
    expect(JSON.parse(rows[2]!.payload)).toEqual({
      email: "Old.Applicant@example.com",
      applications: [{ reference: "R-000008", job: null, statusSeed: "seed-8" }],
    });
    // Every one still reads as its kind (the old receipt's text is ignored, not sent).
    for (const row of rows) expect(readOutboxMail(row).ok, row.template).toBe(true);
  });
});
