import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

const dataDir = () => mkdtempSync(path.join(tmpdir(), "config-test-"));

describe("loadConfig", () => {
  it("needs nothing: SQLite under ./data, port 3000, a generated secret kept on disk", () => {
    const dir = dataDir();
    const c = loadConfig({ DATA_DIR: dir });
    expect(c.port).toBe(3000);
    expect(c.database).toEqual({ kind: "sqlite", file: path.join(dir, "site.db") });
    expect(c.tokenSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, "token-secret"), "utf8").trim()).toBe(c.tokenSecret);
    // The same secret on the next start, so issued tokens stay valid.
    expect(loadConfig({ DATA_DIR: dir }).tokenSecret).toBe(c.tokenSecret);
    expect(c.timeZone).toBe("Asia/Kolkata");
    expect(c.rateLimitPerMinute).toBe(10);
  });

  it("reads PostgreSQL and Redis URLs", () => {
    const c = loadConfig({
      DATA_DIR: dataDir(),
      DATABASE_URL: "postgres://u@db:5432/site",
      REDIS_URL: "redis://127.0.0.1:6379",
    });
    expect(c.database).toEqual({ kind: "postgres", url: "postgres://u@db:5432/site" });
    expect(c.redisUrl).toBe("redis://127.0.0.1:6379");
  });

  it.each([
    ["PORT", "abc"],
    ["PORT", "70000"],
    ["DATABASE_URL", "mysql://localhost/db"],
    ["REDIS_URL", "localhost:6379"],
    ["SITE_URL", "not a url"],
    ["COMPANY_TIME_ZONE", "Mars/Olympus"],
    ["RATE_LIMIT_POSTS_PER_MINUTE", "-1"],
    ["TOKEN_SECRET", "short"],
  ])("rejects %s=%s with one line naming the variable", (name, value) => {
    let error: unknown;
    try {
      loadConfig({ DATA_DIR: dataDir(), [name]: value });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toMatch(new RegExp(`^Invalid configuration: ${name} `));
    expect(message).not.toContain("\n");
  });

  it("treats an empty variable as unset", () => {
    expect(loadConfig({ DATA_DIR: dataDir(), PORT: "", DATABASE_URL: "" }).port).toBe(3000);
  });
});
