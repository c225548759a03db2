import type { IncomingMessage, ServerResponse } from "node:http";
import type { FirstTouch } from "~/domain/insights/first-touch";
import type { ReportPeriod } from "~/domain/insights/report-period";
import type { Config } from "../config";
import type { Db } from "../db/database";
import { pageViewCounter } from "./count-page-views";
import { findFirstTouch, type FormVisitor } from "./first-touch";
import { flushPageViews } from "./flush-page-views";
import { foldPageViews } from "./fold-page-views";
import { hiringReport, marketingReport, reportCsv } from "./insights-reports";
import { PageViewBuffer } from "./page-view-buffer";
import { createSalts } from "./salts";

/** Views held at most before new ones are dropped (about 5 MB). */
export const BUFFER_CAPACITY = 10_000;
/** Views per INSERT statement when the buffer is written. */
export const FLUSH_BATCH = 500;

/**
 * First-party page views and the first touch of each visit (decision 0169, docs/product/insights.md):
 * the request hook that counts views into this process's buffer, its flush and the daily fold (run by
 * the periodic tasks of insights-tasks.ts), and the first touch a form records.
 */
export function createInsightsService(options: {
  db: Db;
  config: Pick<Config, "timeZone" | "siteUrl" | "insights">;
  now?: () => number;
  capacity?: number;
  batchSize?: number;
}) {
  const { db, config } = options;
  const now = options.now ?? Date.now;
  const buffer = new PageViewBuffer(options.capacity ?? BUFFER_CAPACITY);
  const salts = createSalts(db);
  const siteHosts = [new URL(config.siteUrl).hostname];
  const base = { db, buffer, salts, timeZone: config.timeZone, siteHosts };
  return {
    counting: config.insights.counting,
    /** The request hook (server/app.ts), or null when counting is off. */
    counter: (
      clientIp: (req: IncomingMessage) => string,
    ): ((req: IncomingMessage, res: ServerResponse) => void) | null =>
      config.insights.counting
        ? pageViewCounter({ buffer, now, clientIp, countryHeader: config.insights.countryHeader })
        : null,
    /** Writes the buffered views in batches; returns how many, and how many were dropped since the last time. */
    async flush(): Promise<{ written: number; dropped: number }> {
      const written = await flushPageViews({ ...base, batchSize: options.batchSize ?? FLUSH_BATCH });
      return { written, dropped: buffer.takeDropped() };
    },
    /** Days older than INSIGHTS_RAW_DAYS become daily totals; past days' salts are deleted. */
    fold: () => foldPageViews({ ...base, rawDays: config.insights.rawDays, now }),
    /** The first touch of the visit a form is sent from, for the use case's input; null when none is known. */
    firstTouch: (visitor: FormVisitor): Promise<FirstTouch | null> =>
      findFirstTouch({ ...base, counting: config.insights.counting, now }, visitor),
    /** Visits, sources and conversions of a period beside the previous one (/staff/insights); `limit` rows a ranked table. */
    marketingReport: (period: ReportPeriod, limit: number | null) =>
      marketingReport(db, period, config.timeZone, limit),
    /** Applications and hires per job and source, and time to hire (/staff/insights/hiring). */
    hiringReport: (period: ReportPeriod) => hiringReport(db, period, config.timeZone),
    /** One report table as CSV, its text cells inert as formulas. */
    reportCsv,
    /** Views waiting to be written in this process. */
    get pendingViews(): number {
      return buffer.size;
    },
  };
}

export type InsightsService = ReturnType<typeof createInsightsService>;
export { formVisitorOf, type FormVisitor } from "./first-touch";
