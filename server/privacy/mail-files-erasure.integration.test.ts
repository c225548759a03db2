import { readdir } from "node:fs/promises";
import { beforeAll, describe, expect, it } from "vitest";
import { outboxFolder } from "#server/mail/mail-files";
import { outboxFileName } from "#server/mail/mail-files";
import { createRetentionTask } from "#server/privacy/retention";
import { contactMessage, jobApplication } from "#tests/support/factories";
import { JOBS } from "#tests/support/seeded-jobs";
import { signedInAs } from "#tests/support/staff";
import { serverForFile } from "#tests/support/test-server";

/**
 * Without SMTP_URL every mail is also a .eml file in DATA_DIR/outbox: erasing a person (the admin at
 * /staff/people), an application (its applicant from the status link) or retention removes the files of
 * the mails it erases, and nobody else's.
 */
const server = serverForFile({ env: { MAIL_POLL_INTERVAL_MS: "50" } });
let jobCode: number;
beforeAll(async () => {
  const job = await server.db.selectFrom("jobs").select("code").where("title", "=", JOBS.trainee).executeTakeFirst();
  jobCode = Number(job!.code);
});

const files = async () => new Set(await readdir(outboxFolder(server.config.dataDir)).catch(() => [] as string[]));

/** The file names of the address's mails, once the worker has written every one of them. */
async function mailFilesOf(email: string): Promise<string[]> {
  for (let i = 0; ; i++) {
    const rows = await server.db
      .selectFrom("mail_outbox")
      .select(["id", "template", "status"])
      .where("person_email", "=", email)
      .execute();
    const names = rows.map(outboxFileName);
    const present = await files();
    if ((rows.length > 0 && names.every((n) => present.has(n))) || i > 200) return names;
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function apply(email: string): Promise<string> {
  const res = await server
    .client()
    .post("/api/Career/PostJobApplication", jobApplication(jobCode, { personal: { Email: email } }));
  expect(res.status).toBe(200);
  return (res.body.StatusLink as string).split("/").at(-1)!;
}

describe(`mail files and erasure on ${process.env.TEST_ENGINE ?? "sqlite"}`, { timeout: 60_000 }, () => {
  it("the admin's erasure of a person removes the files of that person's mails only", async () => {
    const email = "files.person@example.in";
    await apply(email);
    await server.client().post("/api/Message/PostMessage", contactMessage({ Email: email }));
    await apply("files.bystander@example.in");
    const mine = await mailFilesOf(email);
    const theirs = await mailFilesOf("files.bystander@example.in");
    expect(mine).toHaveLength(4);
    const before = await files();
    for (const name of [...mine, ...theirs]) expect(before.has(name), name).toBe(true);

    const { browser } = await signedInAs(server, "admin");
    const res = await browser.postForm("/staff/people", { intent: "erase", email, confirm: "yes" });
    expect(res.status).toBe(200);
    const left = await files();
    for (const name of mine) expect(left.has(name), name).toBe(false);
    for (const name of theirs) expect(left.has(name), name).toBe(true);
  });

  it("an applicant's own erasure from the status link removes the files of its mails", async () => {
    const email = "files.applicant@example.in";
    const token = await apply(email);
    const mine = await mailFilesOf(email);
    expect(mine).toHaveLength(2);
    for (const name of mine) expect((await files()).has(name), name).toBe(true);
    expect(await server.services.applicationStatus.erase(token, null)).toBe(true);
    const left = await files();
    for (const name of mine) expect(left.has(name), name).toBe(false);
  });

  it("retention removes the files of the mails of what it erases", async () => {
    const email = "files.retention@example.in";
    const token = await apply(email);
    const mine = await mailFilesOf(email);
    expect(mine).toHaveLength(2);
    for (const name of mine) expect((await files()).has(name), name).toBe(true);
    expect(await server.services.applicationStatus.withdraw(token, null)).toEqual({ ok: true });
    const retention = createRetentionTask({
      db: server.db,
      logger: server.logger,
      days: 1,
      mailFolder: outboxFolder(server.config.dataDir),
      now: () => new Date(Date.now() + 2 * 24 * 60 * 60 * 1000),
    });
    expect(await retention.runOnce()).toBeGreaterThanOrEqual(1);
    const left = await files();
    for (const name of mine) expect(left.has(name), name).toBe(false);
  });
});
