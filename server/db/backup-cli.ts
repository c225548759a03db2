import "../node-env";
import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "../config";
import { backupDatabase, BackupError, restoreDatabase } from "./backup";

/**
 * `npm run backup -- --to FILE` and `npm run restore -- --from FILE [--force]`, with the server's own
 * configuration (DATABASE_URL, DATA_DIR). Prints one line and exits 0, or one line to stderr and exits 1.
 */
const USAGE = "Usage: npm run backup -- --to FILE\n       npm run restore -- --from FILE [--force]";

async function main(argv: string[]): Promise<string> {
  const [command, ...rest] = argv;
  const { values } = parseArgs({
    args: rest,
    options: { to: { type: "string" }, from: { type: "string" }, force: { type: "boolean", default: false } },
  });
  const { database } = loadConfig(process.env);
  // A backup holds every applicant's personal data: readable by the site's user alone.
  process.umask(0o077);
  if (command === "backup" && values.to) {
    await backupDatabase(database, values.to);
    return `backed up to ${values.to}`;
  }
  if (command === "restore" && values.from) {
    await restoreDatabase(database, values.from, values.force);
    return `restored from ${values.from}`;
  }
  throw new BackupError(USAGE);
}

main(process.argv.slice(2)).then(
  (line) => {
    console.log(line);
  },
  (err: unknown) => {
    const known =
      err instanceof BackupError ||
      err instanceof ConfigError ||
      String((err as { code?: unknown }).code).startsWith("ERR_PARSE_ARGS");
    console.error(known ? (err as Error).message : `Failed: ${err instanceof Error ? err.message : String(err)}`);
    process.exitCode = 1;
  },
);
