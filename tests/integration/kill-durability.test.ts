import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";

/**
 * Nothing acknowledged is lost: the real server is killed with SIGKILL (no shutdown, no flush) in the
 * middle of a stream of contact messages, then restarted on the same data. Every message answered 200
 * must be in the database. SQLite only: PostgreSQL's durability is the database server's own.
 */
const root = path.resolve(import.meta.dirname, "../..");
const dataDir = mkdtempSync(path.join(tmpdir(), "kill-durability-"));
const children: ChildProcess[] = [];

afterAll(() => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

async function startChild(port: number) {
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      START_SERVER: "1",
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      REDIS_URL: "",
      RATE_LIMIT_POSTS_PER_MINUTE: "0",
      LOG_LEVEL: "silent",
      TOKEN_SECRET: "kill-durability-secret-0123456789abcdef",
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  children.push(child);
  let stderr = "";
  child.stderr!.on("data", (c: Buffer) => (stderr += c.toString()));
  const deadline = Date.now() + 40_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited at start-up: ${stderr}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return child;
    } catch {}
    if (Date.now() > deadline) throw new Error(`server did not become ready: ${stderr}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function xsrfToken(base: string) {
  const res = await fetch(`${base}/api/General/GetMyIpAddress`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith("XSRF-TOKEN="))!;
  return decodeURIComponent(cookie.split(";")[0]!.slice("XSRF-TOKEN=".length));
}

function postMessage(base: string, token: string, subject: string) {
  return fetch(`${base}/api/Message/PostMessage`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      cookie: `XSRF-TOKEN=${encodeURIComponent(token)}`,
      "x-xsrf-token": token,
    },
    body: JSON.stringify({
      Name: "Durability Test",
      Email: "durability@example.com",
      Mobile: "9847000000",
      Subject: subject,
      Message: "This message must survive the server being killed.",
      IpAddress: "",
      BrowserInfo: "kill-durability test",
    }),
  });
}

describe.skipIf(process.env.TEST_ENGINE === "postgres")("durability under SIGKILL (SQLite)", () => {
  it("keeps every message it acknowledged when killed mid-stream and restarted", { timeout: 120_000 }, async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const first = await startChild(port);
    const token = await xsrfToken(base);

    const acknowledged: string[] = [];
    let failed = 0;
    let sent = 0;
    // Eight clients post one message after another until the server dies under them.
    const worker = async (w: number) => {
      for (let i = 0; ; i++) {
        const subject = `durability ${w}-${i}`;
        sent++;
        try {
          const res = await postMessage(base, token, subject);
          if (res.status === 200) acknowledged.push(subject);
          await res.arrayBuffer();
        } catch {
          failed++;
          return;
        }
      }
    };
    const workers = Array.from({ length: 8 }, (_, w) => worker(w));
    while (acknowledged.length < 200) await new Promise((r) => setTimeout(r, 5));
    first.kill("SIGKILL");
    await Promise.all(workers);
    await new Promise<void>((resolve) =>
      first.exitCode !== null || first.signalCode !== null ? resolve() : first.once("exit", () => resolve()),
    );
    expect(first.signalCode).toBe("SIGKILL");
    // The stream was still running when the server died: some requests got no answer.
    expect(failed).toBeGreaterThan(0);
    expect(sent).toBeGreaterThan(acknowledged.length);

    // The restarted server opens the same data and keeps working.
    const second = await startChild(port);
    const after = await postMessage(base, await xsrfToken(base), "durability after restart");
    expect(after.status).toBe(200);
    second.kill("SIGTERM");
    await new Promise<void>((resolve) => second.once("exit", () => resolve()));

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
