import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createDatabase } from "#server/db/connection";

describe("SQLite settings", () => {
  it("uses WAL, synchronous=FULL, foreign keys and a busy timeout", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "sqlite-settings-"));
    const handle = createDatabase({ kind: "sqlite", file: path.join(dir, "site.db") });
    const { sql } = await import("kysely");
    const one = async (pragma: string) =>
      Object.values((await sql.raw(`pragma ${pragma}`).execute(handle.db)).rows[0] as object)[0];
    expect(await one("journal_mode")).toBe("wal");
    expect(await one("synchronous")).toBe(2); // FULL
    expect(await one("foreign_keys")).toBe(1);
    expect(await one("busy_timeout")).toBe(5000);
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  });
});
