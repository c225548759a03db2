import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { siteConfig } from "~/content/site-config";
import {
  DEFAULT_CONTACT_RETENTION_DAYS,
  DEFAULT_DEMO_RETENTION_DAYS,
  DEFAULT_RETENTION_DAYS,
  DEFAULT_VIEW_DAYS,
} from "~/domain/retention-periods";
import { isEmail } from "~/domain/validation/patterns";
import { MAX_PASSWORD_HASH_COST, MIN_PASSWORD_HASH_COST, PRODUCTION_PASSWORD_HASH_COST } from "./security/passwords";

/** Thrown when an environment variable is invalid; main.ts prints its message as one line. */
export class ConfigError extends Error {}

const booleanLike = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((v) => v === "true" || v === "1" || v === "yes");

function isValidTimeZone(tz: string) {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** One address or several separated by commas, each a valid e-mail address. */
const addressList = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .refine(
      (v) => v.split(",").every((a) => isEmail(a.trim())),
      "must be an e-mail address, or several separated by commas",
    );

const milliseconds = (fallback: number, least: number) =>
  z.coerce
    .number({ error: `must be a whole number of milliseconds, at least ${least}` })
    .int(`must be a whole number of milliseconds, at least ${least}`)
    .min(least, `must be a whole number of milliseconds, at least ${least}`)
    .default(fallback);

/** The company's own domain, from its public address, for the default sender. */
const companyDomain = siteConfig.email.slice(siteConfig.email.indexOf("@") + 1);

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce
    .number({ error: "must be a whole number between 0 and 65535" })
    .int("must be a whole number between 0 and 65535")
    .min(0, "must be a whole number between 0 and 65535")
    .max(65535, "must be a whole number between 0 and 65535")
    .default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .optional()
    .refine(
      (v) => v === undefined || v === "" || /^(postgres|postgresql):\/\/[^\s]+$/.test(v) || /^(sqlite|file):.+/.test(v),
      "must be postgres://user@host:port/db, sqlite:path/to/file.db or empty for ./data/site.db",
    ),
  REDIS_URL: z
    .string()
    .optional()
    .refine((v) => v === undefined || v === "" || /^rediss?:\/\/[^\s]+$/.test(v), "must be redis://host:port or empty"),
  SITE_URL: z
    .string()
    .optional()
    .refine(
      (v) => v === undefined || v === "" || URL.canParse(v),
      "must be an absolute URL such as https://www.example.com",
    ),
  TRUST_PROXY: z
    .string()
    .optional()
    // `true` trusts every X-Forwarded-For entry, so any client could name its own address to the
    // rate limits, the sign-in lock-out and the audit trail.
    .refine(
      (v) => v?.trim().toLowerCase() !== "true",
      "must not be true (it lets any client choose its own address): set the number of proxies in front of the server (such as 1) or their addresses",
    )
    .refine(
      (v) => v === undefined || v === "" || /^(false|\d+|[0-9a-fA-F.:/, ]+|loopback|linklocal|uniquelocal)$/.test(v),
      "must be false, a hop count, or a list of proxy addresses",
    ),
  TOKEN_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  COMPANY_TIME_ZONE: z
    .string()
    .default("Asia/Kolkata")
    .refine(isValidTimeZone, "must be an IANA time zone such as Asia/Kolkata"),
  RATE_LIMIT_POSTS_PER_MINUTE: z.coerce
    .number({ error: "must be a whole number, 0 for no limit" })
    .int("must be a whole number, 0 for no limit")
    .min(0, "must be a whole number, 0 for no limit")
    .default(10),
  HEADERS_TIMEOUT_SECONDS: z.coerce
    .number({ error: "must be a number of seconds above 0" })
    .positive("must be a number of seconds above 0")
    .default(10),
  REQUEST_TIMEOUT_SECONDS: z.coerce
    .number({ error: "must be a number of seconds above 0" })
    .positive("must be a number of seconds above 0")
    .default(60),
  SHUTDOWN_DRAIN_SECONDS: z.coerce
    .number({ error: "must be a number of seconds from 0 to 60" })
    .min(0, "must be a number of seconds from 0 to 60")
    .max(60, "must be a number of seconds from 0 to 60")
    .default(0),
  SMALL_BODY_TIMEOUT_SECONDS: z.coerce
    .number({ error: "must be a number of seconds above 0" })
    .positive("must be a number of seconds above 0")
    .default(15),
  MAX_CONNECTIONS: z.coerce
    .number({ error: "must be a whole number, 0 for no cap" })
    .int("must be a whole number, 0 for no cap")
    .min(0, "must be a whole number, 0 for no cap")
    .default(1000),
  MAX_CONNECTIONS_PER_CLIENT: z.coerce
    .number({ error: "must be a whole number, 0 for no cap" })
    .int("must be a whole number, 0 for no cap")
    .min(0, "must be a whole number, 0 for no cap")
    .default(100),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  BUILD_DIR: z.string().min(1).default("build"),
  SEED: booleanLike.default(true),
  SMTP_URL: z
    .string()
    .optional()
    .refine(
      (v) => v === undefined || (/^smtps?:\/\/[^\s]+$/.test(v) && URL.canParse(v)),
      "must be smtp://user:password@host:port or smtps://user:password@host:port",
    ),
  MAIL_FROM: z
    .string()
    .default(`"${siteConfig.name}" <no-reply@${companyDomain}>`)
    .refine(
      (v) => !/[\r\n]/.test(v) && isEmail(/<([^<>]+)>\s*$/.exec(v)?.[1] ?? v.trim()),
      'must be an e-mail address, optionally with a name: "Company" <no-reply@example.com>',
    ),
  HR_EMAIL: addressList(siteConfig.careersEmail),
  INFO_EMAIL: addressList(siteConfig.email),
  MAIL_POLL_INTERVAL_MS: milliseconds(1000, 10),
  MAIL_RETRY_DELAY_MS: milliseconds(60_000, 10),
  INTERVIEW_REMINDER_INTERVAL_MS: milliseconds(60_000, 10),
  NEWSLETTER_MAILS_PER_SECOND: z.coerce
    .number({ error: "must be a number of mails a second from 1 to 1000" })
    .min(1, "must be a number of mails a second from 1 to 1000")
    .max(1000, "must be a number of mails a second from 1 to 1000")
    .default(50),
  JOB_ALERT_INTERVAL_SECONDS: z.coerce
    .number({ error: "must be a whole number of seconds from 1 to 600" })
    .int("must be a whole number of seconds from 1 to 600")
    .min(1, "must be a whole number of seconds from 1 to 600")
    .max(600, "must be a whole number of seconds from 1 to 600")
    .default(60),
  NEWSLETTER_SMTP_CONNECTIONS: z.coerce
    .number({ error: "must be a whole number from 1 to 20" })
    .int("must be a whole number from 1 to 20")
    .min(1, "must be a whole number from 1 to 20")
    .max(20, "must be a whole number from 1 to 20")
    .default(4),
  STAFF_REQUIRE_2FA: booleanLike.default(false),
  DEMO_REFUSE_FREE_WEBMAIL: booleanLike.default(false),
  RETENTION_DAYS: z.coerce
    .number({ error: "must be a whole number of days, at least 1" })
    .int("must be a whole number of days, at least 1")
    .min(1, "must be a whole number of days, at least 1")
    .default(DEFAULT_RETENTION_DAYS),
  CONTACT_RETENTION_DAYS: z.coerce
    .number({ error: "must be a whole number of days, at least 1" })
    .int("must be a whole number of days, at least 1")
    .min(1, "must be a whole number of days, at least 1")
    .default(DEFAULT_CONTACT_RETENTION_DAYS),
  DEMO_RETENTION_DAYS: z.coerce
    .number({ error: "must be a whole number of days, at least 1" })
    .int("must be a whole number of days, at least 1")
    .min(1, "must be a whole number of days, at least 1")
    .default(DEFAULT_DEMO_RETENTION_DAYS),
  PRIVACY_OFFICER_NAME: z
    .string()
    .trim()
    .min(1, "must be a name")
    .max(200, "must be at most 200 characters")
    .default(siteConfig.privacyOfficer.name),
  PRIVACY_OFFICER_EMAIL: z
    .string()
    .trim()
    .refine(isEmail, "must be an e-mail address")
    .default(siteConfig.privacyOfficer.email),
  METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
  INSIGHTS_COUNTING: booleanLike.default(true),
  INSIGHTS_RAW_DAYS: z.coerce
    .number({ error: "must be a whole number of days from 1 to 366" })
    .int("must be a whole number of days from 1 to 366")
    .min(1, "must be a whole number of days from 1 to 366")
    .max(366, "must be a whole number of days from 1 to 366")
    .default(DEFAULT_VIEW_DAYS),
  // The request header in which the reverse proxy or CDN in front names the visitor's country (decision 0186).
  INSIGHTS_COUNTRY_HEADER: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9-]{1,64}$/, "must be a header name such as CF-IPCountry")
    .optional(),
  PASSWORD_HASH_COST: z.coerce
    .number({ error: `must be a whole number from ${MIN_PASSWORD_HASH_COST} to ${MAX_PASSWORD_HASH_COST}` })
    .int(`must be a whole number from ${MIN_PASSWORD_HASH_COST} to ${MAX_PASSWORD_HASH_COST}`)
    .min(MIN_PASSWORD_HASH_COST, `must be a whole number from ${MIN_PASSWORD_HASH_COST} to ${MAX_PASSWORD_HASH_COST}`)
    .max(MAX_PASSWORD_HASH_COST, `must be a whole number from ${MIN_PASSWORD_HASH_COST} to ${MAX_PASSWORD_HASH_COST}`)
    .default(PRODUCTION_PASSWORD_HASH_COST),
});

export type Config = {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  database: { kind: "sqlite"; file: string } | { kind: "postgres"; url: string };
  redisUrl: string | null;
  siteUrl: string;
  trustProxy: false | number | string;
  tokenSecret: string;
  timeZone: string;
  /** /demo refuses addresses of free webmail services (app/domain/demo/demo-form.ts). */
  demoRefuseFreeWebmail: boolean;
  rateLimitPerMinute: number;
  /**
   * Slow clients (docs/decisions/0029-malformed-requests-and-slow-clients.md) and greedy ones (0100):
   * milliseconds, and counts (0: none). A small body's time is capped by the whole request's.
   */
  http: {
    headersTimeoutMs: number;
    requestTimeoutMs: number;
    smallBodyTimeoutMs: number;
    maxConnections: number;
    maxConnectionsPerClient: number;
    shutdownDrainMs: number;
  };
  logLevel: string;
  buildDir: string;
  seed: boolean;
  mail: MailConfig;
  /** Admins must turn on two-step sign-in (TOTP) before they can use the staff console. */
  staffRequire2fa: boolean;
  /** Rejected or withdrawn applications and resumes are erased this many days after their last change. */
  retentionDays: number;
  /** Contact messages are erased this many days after their last change. */
  contactRetentionDays: number;
  /** Demo bookings and their lead are erased this many days after the demo's time or the lead's last change. */
  demoRetentionDays: number;
  /** How often each process matches new job publications against the job alerts (at most 10 minutes). */
  jobAlertIntervalMs: number;
  /** Who answers privacy questions and rights requests: every form's notice names them (docs/product.md §2.18). */
  privacyOfficer: { name: string; email: string };
  /** scrypt's cost as log2 of N for new password hashes (server/security/passwords.ts). */
  passwordHashCost: number;
  /** How often each process looks for interview reminders due (server/interviews/interview-reminders.ts). */
  interviewReminderIntervalMs: number;
  /** Lets /metrics be read from elsewhere than this machine, as `Authorization: Bearer <token>`. */
  metricsToken: string | null;
  /**
   * First-party page views (server/insights, decision 0169): whether they are counted, and how many days
   * their raw rows are kept before only daily totals remain; the header (lower case) the proxy in front sets
   * to the visitor's country, null when no country is recorded (decision 0186).
   */
  insights: { counting: boolean; rawDays: number; countryHeader: string | null };
};

export type MailConfig = {
  /** null: each mail is written as a .eml file under DATA_DIR/outbox instead of being sent. */
  smtpUrl: string | null;
  from: string;
  /** Told of every application and resume. */
  hrEmail: string;
  /** Receives the contact form's messages. */
  infoEmail: string;
  /** PRIVACY_OFFICER_EMAIL: receives the rights page's requests (docs/product.md §2.19). */
  privacyEmail: string;
  /** How often each process's worker looks for mail to send. */
  pollIntervalMs: number;
  /** The wait before the first retry; it doubles with each failure (server/mail/retry-schedule.ts). */
  retryDelayMs: number;
  /** Newsletter mails each process sends at most per second, after transactional mail. */
  newsletterPerSecond: number;
  /** The newsletter's pooled SMTP connections per process: how many of its mails are sent at once. */
  newsletterConnections: number;
};

function parseTrustProxy(v: string | undefined): false | number | string {
  if (!v || v === "false") return false;
  if (/^\d+$/.test(v)) return Number(v);
  return v;
}

/** Reads the signing secret from DATA_DIR, creating it once, so `npm start` needs no configuration. */
function loadOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, "token-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret + "\n", { mode: 0o600, flag: "wx" });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set", as in most .env files.
  const input = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ""));
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? "environment");
    // A mail server's password is never echoed.
    const raw =
      name === "SMTP_URL"
        ? env[name]?.replace(/\/\/[^@/]*@/, "//***@")
        : name === "METRICS_TOKEN"
          ? env[name]?.replace(/./g, "*")
          : env[name];
    const shown = raw === undefined ? "" : ` (got ${JSON.stringify(raw.length > 60 ? raw.slice(0, 60) + "…" : raw)})`;
    throw new ConfigError(`Invalid configuration: ${name} ${issue.message}${shown}`);
  }
  const c = parsed.data;
  if (c.HEADERS_TIMEOUT_SECONDS > c.REQUEST_TIMEOUT_SECONDS) {
    throw new ConfigError(
      `Invalid configuration: HEADERS_TIMEOUT_SECONDS must not be above REQUEST_TIMEOUT_SECONDS (${c.REQUEST_TIMEOUT_SECONDS})`,
    );
  }
  // The country is the proxy's word: without a proxy in front, the header would be the visitor's.
  if (c.INSIGHTS_COUNTRY_HEADER && !parseTrustProxy(c.TRUST_PROXY)) {
    throw new ConfigError(
      "Invalid configuration: INSIGHTS_COUNTRY_HEADER needs TRUST_PROXY: the header must come from the proxy in front of the server",
    );
  }
  const dataDir = path.resolve(c.DATA_DIR);
  const dbUrl = c.DATABASE_URL;
  const database: Config["database"] =
    dbUrl && /^postgres(ql)?:/.test(dbUrl)
      ? { kind: "postgres", url: dbUrl }
      : {
          kind: "sqlite",
          file: dbUrl ? path.resolve(dbUrl.replace(/^(sqlite|file):(\/\/)?/, "")) : path.join(dataDir, "site.db"),
        };
  return {
    env: c.NODE_ENV,
    port: c.PORT,
    host: c.HOST,
    dataDir,
    database,
    redisUrl: c.REDIS_URL || null,
    siteUrl: (c.SITE_URL || `http://localhost:${c.PORT}`).replace(/\/+$/, ""),
    trustProxy: parseTrustProxy(c.TRUST_PROXY),
    tokenSecret: c.TOKEN_SECRET ?? loadOrCreateSecret(dataDir),
    timeZone: c.COMPANY_TIME_ZONE,
    rateLimitPerMinute: c.RATE_LIMIT_POSTS_PER_MINUTE,
    http: {
      headersTimeoutMs: Math.round(c.HEADERS_TIMEOUT_SECONDS * 1000),
      requestTimeoutMs: Math.round(c.REQUEST_TIMEOUT_SECONDS * 1000),
      smallBodyTimeoutMs: Math.round(Math.min(c.SMALL_BODY_TIMEOUT_SECONDS, c.REQUEST_TIMEOUT_SECONDS) * 1000),
      maxConnections: c.MAX_CONNECTIONS,
      maxConnectionsPerClient: c.MAX_CONNECTIONS_PER_CLIENT,
      shutdownDrainMs: Math.round(c.SHUTDOWN_DRAIN_SECONDS * 1000),
    },
    logLevel: c.LOG_LEVEL,
    buildDir: path.resolve(c.BUILD_DIR),
    seed: c.SEED,
    mail: {
      smtpUrl: c.SMTP_URL ?? null,
      from: c.MAIL_FROM,
      hrEmail: c.HR_EMAIL,
      infoEmail: c.INFO_EMAIL,
      privacyEmail: c.PRIVACY_OFFICER_EMAIL,
      pollIntervalMs: c.MAIL_POLL_INTERVAL_MS,
      retryDelayMs: c.MAIL_RETRY_DELAY_MS,
      newsletterPerSecond: c.NEWSLETTER_MAILS_PER_SECOND,
      newsletterConnections: c.NEWSLETTER_SMTP_CONNECTIONS,
    },
    staffRequire2fa: c.STAFF_REQUIRE_2FA,
    interviewReminderIntervalMs: c.INTERVIEW_REMINDER_INTERVAL_MS,
    demoRefuseFreeWebmail: c.DEMO_REFUSE_FREE_WEBMAIL,
    retentionDays: c.RETENTION_DAYS,
    contactRetentionDays: c.CONTACT_RETENTION_DAYS,
    demoRetentionDays: c.DEMO_RETENTION_DAYS,
    jobAlertIntervalMs: c.JOB_ALERT_INTERVAL_SECONDS * 1000,
    privacyOfficer: { name: c.PRIVACY_OFFICER_NAME, email: c.PRIVACY_OFFICER_EMAIL },
    passwordHashCost: c.PASSWORD_HASH_COST,
    metricsToken: c.METRICS_TOKEN ?? null,
    insights: {
      counting: c.INSIGHTS_COUNTING,
      rawDays: c.INSIGHTS_RAW_DAYS,
      countryHeader: c.INSIGHTS_COUNTRY_HEADER ?? null,
    },
  };
}
