import { mkdtempSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openSqlite } from "./connection";
import { syncSentMarks } from "./sent-marks";

/** Just the columns a mark writes. */
function outbox() {
  const sqlite = openSqlite(":memory:");
  sqlite.exec(`create table mail_outbox (id integer primary key, status text not null, sent_at text, last_error text);
    insert into mail_outbox (id, status, last_error) values (1, 'pending', 'earlier failure'), (2, 'pending', null);`);
  const row = (id: number) =>
    sqlite.prepare("select status, sent_at, last_error from mail_outbox where id = ?").get(id) as Record<
      string,
      unknown
    >;
  return { sqlite, row };
}

describe("SQLite's sent marks", () => {
  it("end the mail right after the commit, before mark returns and before any promise runs", () => {
    const { sqlite, row } = outbox();
    const marks = syncSentMarks(sqlite);
    const whenEnded: unknown[] = [];
    const level = () => sqlite.pragma("synchronous", { simple: true });
    void marks.mark(1, "2026-11-27T10:00:00.000Z", () => whenEnded.push(row(1), level()));
    void marks.mark(2, "2026-11-27T10:00:01.000Z", () => whenEnded.push(level()));
    // Committed at NORMAL (1), every time.
    expect(whenEnded).toEqual([{ status: "sent", sent_at: "2026-11-27T10:00:00.000Z", last_error: null }, 1, 1]);
    expect(level()).toBe(2);
  });

  it("do not checkpoint between the mark and the end of the mail; the next commit does", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "sent-marks-"));
    const file = path.join(dir, "site.db");
    const sqlite = openSqlite(file);
    try {
      // A WAL full of pages the database file does not have yet, and a limit the mark's commit reaches.
      sqlite.pragma("wal_autocheckpoint = 0");
      sqlite.exec(`create table mail_outbox (id integer primary key, status text not null, sent_at text, last_error text, body text);
        create table other (id integer primary key);`);
      sqlite.exec("begin");
      const insert = sqlite.prepare("insert into mail_outbox (status, body) values ('pending', ?)");
      for (let i = 0; i < 200; i++) insert.run("x".repeat(500));
      sqlite.exec("commit");
      sqlite.pragma("wal_autocheckpoint = 1");
      const fileSize = () => statSync(file).size;
      const before = fileSize();
      const marks = syncSentMarks(sqlite);
      let whenEnded = -1;
      void marks.mark(1, "2026-11-27T10:00:00.000Z", () => (whenEnded = fileSize()));
      expect(whenEnded).toBe(before);
      expect(sqlite.pragma("wal_autocheckpoint", { simple: true })).toBe(1);
      sqlite.exec("insert into other (id) values (1)");
      expect(fileSize()).toBeGreaterThan(before);
    } finally {
      sqlite.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("wait for a transaction open at that moment instead of joining it", async () => {
    const { sqlite, row } = outbox();
    const marks = syncSentMarks(sqlite);
    sqlite.exec("begin immediate");
    let ready = false;
    void marks.ready().then(() => (ready = true));
    let ended = false;
    const marked = marks.mark(2, "2026-11-27T10:00:00.000Z", () => (ended = true));
    await new Promise((r) => setImmediate(r));
    expect(ready).toBe(false);
    expect(ended).toBe(false);
    expect(row(2)).toMatchObject({ status: "pending" });
    // Rolled back, the transaction takes nothing of the mark with it.
    sqlite.exec("rollback");
    await marked;
    expect(ready).toBe(true);
    expect(ended).toBe(true);
    expect(row(2)).toMatchObject({ status: "sent" });
  });
});
