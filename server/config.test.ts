import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

const dataDir = () => mkdtempSync(path.join(tmpdir(), "config-test-"));

describe("loadConfig", () => {
  it("needs nothing: SQLite under ./data, port 3000, a generated secret kept on disk", () => {
    const dir = dataDir();
    const c = loadConfig({ DATA_DIR: dir });
    expect(c.port).toBe(3000);
    expect(c.database).toEqual({ kind: "sqlite", file: path.join(dir, "site.db") });
    expect(c.tokenSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, "token-secret"), "utf8").trim()).toBe(c.tokenSecret);
    // The same secret on the next start, so issued tokens stay valid.
    expect(loadConfig({ DATA_DIR: dir }).tokenSecret).toBe(c.tokenSecret);
    expect(c.timeZone).toBe("Asia/Kolkata");
    expect(c.rateLimitPerMinute).toBe(10);
    expect(c.http).toEqual({
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 60_000,
      smallBodyTimeoutMs: 15_000,
      maxConnections: 1000,
      maxConnectionsPerClient: 100,
      shutdownDrainMs: 0,
    });
    expect(c.staffRequire2fa).toBe(false);
  });

  it("reads the slow-client limits, and refuses a header timeout above the request timeout", () => {
    const env = {
      DATA_DIR: dataDir(),
      HEADERS_TIMEOUT_SECONDS: "0.5",
      REQUEST_TIMEOUT_SECONDS: "2",
      MAX_CONNECTIONS: "0",
    };
    expect(loadConfig(env).http).toEqual({
      headersTimeoutMs: 500,
      requestTimeoutMs: 2000,
      smallBodyTimeoutMs: 2000,
      maxConnections: 0,
      maxConnectionsPerClient: 100,
      shutdownDrainMs: 0,
    });
    expect(() => loadConfig({ ...env, HEADERS_TIMEOUT_SECONDS: "3" })).toThrow(
      "Invalid configuration: HEADERS_TIMEOUT_SECONDS must not be above REQUEST_TIMEOUT_SECONDS (2)",
    );
  });

  it("reads the shutdown drain, and refuses one outside 0 to 60 seconds", () => {
    expect(loadConfig({ DATA_DIR: dataDir(), SHUTDOWN_DRAIN_SECONDS: "5" }).http.shutdownDrainMs).toBe(5000);
    expect(() => loadConfig({ DATA_DIR: dataDir(), SHUTDOWN_DRAIN_SECONDS: "61" })).toThrow(
      /SHUTDOWN_DRAIN_SECONDS.*must be a number of seconds from 0 to 60/,
    );
  });

  it("reads the per-client cap and the small bodies' timeout, which never exceeds the request's", () => {
    const env = { DATA_DIR: dataDir(), MAX_CONNECTIONS_PER_CLIENT: "0", SMALL_BODY_TIMEOUT_SECONDS: "2.5" };
    expect(loadConfig(env).http).toMatchObject({ smallBodyTimeoutMs: 2500, maxConnectionsPerClient: 0 });
    expect(
      loadConfig({ ...env, HEADERS_TIMEOUT_SECONDS: "1", REQUEST_TIMEOUT_SECONDS: "1" }).http.smallBodyTimeoutMs,
    ).toBe(1000);
  });

  it("reads RETENTION_DAYS as whole days, 365 when unset", () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).retentionDays).toBe(365);
    expect(loadConfig({ DATA_DIR: dataDir(), RETENTION_DAYS: "30" }).retentionDays).toBe(30);
    for (const bad of ["0", "-5", "1.5", "a year"])
      expect(() => loadConfig({ DATA_DIR: dataDir(), RETENTION_DAYS: bad })).toThrow(
        /^Invalid configuration: RETENTION_DAYS must be a whole number of days, at least 1/,
      );
  });

  it("reads CONTACT_RETENTION_DAYS as whole days, 730 when unset", () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).contactRetentionDays).toBe(730);
    expect(loadConfig({ DATA_DIR: dataDir(), CONTACT_RETENTION_DAYS: "90" }).contactRetentionDays).toBe(90);
    for (const bad of ["0", "-1", "2.5", "forever"])
      expect(() => loadConfig({ DATA_DIR: dataDir(), CONTACT_RETENTION_DAYS: bad })).toThrow(
        /^Invalid configuration: CONTACT_RETENTION_DAYS must be a whole number of days, at least 1/,
      );
  });

  it("reads DEMO_RETENTION_DAYS as whole days, 730 when unset", () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).demoRetentionDays).toBe(730);
    expect(loadConfig({ DATA_DIR: dataDir(), DEMO_RETENTION_DAYS: "400" }).demoRetentionDays).toBe(400);
    for (const bad of ["0", "-1", "2.5", "forever"])
      expect(() => loadConfig({ DATA_DIR: dataDir(), DEMO_RETENTION_DAYS: bad })).toThrow(
        /^Invalid configuration: DEMO_RETENTION_DAYS must be a whole number of days, at least 1/,
      );
  });

  it("reads METRICS_TOKEN, none when unset, and never echoes one too short", () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).metricsToken).toBeNull();
    expect(loadConfig({ DATA_DIR: dataDir(), METRICS_TOKEN: "a-long-enough-metrics-token" }).metricsToken).toBe(
      "a-long-enough-metrics-token",
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), METRICS_TOKEN: "short-secret" })).toThrow(
      'Invalid configuration: METRICS_TOKEN must be at least 16 characters (got "************")',
    );
  });

  it("reads PASSWORD_HASH_COST as log2 of scrypt's N, the production 17 when unset", () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).passwordHashCost).toBe(17);
    expect(loadConfig({ DATA_DIR: dataDir(), PASSWORD_HASH_COST: "10" }).passwordHashCost).toBe(10);
    for (const bad of ["9", "21", "12.5", "cheap"])
      expect(() => loadConfig({ DATA_DIR: dataDir(), PASSWORD_HASH_COST: bad })).toThrow(
        /^Invalid configuration: PASSWORD_HASH_COST must be a whole number from 10 to 20/,
      );
  });

  it("reads STAFF_REQUIRE_2FA as a yes or no", () => {
    expect(loadConfig({ DATA_DIR: dataDir(), STAFF_REQUIRE_2FA: "true" }).staffRequire2fa).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir(), STAFF_REQUIRE_2FA: "0" }).staffRequire2fa).toBe(false);
    expect(() => loadConfig({ DATA_DIR: dataDir(), STAFF_REQUIRE_2FA: "maybe" })).toThrow(/STAFF_REQUIRE_2FA/);
  });

  it("reads PostgreSQL and Redis URLs", () => {
    const c = loadConfig({
      DATA_DIR: dataDir(),
      DATABASE_URL: "postgres://u@db:5432/site",
      REDIS_URL: "redis://127.0.0.1:6379",
    });
    expect(c.database).toEqual({ kind: "postgres", url: "postgres://u@db:5432/site" });
    expect(c.redisUrl).toBe("redis://127.0.0.1:6379");
  });

  it.each([
    ["PORT", "abc"],
    ["PORT", "70000"],
    ["DATABASE_URL", "mysql://localhost/db"],
    ["REDIS_URL", "localhost:6379"],
    ["SITE_URL", "not a url"],
    ["COMPANY_TIME_ZONE", "Mars/Olympus"],
    ["RATE_LIMIT_POSTS_PER_MINUTE", "-1"],
    ["TOKEN_SECRET", "short"],
    ["SMTP_URL", "mail.example.com:25"],
    ["MAIL_FROM", "not an address"],
    ["HR_EMAIL", "hr@example.com, nobody"],
    ["INFO_EMAIL", "info"],
    ["MAIL_POLL_INTERVAL_MS", "5"],
    ["MAIL_RETRY_DELAY_MS", "soon"],
    ["HEADERS_TIMEOUT_SECONDS", "0"],
    ["REQUEST_TIMEOUT_SECONDS", "soon"],
    ["MAX_CONNECTIONS", "1.5"],
    ["MAX_CONNECTIONS", "-1"],
    ["MAX_CONNECTIONS_PER_CLIENT", "ten"],
    ["MAX_CONNECTIONS_PER_CLIENT", "-5"],
    ["SMALL_BODY_TIMEOUT_SECONDS", "0"],
  ])("rejects %s=%s with one line naming the variable", (name, value) => {
    let error: unknown;
    try {
      loadConfig({ DATA_DIR: dataDir(), [name]: value });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toMatch(new RegExp(`^Invalid configuration: ${name} `));
    expect(message).not.toContain("\n");
  });

  it("refuses TRUST_PROXY=true with one line asking for a hop count or the proxies' addresses", () => {
    for (const value of ["true", "TRUE", " true"]) {
      expect(() => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: value }), value).toThrow(ConfigError);
      try {
        loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: value });
      } catch (e) {
        const message = (e as Error).message;
        expect(message).toMatch(/^Invalid configuration: TRUST_PROXY must not be true .*number of proxies.*addresses/);
        expect(message).not.toContain("\n");
      }
    }
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: "10.0.0.1, 10.0.0.2" }).trustProxy).toBe(
      "10.0.0.1, 10.0.0.2",
    );
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: "loopback" }).trustProxy).toBe("loopback");
    expect(loadConfig({ DATA_DIR: dataDir() }).trustProxy).toBe(false);
  });

  it("reads INSIGHTS_COUNTRY_HEADER in lower case, none when unset, and only with TRUST_PROXY (decision 0186)", () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).insights.countryHeader).toBe(null);
    expect(
      loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: "1", INSIGHTS_COUNTRY_HEADER: "CF-IPCountry" }).insights
        .countryHeader,
    ).toBe("cf-ipcountry");
    expect(() => loadConfig({ DATA_DIR: dataDir(), INSIGHTS_COUNTRY_HEADER: "CF-IPCountry" })).toThrow(
      "Invalid configuration: INSIGHTS_COUNTRY_HEADER needs TRUST_PROXY: the header must come from the proxy in front of the server",
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: "1", INSIGHTS_COUNTRY_HEADER: "a b" })).toThrow(
      'Invalid configuration: INSIGHTS_COUNTRY_HEADER must be a header name such as CF-IPCountry (got "a b")',
    );
  });

  it("treats an empty variable as unset", () => {
    expect(loadConfig({ DATA_DIR: dataDir(), PORT: "", DATABASE_URL: "" }).port).toBe(3000);
  });

  it("mails into DATA_DIR/outbox by default, from the company's own addresses", () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).mail).toEqual({
      smtpUrl: null,
      from: '"Kavach InsureTech" <no-reply@kavach-insuretech.example>',
      hrEmail: "careers@kavach-insuretech.example",
      infoEmail: "info@kavach-insuretech.example",
      privacyEmail: "privacy@kavach-insuretech.example",
      pollIntervalMs: 1000,
      retryDelayMs: 60000,
      newsletterPerSecond: 50,
      newsletterConnections: 4,
    });
  });

  it("reads the newsletter's rate and connections, and refuses what is out of range", () => {
    const c = loadConfig({ DATA_DIR: dataDir(), NEWSLETTER_MAILS_PER_SECOND: "200", NEWSLETTER_SMTP_CONNECTIONS: "8" });
    expect(c.mail).toMatchObject({ newsletterPerSecond: 200, newsletterConnections: 8 });
    expect(() => loadConfig({ DATA_DIR: dataDir(), NEWSLETTER_MAILS_PER_SECOND: "0" })).toThrow(
      "NEWSLETTER_MAILS_PER_SECOND must be a number of mails a second from 1 to 1000",
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), JOB_ALERT_INTERVAL_SECONDS: "900" })).toThrow(
      "JOB_ALERT_INTERVAL_SECONDS must be a whole number of seconds from 1 to 600",
    );
  });

  it("reads the privacy contact, the company's own by default, and refuses an address that is not one", () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).privacyOfficer).toEqual({
      name: "Anjali Menon, Privacy Officer",
      email: "privacy@kavach-insuretech.example",
    });
    const set = loadConfig({
      DATA_DIR: dataDir(),
      PRIVACY_OFFICER_NAME: " Devika Pillai ",
      PRIVACY_OFFICER_EMAIL: "dpo@insurer.example",
    });
    expect(set.privacyOfficer).toEqual({ name: "Devika Pillai", email: "dpo@insurer.example" });
    expect(set.mail.privacyEmail).toBe("dpo@insurer.example");
    expect(() => loadConfig({ DATA_DIR: dataDir(), PRIVACY_OFFICER_EMAIL: "nobody" })).toThrow(
      /^Invalid configuration: PRIVACY_OFFICER_EMAIL must be an e-mail address/,
    );
  });

  it("reads the mail settings, and never prints a mail server's password", () => {
    const c = loadConfig({
      DATA_DIR: dataDir(),
      SMTP_URL: "smtps://mailer:s3cret@smtp.example.com:465",
      MAIL_FROM: "Careers <careers@example.com>",
      HR_EMAIL: "hr@example.com, lead@example.com",
      INFO_EMAIL: "info@example.com",
      MAIL_POLL_INTERVAL_MS: "250",
    });
    expect(c.mail).toMatchObject({
      smtpUrl: "smtps://mailer:s3cret@smtp.example.com:465",
      from: "Careers <careers@example.com>",
      hrEmail: "hr@example.com, lead@example.com",
      pollIntervalMs: 250,
    });
    expect(() => loadConfig({ DATA_DIR: dataDir(), SMTP_URL: "http://mailer:s3cret@smtp.example.com" })).toThrow(
      'Invalid configuration: SMTP_URL must be smtp://user:password@host:port or smtps://user:password@host:port (got "http://***@smtp.example.com")',
    );
  });
});
