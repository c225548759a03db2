import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createDatabase, type DatabaseHandle } from "./connection";
import { groupCommit } from "./group-commit";
import { migrateToLatest } from "./migrate";

let handle: DatabaseHandle;
afterEach(async () => handle?.close());

async function freshDb() {
  handle = createDatabase({
    kind: "sqlite",
    file: path.join(mkdtempSync(path.join(tmpdir(), "group-commit-")), "site.db"),
  });
  await migrateToLatest(handle.db);
  return handle.db;
}

const row = (email: string) => ({
  email,
  email_key: email,
  ip_address: "",
  browser_info: "",
  created_at: new Date().toISOString(),
  client_ip: "127.0.0.1",
});

describe("groupCommit", () => {
  it("commits concurrent writes together and answers each caller with its own result", async () => {
    const db = await freshDb();
    const transactions = new Set<unknown>();
    const batchSizes: number[] = [];
    const insert = groupCommit(db, async (trx, emails: string[]) => {
      transactions.add(trx);
      batchSizes.push(emails.length);
      const rows = await trx.insertInto("subscriptions").values(emails.map(row)).returning("id").execute();
      return rows.map((r) => r.id);
    });
    const ids = await Promise.all(Array.from({ length: 50 }, (_, i) => insert(`a${i}@example.com`)));
    expect(new Set(ids).size).toBe(50);
    expect(await db.selectFrom("subscriptions").select("email").execute()).toHaveLength(50);
    // Fifty writes, far fewer commits, each handing its writer the whole batch.
    expect(transactions.size).toBeLessThan(5);
    expect(Math.max(...batchSizes)).toBeGreaterThan(1);
  });

  it("a failing write fails alone; the others in its batch are still stored", async () => {
    const db = await freshDb();
    const insert = groupCommit(db, async (trx, emails: string[]) => {
      for (const email of emails) await trx.insertInto("subscriptions").values(row(email)).execute();
      return emails;
    });
    const results = await Promise.allSettled([
      insert("x@example.com"),
      insert("x@example.com"),
      insert("y@example.com"),
    ]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    const stored = (await db.selectFrom("subscriptions").select("email").orderBy("email").execute()).map(
      (r) => r.email,
    );
    expect(stored).toEqual(["x@example.com", "y@example.com"]);
  });
});
