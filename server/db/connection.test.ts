import SQLite from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { withStatementCache } from "./connection";

describe("the SQLite statement cache", () => {
  const open = (size?: number) => {
    const sqlite = new SQLite(":memory:");
    sqlite.exec("create table t (n integer)");
    return withStatementCache(sqlite, size);
  };

  it("prepares a statement once and reuses it for the same SQL", () => {
    const db = open();
    const first = db.prepare("insert into t (n) values (?)");
    expect(db.prepare("insert into t (n) values (?)")).toBe(first);
    expect(db.prepare("select n from t")).not.toBe(first);
  });

  it("gives a fresh statement while the cached one is still iterating a result", () => {
    const db = open();
    db.prepare("insert into t (n) values (1), (2)").run([]);
    const select = db.prepare("select n from t") as SQLite.Statement;
    const rows = select.iterate();
    rows.next();
    const other = db.prepare("select n from t") as SQLite.Statement;
    expect(other).not.toBe(select);
    expect(other.all().length).toBe(2);
    rows.return?.();
    expect(db.prepare("select n from t")).toBe(select);
  });

  it("forgets the least recently used statement beyond its size", () => {
    const db = open(2);
    const a = db.prepare("select 1");
    const b = db.prepare("select 2");
    expect(db.prepare("select 1")).toBe(a); // a is now the most recent
    db.prepare("select 3"); // evicts b
    expect(db.prepare("select 1")).toBe(a);
    expect(db.prepare("select 2")).not.toBe(b);
  });
});
