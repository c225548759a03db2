import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import http from "node:http";
import type http2 from "node:http2";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, startChildServer, type ChildServer } from "#tests/support/child-server";
import { contactMessage } from "#tests/support/factories";
import { connectH2, h2JsonHeaders, h2Request } from "#tests/support/h2-client";
import { nginxBinary, selfSignedCertificate, startSiteProxy } from "#tests/support/nginx";
import { redisForTests, testRedisUrl } from "#tests/support/redis";
import { startSmtpSink, type SmtpSink } from "#tests/support/smtp-sink";
import { createFreshDatabase, testEngine } from "#tests/support/test-database";

/**
 * docs/operations.md's "Production set-up, step by step", followed as far as a test can: the settings file
 * of step 4 as written there (its placeholders filled as its comments say, the token secret made by the
 * command it names), each process started as deploy/kavach-site@.service starts it (its Environment= lines
 * and ExecStart, the instance being the port), both at once (step 5), deploy/nginx.conf in front (step 6),
 * one process restarted at a time (step 7), the backup and restore commands of "Backups and restores", and
 * /metrics from the machine itself (step 9). What a test cannot do here (apt, adduser, systemctl, certbot)
 * is left to the document. PostgreSQL only, as the document's set-up is.
 */
const root = path.resolve(import.meta.dirname, "../..");
const operations = readFileSync(path.join(root, "docs/operations.md"), "utf8");
const unit = readFileSync(path.join(root, "deploy/kavach-site@.service"), "utf8");
const haveRedis = await redisForTests();

/** The fenced code block that follows `marker` in docs/operations.md. */
function blockAfter(marker: string): string {
  const at = operations.indexOf(marker);
  if (at < 0) throw new Error(`docs/operations.md no longer has ${marker}`);
  const found = /```sh\n([\s\S]*?)```/.exec(operations.slice(at));
  if (!found) throw new Error(`no code block after ${marker}`);
  return found[1]!.replace(/^ {3}/gm, "");
}

/** `KEY=VALUE   # comment` lines as [key, value, comment]. */
function settingsOf(block: string): [string, string, string][] {
  return block
    .split("\n")
    .map((line) => /^([A-Z_]+)=(\S*)\s*(?:#\s*(.*))?$/.exec(line.trim()))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => [m[1]!, m[2]!, m[3] ?? ""]);
}

/** The unit's Environment= assignments for one instance. */
function unitEnvironment(instance: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of unit.split("\n")) {
    if (!line.startsWith("Environment=")) continue;
    for (const pair of line.slice("Environment=".length).split(/\s+/)) {
      const eq = pair.indexOf("=");
      env[pair.slice(0, eq)] = pair.slice(eq + 1).replaceAll("%i", instance);
    }
  }
  return env;
}

describe.skipIf(testEngine !== "postgres" || (!nginxBinary() && process.env.REQUIRE_NGINX !== "1"))(
  "docs/operations.md's production set-up, followed step by step",
  () => {
    const work = mkdtempSync(path.join(tmpdir(), "operations-"));
    let database: Awaited<ReturnType<typeof createFreshDatabase>>;
    let restored: Awaited<ReturnType<typeof createFreshDatabase>>;
    let sink: SmtpSink;
    let settings: Record<string, string>;
    const ports: number[] = [];
    const apps: ChildServer[] = [];
    let proxy: Awaited<ReturnType<typeof startSiteProxy>>;
    let session: http2.ClientHttp2Session;
    let ca: Buffer;
    let origin = "";
    let httpPort = 0;

    /** One process as systemd starts it: the settings file, then the unit's own environment. */
    const startInstance = (port: number) =>
      startChildServer({
        port,
        // The unit's StateDirectory, /var/lib/kavach-site, shared by both instances as there.
        dataDir: work,
        // systemd sets USER to the unit's User=, which the socket URL of step 4 connects as (node-pg, like
        // libpq, takes the role from it); the test's database belongs to the role postgres.
        env: { ...settings, ...unitEnvironment(String(port)), DATA_DIR: work, USER: "postgres", LOG_LEVEL: "info" },
      });

    beforeAll(async () => {
      database = await createFreshDatabase("postgres");
      restored = await createFreshDatabase("postgres");
      sink = await startSmtpSink();
      const { cert, key } = selfSignedCertificate(work);
      ca = readFileSync(cert);
      const httpsPort = await freePort();
      httpPort = await freePort();
      origin = `https://localhost:${httpsPort}`;

      // Step 4: the settings file as written, each placeholder filled the way its comment says.
      settings = {};
      for (const [key, value, comment] of settingsOf(blockAfter("4. **Settings**"))) {
        if (key === "TOKEN_SECRET") {
          const command = /openssl rand[^#]*/.exec(comment)![0].trim().split(/\s+/);
          const made = spawnSync(command[0]!, command.slice(1), { encoding: "utf8" });
          settings[key] = made.stdout.trim();
        } else if (key === "DATABASE_URL") {
          // The same form (the local socket, peer or trust authentication), on this test's own database.
          const name = new URL(database.url).pathname.slice(1);
          settings[key] = existsSync("/var/run/postgresql") ? value.replace("kavach_site", name) : database.url;
        } else if (key === "SITE_URL") settings[key] = origin;
        else if (key === "SMTP_URL") settings[key] = sink.url;
        else if (key === "REDIS_URL") {
          if (haveRedis) settings[key] = testRedisUrl;
        } else settings[key] = value;
      }
      writeFileSync(
        path.join(work, "env"),
        Object.entries(settings)
          .map(([k, v]) => `${k}=${v}\n`)
          .join(""),
      );

      // Step 5: the unit runs the server the way the tests' child servers do, and both start at once.
      expect(/^ExecStart=\/usr\/bin\/node (.*)$/m.exec(unit)![1]).toBe("--import tsx server/main.ts");
      ports.push(await freePort(), await freePort());
      apps.push(...(await Promise.all(ports.map(startInstance))));

      // Step 6: deploy/nginx.conf in front of both.
      proxy = await startSiteProxy(path.join(root, "deploy/nginx.conf"), {
        httpsPort,
        httpPort,
        upstreams: ports,
        cert,
        key,
      });
      for (let i = 0; ; i++) {
        try {
          session = await connectH2(origin, ca, "127.0.0.1");
          break;
        } catch (error) {
          if (i > 100) throw new Error(`nginx did not answer: ${String(error)} ${proxy.errorLog()}`);
          await new Promise((r) => setTimeout(r, 100));
        }
      }
    }, 180_000);

    afterAll(async () => {
      session?.close();
      await proxy?.stop();
      await Promise.all(apps.map((a) => a.stop()));
      await sink?.stop();
      await database?.drop();
      await restored?.drop();
      rmSync(work, { recursive: true, force: true });
    });

    it("step 4: every setting of the file is documented in docs/configuration.md", () => {
      const configuration = readFileSync(path.join(root, "docs/configuration.md"), "utf8");
      const keys = settingsOf(blockAfter("4. **Settings**")).map(([k]) => k);
      expect(keys).toEqual(expect.arrayContaining(["DATABASE_URL", "SITE_URL", "TRUST_PROXY", "TOKEN_SECRET"]));
      for (const key of keys) expect(configuration, key).toContain(`\`${key}\``);
      expect(settings.TOKEN_SECRET!.length).toBeGreaterThanOrEqual(60);
    });

    it("step 5: both processes, started at once, migrated one database once and serve", async () => {
      for (const app of apps) expect((await fetch(`${app.baseUrl}/readyz`)).status).toBe(200);
      expect(apps.map((a) => a.startupLog).join("\n")).toContain("database ready");
    });

    it("step 6: nginx serves the site over TLS and HTTP/2 and sends plain HTTP to it", async () => {
      expect(session.alpnProtocol).toBe("h2");
      const home = await h2Request(session, "/");
      expect(home.status).toBe(200);
      expect(home.body.toString()).toContain("<html");
      const plain = await new Promise<http.IncomingMessage>((resolve, reject) =>
        http
          .get({ host: "127.0.0.1", port: httpPort, path: "/careers", headers: { host: "localhost" } }, resolve)
          .on("error", reject),
      );
      plain.resume();
      expect(plain.statusCode).toBe(301);
      expect(plain.headers.location).toBe(`https://localhost/careers`);
      expect((await h2Request(session, "/metrics")).status).toBe(404);
    });

    it("mail: a contact message through the proxy is sent by SMTP_URL's server", async () => {
      const posted = await h2Request(session, "/api/Message/PostMessage", {
        method: "POST",
        headers: await h2JsonHeaders(session),
        body: JSON.stringify(contactMessage({ Email: "walkthrough@example.com", Subject: "Set-up walkthrough" })),
      });
      expect(posted.status).toBe(200);
      const [receipt] = await sink.waitFor((m) => m.envelope.to.includes("walkthrough@example.com"));
      expect(receipt!.mail.subject).toBeTruthy();
    });

    it("step 7: restarting one process at a time, the site answers throughout", async () => {
      for (const i of [0, 1]) {
        await apps[i]!.stop();
        expect((await h2Request(session, "/")).status).toBe(200);
        apps[i] = await startInstance(ports[i]!);
        expect((await h2Request(session, "/careers")).status).toBe(200);
      }
    });

    it("step 9: /metrics answers the machine itself in the Prometheus format", async () => {
      const metrics = await fetch(`${apps[0]!.baseUrl}/metrics`);
      expect(metrics.status).toBe(200);
      expect(await metrics.text()).toContain("http_requests_total");
    });

    it("backups: npm run backup while serving, restore refused on the live database, restored into a fresh one", () => {
      const file = path.join(work, "site.backup");
      // As the document runs them: from the checkout, with the settings file loaded.
      const run = (args: string[], databaseUrl: string) =>
        spawnSync("npm", ["run", "--silent", ...args], {
          cwd: root,
          env: {
            ...process.env,
            ...settings,
            DATABASE_URL: databaseUrl,
            DATA_DIR: work,
            USER: "postgres",
            LOG_LEVEL: "silent",
          },
          encoding: "utf8",
          timeout: 120_000,
        });
      expect(blockAfter("## Backups and restores")).toMatch(/npm run backup -- --to .*\n.*npm run restore -- --from/);
      const backup = run(["backup", "--", "--to", file], settings.DATABASE_URL!);
      expect(backup.status, backup.stderr).toBe(0);
      expect(statSync(file).mode & 0o077).toBe(0);
      const refused = run(["restore", "--", "--from", file], settings.DATABASE_URL!);
      expect(refused.status).not.toBe(0);
      expect(refused.stderr + refused.stdout).toContain("--force");
      const restore = run(["restore", "--", "--from", file], restored.url);
      expect(restore.status, restore.stderr).toBe(0);
    });
  },
);
