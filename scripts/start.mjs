// `npm start`: build when the build is missing or older than the sources, then run the server
// (which migrates, seeds and listens). The TypeScript server runs through tsx in this process, so
// signals reach it directly.
import { chmodSync, lstatSync, readdirSync } from "node:fs";
import path from "node:path";
import { buildIfStale, root } from "./build-if-stale.mjs";

process.chdir(root);
buildIfStale();
// What the server writes holds personal data and secrets (the SQLite database, the secret that signs links
// and tokens, mails written as files under DATA_DIR/outbox): readable by this user alone. New files are
// made 0600 and folders 0700, as the systemd unit's UMask=0077 makes them (docs/operations.md).
process.umask(0o077);
const { register } = await import("tsx/esm/api");
register();
await closeDataToOthers();
process.env.START_SERVER = "1";
await import(path.join(root, "server/main.ts"));

/**
 * Data files an earlier start left readable by others (made under a umask of 022, or copied in) are closed
 * to them: DATA_DIR itself, its token secret, its outbox folder and the mails in it, and the SQLite
 * database (with its -wal, -shm and -journal files) wherever DATABASE_URL puts it. Only these, by name:
 * DATA_DIR may be a folder that holds other things. A configuration that does not load is left for the
 * server, which says what is wrong with it.
 */
async function closeDataToOthers() {
  let config, outbox;
  try {
    const [{ loadConfig }, { outboxFolder }] = await Promise.all([
      import(path.join(root, "server/config.ts")),
      import(path.join(root, "server/mail/mail-files.ts")),
    ]);
    config = loadConfig(process.env);
    outbox = outboxFolder(config.dataDir);
  } catch {
    return;
  }
  ownerOnly(config.dataDir);
  ownerOnly(path.join(config.dataDir, "token-secret")); // server/config.ts writes it there
  ownerOnly(outbox);
  for (const mail of listed(outbox)) ownerOnly(path.join(outbox, mail));
  if (config.database.kind === "sqlite")
    for (const suffix of ["", "-wal", "-shm", "-journal"]) ownerOnly(config.database.file + suffix);
}

/** The names in a folder, none when it is not there. */
function listed(folder) {
  try {
    return readdirSync(folder);
  } catch {
    return [];
  }
}

/** A file (0600) or folder (0700) left with no right for group or others; a symbolic link is left alone. */
function ownerOnly(file) {
  let stat;
  try {
    stat = lstatSync(file);
  } catch {
    return;
  }
  if (stat.isSymbolicLink() || (stat.mode & 0o077) === 0) return;
  try {
    chmodSync(file, stat.isDirectory() ? 0o700 : 0o600);
  } catch (err) {
    console.error(`Could not make ${file} readable by its owner alone: ${err.message}`);
  }
}
