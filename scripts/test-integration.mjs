// Runs the integration suite on SQLite, then again on PostgreSQL when one is reachable
// (TEST_DATABASE_URL, default the local server). REQUIRE_POSTGRES=1 (set by .ci/run) makes an
// unreachable PostgreSQL a failure instead of a skip. Prints which engines ran.
import { spawnSync } from "node:child_process";
import pg from "pg";

const adminUrl = process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";
const extra = process.argv.slice(2);

function run(engine) {
  console.log(`\n=== integration tests on ${engine} ===`);
  const r = spawnSync("npx", ["vitest", "run", "--project", "integration", ...extra], {
    stdio: "inherit",
    env: { ...process.env, TEST_ENGINE: engine },
  });
  return r.status === 0;
}

async function postgresReachable() {
  const c = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await c.connect();
    await c.query("select 1");
    return true;
  } catch (e) {
    console.log(`PostgreSQL not reachable at ${adminUrl.replace(/:[^:@/]*@/, ":***@")}: ${e.message}`);
    return false;
  } finally {
    await c.end().catch(() => {});
  }
}

const ran = [];
let ok = run("sqlite");
ran.push(`sqlite ${ok ? "passed" : "FAILED"}`);
if (await postgresReachable()) {
  const pgOk = run("postgres");
  ran.push(`postgres ${pgOk ? "passed" : "FAILED"}`);
  ok &&= pgOk;
} else if (process.env.REQUIRE_POSTGRES === "1") {
  ran.push("postgres UNREACHABLE (required)");
  ok = false;
} else {
  ran.push("postgres skipped (not reachable)");
}
console.log(`\nIntegration engines: ${ran.join("; ")}`);
process.exit(ok ? 0 : 1);
