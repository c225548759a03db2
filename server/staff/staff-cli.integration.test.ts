import { spawn } from "node:child_process";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffMessages } from "~/domain/staff/messages";
import { createDatabase } from "#server/db/connection";
import { createLogger } from "#server/logger";
import { createServices } from "#server/services";
import { loadConfig } from "#server/config";
import { MIN_PASSWORD_HASH_COST } from "#server/security/passwords";
import { staffCli as runCliHere } from "#server/staff/staff-cli";
import { startChildServer } from "#tests/support/child-server";
import { StaffBrowser, STAFF_TEST_PASSWORD } from "../../tests/support/staff";
import { createFreshDatabase } from "../../tests/support/test-database";

const root = path.resolve(import.meta.dirname, "../..");
let fresh: Awaited<ReturnType<typeof createFreshDatabase>>;
let env: Record<string, string>;
beforeAll(async () => {
  fresh = await createFreshDatabase();
  env = {
    DATA_DIR: fresh.dataDir,
    DATABASE_URL: fresh.url,
    SITE_URL: "https://staff.kavach.example",
    TOKEN_SECRET: "integration-test-secret-0123456789abcdef",
    // The commands and the checks below hash and check many passwords: the cheapest cost the server accepts.
    PASSWORD_HASH_COST: String(MIN_PASSWORD_HASH_COST),
  };
});
afterAll(async () => fresh?.drop());

/**
 * Runs `npm run staff -- ARGS` as an operator would, in a process of its own, with `stdin` piped in.
 * Each run starts npm, tsx and Node (seconds): two cases run this way, one that succeeds reading its
 * password from the pipe and one refused, so the npm script, the entry point, the streams and the exit
 * code stay tested; the other cases call the same command in this process (`staffCli` below).
 */
function staffCliProcess(args: string[], stdin = ""): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn("npm", ["run", "--silent", "staff", "--", ...args], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ["pipe", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    child.on("error", reject);
    child.on("exit", (code) => resolve({ code, stdout, stderr: stderr.replace(/^npm warn .*\n/gm, "") }));
    child.stdin.end(stdin);
  });
}

/**
 * The same command through the function the entry point runs (server/staff/staff-cli.ts): the same
 * parsing, configuration, migrations, services, output and exit code, with its own database connection and
 * services, as another process has (sign-in locks kept in this process's memory are not its own).
 * One at a time: two SQLite connections of one process must not wait on each other's writes.
 */
function staffCli(args: string[], stdin = "") {
  return runCliHere(args, { ...process.env, ...env }, Readable.from([stdin]));
}

/** The same database through the services, to check what the commands did. */
async function withServices<T>(
  fn: (s: ReturnType<typeof createServices>, db: ReturnType<typeof createDatabase>["db"]) => Promise<T>,
) {
  const config = loadConfig({ ...env, LOG_LEVEL: "silent" });
  const database = createDatabase(config.database);
  try {
    return await fn(createServices({ db: database.db, config, logger: createLogger("silent") }), database.db);
  } finally {
    await database.close();
  }
}

describe("npm run staff", () => {
  it("add-user --password-stdin creates a working account and prints one line", { timeout: 60_000 }, async () => {
    const r = await staffCliProcess(
      ["add-user", "--email", "Priya@Staff.example", "--name", "Priya Nair", "--role", "admin", "--password-stdin"],
      `${STAFF_TEST_PASSWORD}\n`,
    );
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    expect(r.stdout).toBe("Added Admin Priya Nair <Priya@Staff.example>; they can sign in now.\n");
    await withServices(async (services, db) => {
      const signedIn = await services.staffAuth.signIn(
        { email: "priya@staff.example", password: STAFF_TEST_PASSWORD },
        { ip: "127.0.0.1", userAgent: null },
      );
      expect(signedIn.ok).toBe(true);
      const audit = await db.selectFrom("audit_log").selectAll().where("action", "=", "staff.user-created").execute();
      expect(audit).toEqual([expect.objectContaining({ actor_user_id: null, actor_label: "system: cli", ip: null })]);
    });
  });

  it("refuses bad input with a one-line message and a non-zero exit", { timeout: 120_000 }, async () => {
    const cases: [string[], string, string][] = [
      [
        ["add-user", "--email", "x@staff.example", "--name", "X", "--role", "hr", "--password-stdin"],
        "short\n",
        "Use at least 12 characters for your password",
      ],
      [
        ["add-user", "--email", "x@staff.example", "--name", "X", "--role", "hr", "--password-stdin"],
        "password123456\n",
        "This password is too common. Choose one that is harder to guess",
      ],
      [
        ["add-user", "--email", "x@staff.example", "--name", "X", "--role", "boss"],
        "",
        "Role must be one of: admin, hr, marketing, interviewer, sales",
      ],
      [
        ["add-user", "--email", "priya@staff.example", "--name", "Again", "--role", "hr"],
        "",
        "An account with this email address already exists",
      ],
      [
        ["add-user", "--email", "maria.joseph@staff.example", "--name", "M", "--role", "hr", "--password-stdin"],
        "Maria.Joseph-orbit-2026\n",
        staffMessages.passwordContainsEmail,
      ],
      [
        ["add-user", "--email", "y@staff.example", "--name", "Y", "--role", "hr", "--password-stdin"],
        `${" ".repeat(12)}\n`,
        staffMessages.passwordBlank,
      ],
      [["add-user", "--name", "X", "--role", "hr"], "", "Missing --email"],
      [["set-role", "--email", "nobody@staff.example", "--role", "hr"], "", "No staff account has this email address"],
    ];
    // The first in a process of its own, beside the others, which run here one after the other.
    const [first, ...rest] = cases;
    const spawned = staffCliProcess(first![0], first![1]);
    const results: { code: number | null; stdout: string; stderr: string }[] = [];
    for (const [args, stdin] of rest) results.push(await staffCli(args, stdin));
    results.unshift(await spawned);
    cases.forEach(([args, , message], i) => {
      const r = results[i]!;
      expect(r.code, args.join(" ")).not.toBe(0);
      expect(r.stderr, args.join(" ")).toBe(`${message}\n`);
      expect(r.stdout).toBe("");
    });
  });

  it(
    "add-user without a password prints a one-time link that lets the person set theirs",
    { timeout: 60_000 },
    async () => {
      const r = await staffCli([
        "add-user",
        "--email",
        "sam@staff.example",
        "--name",
        "Sam Joseph",
        "--role",
        "marketing",
      ]);
      expect(r.code).toBe(0);
      const m =
        /^Added Marketing Sam Joseph <sam@staff\.example>; they set their password within 24 hours at (https:\/\/staff\.kavach\.example\/staff\/set-password\/([\w-]{43}))\n$/.exec(
          r.stdout,
        );
      expect(m, r.stdout).not.toBeNull();
      await withServices(async (services) => {
        expect(await services.staffAuth.linkState(m![2]!)).toEqual({
          state: "valid",
          purpose: "invite",
          email: "sam@staff.example",
          name: "Sam Joseph",
        });
      });
    },
  );

  it("refuses to demote or disable the last enabled admin, as the console does", { timeout: 60_000 }, async () => {
    const demote = await staffCli(["set-role", "--email", "priya@staff.example", "--role", "hr"]);
    const disable = await staffCli(["disable", "--email", "priya@staff.example"]);
    for (const r of [demote, disable]) {
      expect(r.code).not.toBe(0);
      expect(r.stderr).toBe(`${staffMessages.lastAdmin}\n`);
      expect(r.stdout).toBe("");
    }
    await withServices(async (services, db) => {
      const priya = (await services.staffAccounts.list()).find((a) => a.email === "Priya@Staff.example");
      expect(priya).toMatchObject({ role: "admin", state: "active" });
      const refusals = await db
        .selectFrom("audit_log")
        .select(["actor_label", "detail"])
        .where("action", "=", "staff.last-admin-kept")
        .execute();
      expect(refusals.map((r) => JSON.parse(r.detail!).asked).sort()).toEqual(["disable", "hr"]);
      expect(refusals.every((r) => r.actor_label === "system: cli")).toBe(true);
    });
  });

  it("list-users, set-role and disable (which ends the person's sessions)", { timeout: 60_000 }, async () => {
    const list = await staffCli(["list-users"]);
    expect(list.code).toBe(0);
    expect(list.stdout).toBe(
      "priya@staff.example\tadmin\tPriya Nair\tactive\nsam@staff.example\tmarketing\tSam Joseph\tinvited (no password yet)\n".replace(
        "priya@staff.example",
        "Priya@Staff.example",
      ),
    );
    // Another admin first: the last one can be neither demoted nor disabled.
    await withServices((services) =>
      services.staffAuth.addUser(
        { email: "ops@staff.example", name: "Ops Admin", role: "admin", password: STAFF_TEST_PASSWORD },
        { system: "test" },
        { ip: null, userAgent: null },
      ),
    );
    const role = await staffCli(["set-role", "--email", "PRIYA@staff.example", "--role", "hr"]);
    expect(role.code).toBe(0);
    expect(role.stdout).toBe("Priya@Staff.example is now HR.\n");

    const sessionId = await withServices(async (services) => {
      const s = await services.staffAuth.signIn(
        { email: "priya@staff.example", password: STAFF_TEST_PASSWORD },
        { ip: "127.0.0.1", userAgent: null },
      );
      if (s.ok !== true) throw new Error(s.ok === false ? s.message : "a code was asked for");
      expect((await services.staffAuth.sessionUser(s.sessionId))?.user.role).toBe("hr");
      return s.sessionId;
    });
    const disable = await staffCli(["disable", "--email", "priya@staff.example"]);
    expect(disable.code).toBe(0);
    expect(disable.stdout).toBe("Disabled Priya@Staff.example; 2 sessions ended.\n");
    await withServices(async (services, db) => {
      expect(await services.staffAuth.sessionUser(sessionId)).toBeNull();
      expect(await db.selectFrom("staff_sessions").selectAll().execute()).toEqual([]);
      const signIn = await services.staffAuth.signIn(
        { email: "priya@staff.example", password: STAFF_TEST_PASSWORD },
        { ip: "127.0.0.1", userAgent: null },
      );
      expect(signIn).toEqual({ ok: false, status: 401, message: "Email or password is incorrect" });
      const actions = (
        await db.selectFrom("audit_log").select("action").where("actor_label", "=", "system: cli").execute()
      ).map((r) => r.action);
      expect(actions).toEqual(
        expect.arrayContaining([
          "staff.user-created",
          "staff.user-invited",
          "staff.role-changed",
          "staff.user-disabled",
        ]),
      );
    });
  });

  it("unlock clears an account's sign-in locks, in every process", { timeout: 60_000 }, async () => {
    await withServices(async (services, db) => {
      const client = { ip: "198.51.100.7", userAgent: null };
      await services.staffAuth.addUser(
        { email: "Lena@staff.example", name: "Lena Das", role: "marketing", password: STAFF_TEST_PASSWORD },
        { system: "test" },
        { ip: null, userAgent: null },
      );
      for (let i = 0; i < 5; i++)
        await services.staffAuth.signIn({ email: "lena@staff.example", password: `wrong-${i}-passphrase` }, client);
      const locked = await services.staffAuth.signIn(
        { email: "lena@staff.example", password: STAFF_TEST_PASSWORD },
        client,
      );
      expect(locked).toMatchObject({ ok: false, status: 429 });

      const r = await staffCli(["unlock", "--email", "LENA@staff.example"]);
      expect(r.stderr).toBe("");
      expect(r.code).toBe(0);
      expect(r.stdout).toBe("Cleared the sign-in locks of Lena@staff.example.\n");
      // This process still holds the old counts in memory: the new unlock time makes them count no more.
      const signedIn = await services.staffAuth.signIn(
        { email: "lena@staff.example", password: STAFF_TEST_PASSWORD },
        client,
      );
      expect(signedIn.ok).toBe(true);
      const audit = await db
        .selectFrom("audit_log")
        .selectAll()
        .where("action", "=", "staff.sign-in-unlocked")
        .execute();
      expect(audit).toEqual([expect.objectContaining({ actor_label: "system: cli" })]);
    });
    const unknown = await staffCli(["unlock", "--email", "nobody@staff.example"]);
    expect(unknown.code).not.toBe(0);
    expect(unknown.stderr).toBe(`${staffMessages.noSuchAccount}\n`);
  });
});

describe("first start", () => {
  it("logs one line with a link that creates the first admin, once", { timeout: 90_000 }, async () => {
    const db = await createFreshDatabase();
    const server = await startChildServer({
      dataDir: db.dataDir,
      env: {
        DATABASE_URL: db.url,
        TOKEN_SECRET: "integration-test-secret-0123456789abcdef",
        SITE_URL: "http://127.0.0.1:9",
        PASSWORD_HASH_COST: String(MIN_PASSWORD_HASH_COST),
      },
    });
    try {
      const lines = server.startupLog.split("\n").filter((l) => l.includes("/staff/set-password/"));
      expect(lines).toHaveLength(1);
      const link =
        /No staff account yet: create the first admin at (http:\/\/127\.0\.0\.1:9\/staff\/set-password\/[\w-]{43}) \(works once, for 24 hours\)/.exec(
          lines[0]!,
        )?.[1];
      expect(link).toBeTruthy();
      const path = new URL(link!).pathname;
      const browser = new StaffBrowser(server.baseUrl);
      const first = await browser.postForm(path, {
        name: "First Admin",
        email: "first@staff.example",
        password: STAFF_TEST_PASSWORD,
      });
      expect(first.status).toBe(302);
      expect((await browser.get("/staff")).status).toBe(200);
      const second = await new StaffBrowser(server.baseUrl).postForm(path, {
        name: "Second",
        email: "second@staff.example",
        password: STAFF_TEST_PASSWORD,
      });
      expect(second.status).toBe(410);
    } finally {
      await server.stop();
    }
    // Started again with an account in place: no link.
    const again = await startChildServer({
      dataDir: db.dataDir,
      env: { DATABASE_URL: db.url, TOKEN_SECRET: "integration-test-secret-0123456789abcdef" },
    });
    try {
      expect(again.startupLog).not.toContain("/staff/set-password/");
    } finally {
      await again.stop();
      await db.drop();
    }
  });
});
