import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { commitWithoutFsync } from "./commit-without-fsync";
import { createDatabase, type DatabaseHandle } from "./connection";
import type { Executor } from "./database";

/** SQLite's `pragma synchronous`: 1 is NORMAL, 2 is FULL. */
const level = async (db: Executor) =>
  (await sql<{ synchronous: number }>`pragma synchronous`.execute(db)).rows[0]!.synchronous;

describe("a write committed without waiting for the disk (SQLite)", () => {
  let dir: string;
  let handle: DatabaseHandle;
  beforeEach(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "no-fsync-"));
    handle = createDatabase({ kind: "sqlite", file: path.join(dir, "site.db") });
    await sql`create table t (n integer)`.execute(handle.db);
  });
  afterEach(async () => {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("runs at NORMAL and leaves the connection at FULL, every time (pragmas act when prepared, and are cached)", async () => {
    expect(await level(handle.db)).toBe(2);
    for (let i = 0; i < 3; i++) {
      const inside = await commitWithoutFsync(handle.db, async (db) => {
        await sql`insert into t (n) values (${i})`.execute(db);
        return level(db);
      });
      expect(inside).toBe(1);
      expect(await level(handle.db)).toBe(2);
    }
  });

  it("holds the connection: a query issued meanwhile waits, and runs at FULL", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const order: string[] = [];
    const marking = commitWithoutFsync(handle.db, async (db) => {
      await gate;
      order.push(`mark at ${await level(db)}`);
    });
    const other = level(handle.db).then((l) => order.push(`other at ${l}`));
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    await Promise.all([marking, other]);
    expect(order).toEqual(["mark at 1", "other at 2"]);
  });

  it("puts FULL back when the write fails", async () => {
    await expect(
      commitWithoutFsync(handle.db, async (db) => {
        await sql`insert into no_such_table values (1)`.execute(db);
      }),
    ).rejects.toThrow(/no such table/);
    expect(await level(handle.db)).toBe(2);
  });

  it("inside a transaction runs the write as it is (the level cannot change there)", async () => {
    const inside = await handle.db.transaction().execute((trx) => commitWithoutFsync(trx, (db) => level(db)));
    expect(inside).toBe(2);
  });
});
