import type { Config } from "#server/config";
import type { Db } from "#server/db/database";
import type { SentMarks } from "#server/db/sent-marks";
import type { RequestRate } from "#server/http/request-rate";
import type { Logger } from "#server/logger";
import { mailSite } from "./mail/mail-site";
import { createOutboxWorker } from "./outbox-worker";
import { pooledSmtpTransport } from "./mail/smtp-pool";
import { folderTransport, smtpTransport } from "./mail/transport";
import { outboxFolder } from "./mail/mail-files";

/**
 * This process's outbox worker, sending through SMTP_URL or into DATA_DIR/outbox; `requests`, the
 * process's request rate, slows newsletter mail while visitors are served; `marks`, how newsletter mails
 * handed off are marked sent on this database (server/db/sent-marks.ts).
 */
export function startMailDelivery({
  db,
  config,
  logger,
  requests,
  marks,
}: {
  db: Db;
  marks: SentMarks;
  config: Config;
  logger: Logger;
  requests: RequestRate;
}) {
  const transport = config.mail.smtpUrl
    ? smtpTransport(config.mail.smtpUrl)
    : folderTransport(outboxFolder(config.dataDir));
  // The newsletter's own transport: pooled connections, so its mails do not each open one, each mail
  // handed off with its sent mark. Timeouts under the newsletter claim's margin (outbox-worker.ts).
  const bulkTransport = config.mail.smtpUrl
    ? pooledSmtpTransport(config.mail.smtpUrl, {
        connections: config.mail.newsletterConnections,
        connectionTimeoutMs: 10_000,
        socketTimeoutMs: 20_000,
      })
    : folderTransport(outboxFolder(config.dataDir));
  const worker = createOutboxWorker({
    db,
    transport,
    from: config.mail.from,
    site: mailSite(config.siteUrl, config.tokenSecret),
    pollIntervalMs: config.mail.pollIntervalMs,
    retryDelayMs: config.mail.retryDelayMs,
    bulk: {
      transport: bulkTransport,
      marks,
      perSecond: config.mail.newsletterPerSecond,
      concurrency: config.mail.newsletterConnections,
      visitorsPerSecond: requests.perSecond,
    },
    logger,
  });
  worker.start();
  logger.info({ mail: transport.description }, "mail outbox worker started");
  return worker;
}
