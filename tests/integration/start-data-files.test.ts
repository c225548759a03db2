import { spawn } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "#tests/support/child-server";
import { contactMessage } from "#tests/support/factories";
import { ApiClient } from "#tests/support/api-client";

/**
 * `npm start`'s data files are its user's alone (issue 41, item 9): the SQLite database and its -wal and
 * -shm files, the token secret and the mails written to the outbox folder are made 0600 and their folders
 * 0700, and files an earlier start left open to others (0644, 0755) are closed to them. Run as `npm start`
 * runs it (scripts/start.mjs), on SQLite, whatever the engine under test: the files are SQLite's and the
 * start's own. The build must be current, as `npm test` makes it, or the start builds first.
 */
const root = path.resolve(import.meta.dirname, "../..");
const dataDir = mkdtempSync(path.join(tmpdir(), "start-data-files-"));
const mode = (file: string) => statSync(file).mode & 0o777;
let stop: (() => Promise<void>) | undefined;

afterAll(async () => {
  await stop?.();
  rmSync(dataDir, { recursive: true, force: true });
});

async function startAsNpmStart(): Promise<string> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: "127.0.0.1",
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    REDIS_URL: "",
    RATE_LIMIT_POSTS_PER_MINUTE: "0",
    MAIL_POLL_INTERVAL_MS: "50",
    LOG_LEVEL: "warn",
  };
  delete env.TOKEN_SECRET;
  delete env.SMTP_URL;
  delete env.NODE_ENV;
  const child = spawn(process.execPath, ["scripts/start.mjs"], { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
  let printed = "";
  child.stdout.on("data", (d: Buffer) => void (printed += d.toString()));
  child.stderr.on("data", (d: Buffer) => void (printed += d.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited (${child.exitCode}): ${printed}`);
    const ready = await fetch(`${baseUrl}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return baseUrl;
    if (Date.now() > deadline) throw new Error(`npm start was not ready in time: ${printed}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe.skipIf(process.env.TEST_ENGINE === "postgres")("the data files of npm start", () => {
  it("are readable by the site's user alone, those left open by an earlier start included", async () => {
    // What an earlier start under a umask of 022 left (or an operator copied in).
    chmodSync(dataDir, 0o755);
    writeFileSync(path.join(dataDir, "token-secret"), "an-earlier-start-secret-0123456789abcdef\n", { mode: 0o644 });
    writeFileSync(path.join(dataDir, "site.db"), "", { mode: 0o644 });
    const outbox = path.join(dataDir, "outbox");
    mkdirSync(outbox, { mode: 0o755 });
    writeFileSync(path.join(outbox, "00000000-earlier.eml"), "Subject: earlier\r\n\r\nBody\r\n", { mode: 0o644 });
    for (const file of ["token-secret", "site.db", "outbox/00000000-earlier.eml"])
      chmodSync(path.join(dataDir, file), 0o644);
    chmodSync(outbox, 0o755);

    const baseUrl = await startAsNpmStart();
    // A mail written by this start, to the outbox folder.
    const posted = await new ApiClient(baseUrl).post("/api/Message/PostMessage", contactMessage());
    expect(posted.status).toBe(200);
    await expect
      .poll(() => readdirSync(outbox).filter((name) => name.endsWith(".eml")).length, { timeout: 20_000 })
      .toBeGreaterThan(1);

    expect(mode(dataDir)).toBe(0o700);
    expect(mode(outbox)).toBe(0o700);
    const files = [
      "token-secret",
      "site.db",
      ...["site.db-wal", "site.db-shm"].filter((name) => existsSync(path.join(dataDir, name))),
      ...readdirSync(outbox).map((name) => `outbox/${name}`),
    ];
    expect(files.length).toBeGreaterThanOrEqual(4);
    for (const file of files) expect(mode(path.join(dataDir, file)), file).toBe(0o600);
  }, 180_000);
});
