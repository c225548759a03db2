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
  it("are committed when mark returns, before any promise runs", () => {
    const { sqlite, row } = outbox();
    const marks = syncSentMarks(sqlite);
    void marks.mark(1, "2026-11-27T10:00:00.000Z");
    expect(row(1)).toEqual({ status: "sent", sent_at: "2026-11-27T10:00:00.000Z", last_error: null });
    expect(row(2)).toMatchObject({ status: "pending" });
    expect(sqlite.pragma("synchronous", { simple: true })).toBe(2);
  });

  it("wait for a transaction open at that moment instead of joining it", async () => {
    const { sqlite, row } = outbox();
    const marks = syncSentMarks(sqlite);
    sqlite.exec("begin immediate");
    let ready = false;
    void marks.ready().then(() => (ready = true));
    const marked = marks.mark(2, "2026-11-27T10:00:00.000Z");
    await new Promise((r) => setImmediate(r));
    expect(ready).toBe(false);
    expect(row(2)).toMatchObject({ status: "pending" });
    // Rolled back, the transaction takes nothing of the mark with it.
    sqlite.exec("rollback");
    await marked;
    expect(ready).toBe(true);
    expect(row(2)).toMatchObject({ status: "sent" });
  });
});
