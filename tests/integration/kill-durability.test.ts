import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { ApiClient } from "#tests/support/api-client";
import { freePort, startChildServer, type ChildServer } from "#tests/support/child-server";
import { contactMessage } from "#tests/support/factories";

/**
 * Nothing acknowledged is lost: the real server is killed with SIGKILL (no shutdown, no flush) in the
 * middle of a stream of contact messages, then restarted on the same data. Every message answered 200
 * must be in the database. SQLite only: PostgreSQL's durability is the database server's own.
 */
const dataDir = mkdtempSync(path.join(tmpdir(), "kill-durability-"));
const servers: ChildServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop("SIGKILL")));
  rmSync(dataDir, { recursive: true, force: true });
});

async function startOn(port: number) {
  const server = await startChildServer({
    port,
    dataDir,
    env: { NODE_ENV: "production", LOG_LEVEL: "silent", TOKEN_SECRET: "kill-durability-secret-0123456789abcdef" },
  });
  servers.push(server);
  return server;
}

const postMessage = (client: ApiClient, subject: string) =>
  client.post("/api/Message/PostMessage", contactMessage({ Subject: subject }));

describe.skipIf(process.env.TEST_ENGINE === "postgres")("durability under SIGKILL (SQLite)", () => {
  it("keeps every message it acknowledged when killed mid-stream and restarted", { timeout: 120_000 }, async () => {
    const port = await freePort();
    const first = await startOn(port);
    const client = new ApiClient(first.baseUrl);
    await client.xsrfToken();

    const acknowledged: string[] = [];
    let failed = 0;
    let sent = 0;
    // Eight clients post one message after another until the server dies under them.
    const worker = async (w: number) => {
      for (let i = 0; ; i++) {
        const subject = `durability ${w}-${i}`;
        sent++;
        try {
          const res = await postMessage(client, subject);
          if (res.status === 200) acknowledged.push(subject);
        } catch {
          failed++;
          return;
        }
      }
    };
    const workers = Array.from({ length: 8 }, (_, w) => worker(w));
    while (acknowledged.length < 200) await new Promise((r) => setTimeout(r, 5));
    await first.stop("SIGKILL");
    await Promise.all(workers);
    expect(first.child.signalCode).toBe("SIGKILL");
    // The stream was still running when the server died: some requests got no answer.
    expect(failed).toBeGreaterThan(0);
    expect(sent).toBeGreaterThan(acknowledged.length);

    // The restarted server opens the same data and keeps working.
    const second = await startOn(port);
    const after = await postMessage(new ApiClient(second.baseUrl), "durability after restart");
    expect(after.status).toBe(200);
    await second.stop();

    const db = new Database(path.join(dataDir, "site.db"), { readonly: true, fileMustExist: true });
    const stored = new Set(
      (db.prepare("select subject from contact_messages").all() as { subject: string }[]).map((r) => r.subject),
    );
    db.close();
    const lost = acknowledged.filter((s) => !stored.has(s));
    expect(lost).toEqual([]);
    expect(stored.has("durability after restart")).toBe(true);
  });
});
