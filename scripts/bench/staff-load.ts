/**
 * Loads the staff bench's data (scripts/bench/staff-data.ts) into a fresh database, in a process of its
 * own, so the bench's main process never holds what generating 500,000 rows allocates. The pauses that
 * were counted as the server's latency came from the process timing the pages, whatever it had done
 * before (scripts/bench/staff-timing.ts, docs/decisions/0068); this keeps the main process small for the
 * export and the query plans that follow.
 */
import { loadConfig } from "#server/config";
import { createDatabase } from "#server/db/connection";
import { migrateToLatest } from "#server/db/migrate";
import { seedDatabase } from "#server/seed";
import { createLogger } from "#server/logger";
import { createServices } from "#server/services";
import { STAFF_TEST_PASSWORD } from "#tests/support/staff";
import { runInOwnProcess, whenRunAsChild } from "./own-process";
import { generateStaffData, type GeneratedPerson, type StaffDataCounts } from "./staff-data";

export const HR_EMAIL = "hr.bench@staff.example";

type Fresh = { url: string; dataDir: string };
type Loaded = { people: GeneratedPerson[]; loadSeconds: number };

/** The environment the server, the staff CLI's services and the loader all read their database from. */
export function envFor(fresh: Fresh) {
  return {
    ...process.env,
    NODE_ENV: "production",
    LOG_LEVEL: "silent",
    DATA_DIR: fresh.dataDir,
    DATABASE_URL: fresh.url,
  };
}

/** Migrates, seeds, generates the rows and adds the HR account, as the server and `npm run staff` would. */
async function load(fresh: Fresh, counts: StaffDataCounts): Promise<Loaded> {
  const config = loadConfig(envFor(fresh));
  const database = createDatabase(config.database);
  try {
    await migrateToLatest(database.db);
    await seedDatabase(database.db);
    const started = Date.now();
    const { people } = await generateStaffData(database.db, counts, {
      log: (line) => process.stderr.write(`  ${database.engine}: ${line}\r`),
    });
    const loadSeconds = (Date.now() - started) / 1000;
    process.stderr.write("\n");
    const services = createServices({ db: database.db, config, logger: createLogger("silent") });
    const added = await services.staffAuth.addUser(
      { email: HR_EMAIL, name: "Bench HR", role: "hr", password: STAFF_TEST_PASSWORD },
      { system: "bench" },
      { ip: null, userAgent: "bench" },
    );
    if (!added.ok) throw new Error(`could not add the HR account: ${added.message}`);
    return { people, loadSeconds };
  } finally {
    await database.close();
  }
}

/** Runs `load` in a process of its own and answers the people it sampled and how long it took. */
export function loadInItsOwnProcess(fresh: Fresh, counts: StaffDataCounts): Promise<Loaded> {
  return runInOwnProcess(import.meta.url, { fresh, counts });
}

await whenRunAsChild(import.meta.url, ({ fresh, counts }: { fresh: Fresh; counts: StaffDataCounts }) =>
  load(fresh, counts),
);
