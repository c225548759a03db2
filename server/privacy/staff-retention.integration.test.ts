import { describe, expect, it } from "vitest";
import { listAuditRows } from "#server/audit/audit-log.repository";
import { createRetentionTask } from "#server/privacy/retention";
import { serverForFile } from "#tests/support/test-server";

/**
 * Retention with a RETENTION_DAYS of its own (docs/product.md §10.5): the privacy page states the
 * configured period, and a round erases everything due however many rows that is (it works in
 * batches of 100 and repeats while a batch is full), once, with two processes at it together, and
 * nothing that is not due yet. staff-people.test.ts covers which statuses are due.
 */
const server = serverForFile({ env: { RETENTION_DAYS: "30" } });
const DAY_MS = 24 * 60 * 60 * 1000;

/** `n` resumes for no particular job whose last change was `daysAgo` days ago, inserted 500 a statement; answers their ids. */
async function resumesChanged(n: number, daysAgo: number, tag: string, status = "new") {
  const at = new Date(Date.now() - daysAgo * DAY_MS).toISOString();
  const rows = Array.from({ length: n }, (_, i) => ({
    ...{ name: `Kept ${tag} ${i}`, email: `${tag}${i}@retention.example`, mobile: "9847000000", phone: "" },
    ...{ job_code: 0, ip_address: "", browser_info: "", resume_file_id: null, client_ip: null },
    ...{ status, created_at: at, status_changed_at: at },
  }));
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += 500) {
    const inserted = await server.db
      .insertInto("candidates")
      .values(rows.slice(i, i + 500))
      .returning("id")
      .execute();
    ids.push(...inserted.map((r) => r.id));
  }
  return ids;
}

/** How many of these resumes are erased. */
const erasedAmong = async (ids: number[]) =>
  (
    await server.db
      .selectFrom("candidates")
      .select("id")
      .where("id", "in", ids)
      .where("erased_at", "is not", null)
      .execute()
  ).length;

describe(`retention of RETENTION_DAYS=30 on ${process.env.TEST_ENGINE ?? "sqlite"}`, { timeout: 120_000 }, () => {
  it("is the period the privacy page states", async () => {
    const html = await (await fetch(`${server.baseUrl}/privacy-policy`)).text();
    expect(html).toContain("it is erased automatically 30 days after its last change");
    expect(html).not.toContain("365 days");
  });

  it("erases every row due in one round, across several batches, once, with two processes at it; nothing else", async () => {
    expect(server.config.retentionDays).toBe(30);
    const due = await resumesChanged(250, 31, "due");
    const recent = await resumesChanged(20, 29, "recent");
    const hired = await resumesChanged(5, 400, "hired", "hired");
    const task = () => createRetentionTask({ db: server.db, logger: server.logger, days: server.config.retentionDays });
    const [a, b] = await Promise.all([task().runOnce(), task().runOnce()]);
    expect(a + b).toBe(250);
    expect(await task().runOnce()).toBe(0);

    expect(await erasedAmong(due)).toBe(250);
    expect(await erasedAmong(recent)).toBe(0);
    expect(await erasedAmong(hired)).toBe(0);
    const left = await server.db
      .selectFrom("candidates")
      .select(["name", "email", "mobile"])
      .where("erased_at", "is not", null)
      .execute();
    expect(left.every((r) => r.name === "(erased)" && r.email === "" && r.mobile === "")).toBe(true);
    const audit = await listAuditRows(server.db, { action: "retention.erased" }, 1000);
    expect(audit).toHaveLength(250);
    expect(new Set(audit.map((r) => r.target_id)).size).toBe(250);
  });
});
