import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { createDatabase, type DatabaseHandle } from "#server/db/connection";

export type Engine = "sqlite" | "postgres";

/** The engine this integration run targets (scripts/test-integration.mjs runs the suite once per engine). */
export const testEngine: Engine = process.env.TEST_ENGINE === "postgres" ? "postgres" : "sqlite";

export const adminDatabaseUrl = process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";

/** A brand-new, empty database for one test file: a temp SQLite file, or a new PostgreSQL database. */
export async function createFreshDatabase(
  engine: Engine = testEngine,
): Promise<{ url: string; dataDir: string; drop: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-test-"));
  if (engine === "sqlite") {
    return {
      url: `sqlite:${path.join(dataDir, "site.db")}`,
      dataDir,
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `site_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: adminDatabaseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminDatabaseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    dataDir,
    drop: async () => {
      const c = new pg.Client({ connectionString: adminDatabaseUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A fresh database for one test file, opened but not migrated (a migration test runs the migrations up to the
 * one it tests), and closed and dropped after the file. Read `.db` inside the tests, once it is open.
 */
export function unmigratedDatabaseForFile(): { readonly db: DatabaseHandle["db"] } {
  let fresh: Awaited<ReturnType<typeof createFreshDatabase>> | undefined;
  let handle: DatabaseHandle | undefined;
  beforeAll(async () => {
    fresh = await createFreshDatabase();
    const url = fresh.url;
    handle = createDatabase(
      url.startsWith("sqlite:") ? { kind: "sqlite", file: url.slice("sqlite:".length) } : { kind: "postgres", url },
    );
  }, 60_000);
  afterAll(async () => {
    await handle?.close();
    await fresh?.drop();
  });
  return {
    get db() {
      if (!handle) throw new Error("the database opens in beforeAll: read .db inside a test");
      return handle.db;
    },
  };
}
