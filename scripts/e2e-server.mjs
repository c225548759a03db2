// The server the browser tests drive (run by Playwright with `node --import tsx`): the built app on a
// fresh SQLite database in the data directory the tests read (tests/e2e/support/environment.ts).
import { rmSync } from "node:fs";
import { startChildServer } from "#tests/support/child-server";
import { E2E_PASSWORD_HASH_COST, e2e } from "#tests/e2e/support/environment";

rmSync(e2e.dataDir, { recursive: true, force: true });
const server = await startChildServer({
  port: e2e.port,
  dataDir: e2e.dataDir,
  env: {
    // Canonical URLs, sitemap and robots.txt name the address the browser tests use.
    SITE_URL: e2e.baseUrl,
    // Mails land in DATA_DIR/outbox (never a real mail server) within a moment, for the tests that read them.
    SMTP_URL: "",
    MAIL_POLL_INTERVAL_MS: "100",
    // Job alerts matched every second, not every minute, so the alert test waits moments.
    JOB_ALERT_INTERVAL_SECONDS: "1",
    // The cheapest password hashing the server accepts: the tests sign in many times.
    PASSWORD_HASH_COST: E2E_PASSWORD_HASH_COST,
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? "warn",
  },
  stderr: "inherit",
});
// Playwright stops this process; the server stops with it, and this process ends if the server does.
for (const signal of ["SIGTERM", "SIGINT"]) process.once(signal, () => void server.stop(signal));
server.child.once("exit", (code) => process.exit(code ?? 1));
