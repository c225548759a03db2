// The server the browser tests drive: the built app on a fresh SQLite database under test-results/.
import { rmSync } from "node:fs";
import path from "node:path";
import { root } from "./build-if-stale.mjs";

const port = process.env.E2E_PORT ?? "3210";
const dataDir = path.resolve(root, process.env.E2E_DATA_DIR ?? `test-results/e2e-data-${port}`);
rmSync(dataDir, { recursive: true, force: true });
Object.assign(process.env, {
  PORT: port,
  HOST: "127.0.0.1",
  DATA_DIR: dataDir,
  DATABASE_URL: "",
  // Canonical URLs, sitemap and robots.txt name the address the browser tests use.
  SITE_URL: `http://127.0.0.1:${port}`,
  RATE_LIMIT_POSTS_PER_MINUTE: "0",
  // Mails land in DATA_DIR/outbox (never a real mail server) within a moment, for the tests that read them.
  SMTP_URL: "",
  MAIL_POLL_INTERVAL_MS: "100",
  LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? "warn",
  START_SERVER: "1",
});
const { register } = await import("tsx/esm/api");
register();
await import(path.join(root, "server/main.ts"));
