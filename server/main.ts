import "./node-env";
import type { Server } from "node:http";
import { Redis } from "ioredis";
import type { DestinationStream } from "pino";
import { createApp } from "./app";
import { createCacheBus } from "./cache-bus";
import { ConfigError, loadConfig } from "./config";
import { createDatabase } from "./db/connection";
import { prepareDatabase } from "./db/prepare";
import { seedDatabase } from "./seed";
import { sentMarksFor } from "./db/sent-marks";
import { stopServing } from "./http/graceful-stop";
import { createHttpServer } from "./http/http-server";
import { createLogger } from "./logger";
import { createRateLimiters } from "./security/rate-limit";
import { createRequestRate } from "./http/request-rate";
import { startMailDelivery } from "./mail-delivery";
import { outboxFolder } from "./mail/mail-files";
import { createServices } from "./services";
import { createJobAlertTask } from "./newsletter/job-alerts";
import { createNewsletterScheduler } from "./newsletter/newsletter-scheduler";
import { createRetentionTask } from "./privacy/retention";
import { createStaffSessionSweep } from "./staff/staff-session-sweep";
import { createContentSchedule } from "./site-content/content-schedule";
import { createInterviewReminders } from "./interviews/interview-reminders";
import { createDemoReminderTask } from "./demos/demo-reminders";
import { createMailOutbox } from "./mail/outbox";
import { createInsightsTasks } from "./insights/insights-tasks";

/** Start-up: config -> database -> migrate -> seed -> listen. Returns a function that stops it all. */
export async function startServer(
  options: { dev?: boolean; env?: NodeJS.ProcessEnv; logDestination?: DestinationStream } = {},
) {
  const config = loadConfig(options.env ?? process.env);
  const logger = createLogger(config.logLevel, options.logDestination);
  const database = createDatabase(config.database);
  try {
    const applied = await prepareDatabase(database.db, database.engine, config.seed ? seedDatabase : null);
    logger.info({ engine: database.engine, migrations: applied }, "database ready");
  } catch (err) {
    await database.close().catch(() => {});
    throw new StartupError(describeDatabaseError(config.database.kind, err));
  }

  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false })
    : null;
  redis?.on("error", (err) => logger.warn({ err: err.message }, "redis error"));
  // Limits count from the first request only if Redis is connected by then; a Redis that stays down
  // is not fatal (limits fail open, with a warning), but one that is merely slow gets a few seconds.
  if (redis && redis.status !== "ready") {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        logger.warn("redis not ready after 5 s: starting anyway; rate limits are not enforced until it connects");
        resolve();
      }, 5000);
      redis.once("ready", () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  const vite = options.dev
    ? await import("vite").then((v) => v.createServer({ server: { middlewareMode: true } }))
    : undefined;
  // Content changed in one process clears the caches of every process (Redis), or of this one.
  const cacheBus = createCacheBus({ logger, redis });
  const services = createServices({ db: database.db, config, logger, redis, cacheBus });
  // A fresh installation has no staff account: one line with a link that creates the first admin.
  const firstAdminLink = await services.staffAuth.firstAdminLink();
  if (firstAdminLink) {
    logger.warn(
      { firstAdminLink },
      `No staff account yet: create the first admin at ${firstAdminLink} (works once, for 24 hours)`,
    );
  }
  const { app, handle } = createApp({
    config,
    logger,
    services,
    rateLimiters: createRateLimiters(redis),
    poolStats: database.poolStats,
    vite,
  });

  // Requests counted as they arrive: the outbox worker gives way to visitors (docs/decisions/0127).
  const requests = createRequestRate();
  const server = await new Promise<Server>((resolve, reject) => {
    // The proxies TRUST_PROXY names, as Express compiled the setting: their connections are their clients'.
    const trustProxy = app.get("trust proxy fn") as (address: string, hop: number) => boolean;
    const s = createHttpServer(handle, logger, config.http, (address) => trustProxy(address, 0))
      .on("request", requests.count)
      .listen(config.port, config.host, () => resolve(s));
    s.once("error", reject);
  }).catch((err: NodeJS.ErrnoException) => {
    throw new StartupError(
      err.code === "EADDRINUSE"
        ? `Port ${config.port} is already in use: set PORT to a free port.`
        : `Cannot listen on port ${config.port}: ${err.message}`,
    );
  });
  const sentMarks = sentMarksFor(config.database, database);
  const mailWorker = startMailDelivery({
    db: database.db,
    config,
    logger,
    requests,
    marks: sentMarks,
  });
  const retention = createRetentionTask({
    db: database.db,
    logger,
    days: config.retentionDays,
    contactDays: config.contactRetentionDays,
    demoDays: config.demoRetentionDays,
    mailFolder: outboxFolder(config.dataDir),
    cancelInterviews: services.interviews.cancelForErasure,
  });
  retention.start();
  const sessionSweep = createStaffSessionSweep({ db: database.db, logger });
  sessionSweep.start();
  const contentSchedule = createContentSchedule({ publishDue: () => services.contentEditing.publishDue(), logger });
  contentSchedule.start();
  const interviewReminders = createInterviewReminders({
    db: database.db,
    logger,
    mail: createMailOutbox({ mail: config.mail, siteUrl: config.siteUrl }),
    intervalMs: config.interviewReminderIntervalMs,
  });
  interviewReminders.start();
  const newsletterScheduler = createNewsletterScheduler({ newsletter: services.newsletter, logger });
  newsletterScheduler.start();
  const jobAlertTask = createJobAlertTask({
    jobAlerts: services.jobAlerts,
    logger,
    intervalMs: config.jobAlertIntervalMs,
  });
  jobAlertTask.start();
  const demoReminders = createDemoReminderTask({
    db: database.db,
    config,
    mail: createMailOutbox({ mail: config.mail, siteUrl: config.siteUrl }),
    logger,
  });
  demoReminders.start();
  const insightsTasks = createInsightsTasks({ insights: services.insights, logger });
  insightsTasks.start();
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  logger.info(
    { port, engine: database.engine, nodeEnv: process.env.NODE_ENV },
    `listening on http://localhost:${port}`,
  );

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      logger.info("shutting down: finishing in-flight requests");
      await stopServing(server, config.http.shutdownDrainMs);
      await vite?.close();
      await cacheBus.close();
      redis?.disconnect();
      // "I lost my link" work started after its answer is written, and a mail being sent is finished
      // and marked, before the database closes.
      await services.applicationStatus.linkMailingSettled();
      await mailWorker.stop();
      await retention.stop();
      await sessionSweep.stop();
      await contentSchedule.stop();
      await interviewReminders.stop();
      await newsletterScheduler.stop();
      await jobAlertTask.stop();
      await demoReminders.stop();
      // After the last request is answered: its view is written before the database closes.
      await insightsTasks.stop();
      await database.close();
      logger.info("stopped");
    })());
  return {
    server,
    port,
    stop,
    config,
    logger,
    db: database.db,
    engine: database.engine,
    /** How this process marks newsletter mails handed off (tests drive workers of their own with it). */
    sentMarks,
    app,
    services,
    firstAdminLink,
    /** The page views' start-up fold has ended, so it touches no view a test writes after it. */
    insightsSettled: insightsTasks.foldRoundEnded,
  };
}

export class StartupError extends Error {}

function describeDatabaseError(kind: string, err: unknown): string {
  const e = err as NodeJS.ErrnoException & { message?: string };
  const why = e.code
    ? `${e.code}${e.message ? ": " + e.message.split("\n")[0] : ""}`
    : (e.message ?? String(err)).split("\n")[0];
  return kind === "postgres"
    ? `Cannot use the PostgreSQL database in DATABASE_URL (${why}). Check the address, credentials and that the database exists.`
    : `Cannot open the SQLite database (${why}). Check DATABASE_URL or DATA_DIR and file permissions.`;
}

const isEntryPoint = process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, "/"));
if (isEntryPoint || process.env.START_SERVER === "1") {
  startServer({ dev: process.argv.includes("--dev") })
    .then(({ stop }) => {
      // A repeated signal while stopping must not cut the in-flight requests short: stop() is idempotent.
      const onSignal = () => void stop().then(() => process.exit(0));
      process.on("SIGTERM", onSignal);
      process.on("SIGINT", onSignal);
    })
    .catch((err) => {
      // One clear line, no stack trace, for the mistakes an operator makes.
      if (err instanceof ConfigError || err instanceof StartupError) {
        console.error(err.message);
      } else {
        console.error(`Start-up failed: ${err instanceof Error ? err.message : String(err)}`);
      }
      process.exit(1);
    });
}
