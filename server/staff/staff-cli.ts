import "../node-env";
import type { Readable } from "node:stream";
import { parseArgs } from "node:util";
import { ROLE_LABELS } from "~/domain/permissions";
import { ConfigError, loadConfig } from "../config";
import { createDatabase } from "../db/connection";
import { migrateToLatest } from "../db/migrate";
import { createLogger } from "../logger";
import { createServices } from "../services";
import type { AuditActor } from "../audit/audit";

/**
 * Staff accounts from a terminal on the server: `npm run staff -- COMMAND [options]`. Same
 * configuration (DATABASE_URL, DATA_DIR) and migrations as the server. Each command prints one line
 * (list-users one per account) and exits 0, or prints one line to stderr and exits non-zero.
 */
const USAGE = [
  "Usage: npm run staff -- add-user --email ADDRESS --name NAME --role admin|hr|marketing|interviewer|sales [--password-stdin]",
  "       npm run staff -- list-users",
  "       npm run staff -- set-role --email ADDRESS --role admin|hr|marketing|interviewer|sales",
  "       npm run staff -- disable --email ADDRESS",
  "       npm run staff -- unlock --email ADDRESS",
].join("\n");

class UsageError extends Error {}

const CLI_ACTOR: AuditActor = { system: "cli" };
const CLI_CLIENT = { ip: null, userAgent: "cli" };

/** Where --password-stdin reads: the process's standard input, or what a test hands in. */
type StdinSource = Readable & { isTTY?: boolean };

async function readStdin(stdin: StdinSource): Promise<string> {
  if (stdin.isTTY) throw new UsageError("--password-stdin reads the password from standard input: pipe it in");
  const chunks: Buffer[] = [];
  for await (const chunk of stdin) chunks.push(Buffer.from(chunk as Buffer | string));
  // One trailing line break (from echo or a file) is not part of the password.
  return Buffer.concat(chunks)
    .toString("utf8")
    .replace(/\r?\n$/, "");
}

function required(values: Record<string, unknown>, name: string): string {
  const v = values[name];
  if (typeof v !== "string" || !v.trim()) throw new UsageError(`Missing --${name}`);
  return v;
}

export async function runStaffCli(
  argv: string[],
  env: NodeJS.ProcessEnv = process.env,
  stdin: StdinSource = process.stdin,
): Promise<string[]> {
  const [command, ...rest] = argv;
  if (!command || command === "help" || command === "--help") throw new UsageError(USAGE);
  const { values } = (() => {
    try {
      return parseArgs({
        args: rest,
        options: {
          email: { type: "string" },
          name: { type: "string" },
          role: { type: "string" },
          "password-stdin": { type: "boolean" },
        },
        strict: true,
        allowPositionals: false,
      });
    } catch (err) {
      throw new UsageError((err as Error).message.split("\n")[0]!);
    }
  })();

  const config = loadConfig(env);
  const database = createDatabase(config.database);
  try {
    await migrateToLatest(database.db);
    const services = createServices({ db: database.db, config, logger: createLogger("silent") });
    const staff = services.staffAuth;
    switch (command) {
      case "add-user": {
        const input = {
          email: required(values, "email"),
          name: required(values, "name"),
          role: required(values, "role"),
          password: values["password-stdin"] ? await readStdin(stdin) : undefined,
        };
        const r = await staff.addUser(input, CLI_ACTOR, CLI_CLIENT);
        if (!r.ok) throw new UsageError(r.message);
        const who = `${ROLE_LABELS[r.user.role]} ${r.user.name} <${r.user.email}>`;
        return [
          r.link
            ? `Added ${who}; they set their password within 24 hours at ${r.link}`
            : `Added ${who}; they can sign in now.`,
        ];
      }
      case "list-users": {
        const users = await staff.listUsers();
        if (users.length === 0) return ["No staff accounts yet."];
        return users.map((u) =>
          [
            u.email,
            u.role,
            u.name,
            u.disabled_at ? "disabled" : u.password_hash ? "active" : "invited (no password yet)",
          ].join("\t"),
        );
      }
      case "set-role": {
        const email = required(values, "email");
        const r = await services.staffAccounts.setRole({ email }, required(values, "role"), CLI_ACTOR, CLI_CLIENT);
        if (!r.ok) throw new UsageError(r.message);
        return [`${r.user.email} is ${r.changed ? "now" : "already"} ${ROLE_LABELS[r.user.role]}.`];
      }
      case "disable": {
        const r = await services.staffAccounts.disable({ email: required(values, "email") }, CLI_ACTOR, CLI_CLIENT);
        if (!r.ok) throw new UsageError(r.message);
        return [`Disabled ${r.user.email}; ${r.sessionsEnded} session${r.sessionsEnded === 1 ? "" : "s"} ended.`];
      }
      case "unlock": {
        const r = await services.staffAccounts.unlockSignIn(
          { email: required(values, "email") },
          CLI_ACTOR,
          CLI_CLIENT,
        );
        if (!r.ok) throw new UsageError(r.message);
        return [`Cleared the sign-in locks of ${r.user.email}.`];
      }
      default:
        throw new UsageError(`Unknown command "${command}". Commands: add-user, list-users, set-role, disable, unlock`);
    }
  } finally {
    await database.close();
  }
}

export type StaffCliOutcome = { code: number; stdout: string; stderr: string };

/**
 * One command as the terminal runs it: what it prints on each stream and its exit code (0; 2 for a
 * refusal or bad configuration; 1 for anything else). The tests call it in their own process too.
 */
export async function staffCli(
  argv: string[],
  env: NodeJS.ProcessEnv = process.env,
  stdin: StdinSource = process.stdin,
): Promise<StaffCliOutcome> {
  try {
    const lines = await runStaffCli(argv, env, stdin);
    return { code: 0, stdout: lines.map((line) => `${line}\n`).join(""), stderr: "" };
  } catch (err) {
    const known = err instanceof UsageError || err instanceof ConfigError;
    const message = known ? (err as Error).message : `Failed: ${err instanceof Error ? err.message : String(err)}`;
    return { code: known ? 2 : 1, stdout: "", stderr: `${message}\n` };
  }
}

const isEntryPoint = process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, "/"));
if (isEntryPoint) {
  void staffCli(process.argv.slice(2)).then(({ code, stdout, stderr }) => {
    process.stdout.write(stdout);
    process.stderr.write(stderr);
    if (code !== 0) process.exit(code);
  });
}
