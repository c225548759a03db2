import { describe, expect, it } from "vitest";
import { runServerUntilExit } from "#tests/support/child-server";

describe("start-up with bad configuration", () => {
  it.each([
    [{ PORT: "eighty" }, /^Invalid configuration: PORT /],
    [{ DATABASE_URL: "mysql://localhost/site" }, /^Invalid configuration: DATABASE_URL /],
    [{ DATABASE_URL: "postgres://nobody@127.0.0.1:1/none" }, /^Cannot use the PostgreSQL database in DATABASE_URL/],
    [{ TRUST_PROXY: "true" }, /^Invalid configuration: TRUST_PROXY must not be true .*number of proxies/],
  ])("%o stops with one clear line and no stack trace", (env, expected) => {
    const r = runServerUntilExit(env);
    expect(r.status).toBe(1);
    const lines = r.stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(expected);
    expect(r.stderr).not.toMatch(/\bat .+:\d+:\d+/);
  });
});
