import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");

function start(env: Record<string, string>) {
  return spawnSync(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: root,
    env: { ...process.env, DATA_DIR: mkdtempSync(path.join(tmpdir(), "startup-")), LOG_LEVEL: "silent", ...env },
    encoding: "utf8",
    timeout: 30_000,
  });
}

describe("start-up with bad configuration", () => {
  it.each([
    [{ PORT: "eighty" }, /^Invalid configuration: PORT /],
    [{ DATABASE_URL: "mysql://localhost/site" }, /^Invalid configuration: DATABASE_URL /],
    [{ DATABASE_URL: "postgres://nobody@127.0.0.1:1/none" }, /^Cannot use the PostgreSQL database in DATABASE_URL/],
  ])("%o stops with one clear line and no stack trace", (env, expected) => {
    const r = start(env);
    expect(r.status).toBe(1);
    const lines = r.stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(expected);
    expect(r.stderr).not.toMatch(/\bat .+:\d+:\d+/);
  });
});
