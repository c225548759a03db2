import { describe, expect, it } from "vitest";
import type { Kysely } from "kysely";
import { migrateToLatest, migrateUpTo } from "#server/db/migrate";
import { APPLICATION_ROW_CONSTANTS } from "#tests/support/factories";
import { unmigratedDatabaseForFile } from "#tests/support/test-database";

/**
 * The migration that keeps each mobile in E.164 (2026-12-15T0900-mobile-e164) on a database with
 * applications and resumes already: every row written before it gets its number's E.164, across more
 * rows than one batch; text that is no number, and an erased row, keep none.
 */
const handle = unmigratedDatabaseForFile();

const at = "2026-11-01T00:00:00.000Z";

describe(`the mobile E.164 migration on ${process.env.TEST_ENGINE ?? "sqlite"}`, () => {
  it("fills mobile_e164 for the rows written before it, and leaves what is no number empty", async () => {
    await migrateUpTo(handle.db, "2026-12-12T0900-staff-sign-in-unlock");
    const db = handle.db as unknown as Kysely<any>;
    const spellings = ["98467 78899", "9846778899", "+91 98467 78899", "+919846778899", "+971 50 123 4567"];
    // More resumes than one batch of the migration (500): the last ones must be read too.
    const resumes = Array.from({ length: 1_203 }, (_, i) => ({
      name: `Sender ${i}`,
      email: `sender${i}@example.in`,
      mobile: i < spellings.length ? spellings[i] : i === 1_202 ? "(050) 765-4321" : `9${String(800_000_000 + i)}`,
      phone: "",
      job_code: 0,
      ip_address: "192.0.2.1",
      browser_info: "test",
      resume_file_id: null,
      created_at: at,
      client_ip: "192.0.2.1",
    }));
    resumes.push({ ...resumes[0]!, email: "odd@example.in", mobile: "12-34" });
    resumes.push({ ...resumes[0]!, name: "(erased)", email: "", mobile: "" });
    for (let i = 0; i < resumes.length; i += 200)
      await db
        .insertInto("candidates")
        .values(resumes.slice(i, i + 200))
        .execute();

    const { code } = await db
      .insertInto("jobs")
      .values({ title: "Claims Analyst", posted_on: "2026-10-01", created_at: at, client_ip: null })
      .returning("code")
      .executeTakeFirstOrThrow();
    const { id: fileId } = await db
      .insertInto("resume_files")
      .values({
        file_name: "cv.pdf",
        content_type: "application/pdf",
        size: 5,
        sha256: "0".repeat(64),
        bytes: Buffer.from("%PDF-"),
        created_at: at,
        client_ip: null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db
      .insertInto("job_applications")
      .values({
        job_code: code,
        name: "Old Applicant",
        gender: "F",
        birth_date: "15-08-1996",
        ...APPLICATION_ROW_CONSTANTS,
        email: "old.applicant@example.in",
        mobile: "+91-98467-78899",
        address1: "1 Main Road",
        city: "Kochi",
        current_ctc: null,
        expected_ctc: null,
        ip_address: "192.0.2.1",
        browser_info: "test",
        resume_file_id: fileId,
        created_at: at,
        client_ip: null,
      })
      .execute();

    await migrateToLatest(handle.db);
    const e164 = new Map(
      (await handle.db.selectFrom("candidates").select(["email", "mobile_e164"]).execute()).map((r) => [
        r.email,
        r.mobile_e164,
      ]),
    );
    expect(spellings.map((_, i) => e164.get(`sender${i}@example.in`))).toEqual([
      "+919846778899",
      "+919846778899",
      "+919846778899",
      "+919846778899",
      "+971501234567",
    ]);
    expect(e164.get("sender700@example.in")).toBe("+919800000700");
    expect(e164.get("sender1202@example.in")).toBe("+971507654321");
    expect(e164.get("odd@example.in")).toBeNull();
    expect(e164.get("")).toBeNull();
    const [application] = await handle.db.selectFrom("job_applications").select(["mobile", "mobile_e164"]).execute();
    expect(application).toEqual({ mobile: "+91-98467-78899", mobile_e164: "+919846778899" });
  });
});
