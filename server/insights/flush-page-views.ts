import { todayIn } from "~/domain/dates";
import type { Executor } from "../db/database";
import { insertPageViews, type PageViewRow } from "./insights.repository";
import type { PageViewBuffer } from "./page-view-buffer";
import type { Salts } from "./salts";
import { pageViewRow } from "./view-row";
import { visitorHash } from "./visitor-hash";

export type FlushDeps = {
  db: Executor;
  buffer: PageViewBuffer;
  salts: Salts;
  timeZone: string;
  siteHosts: readonly string[];
  /** Views per INSERT statement. */
  batchSize: number;
};

/**
 * Writes the buffered views, `batchSize` to a statement, until the buffer is empty; returns how many
 * were written. A batch the database refuses goes back into the buffer (as far as there is room) and
 * the error is thrown for the periodic task to log; the next round tries again.
 */
export async function flushPageViews(deps: FlushDeps): Promise<number> {
  let written = 0;
  for (;;) {
    const batch = deps.buffer.take(deps.batchSize);
    if (batch.length === 0) return written;
    try {
      const rows: PageViewRow[] = [];
      for (const view of batch) {
        const day = todayIn(deps.timeZone, new Date(view.at));
        const salt = await deps.salts.forDay(day);
        rows.push(pageViewRow(view, day, visitorHash(salt, view.ip, view.userAgent), deps.siteHosts));
      }
      await insertPageViews(deps.db, rows);
      written += rows.length;
    } catch (err) {
      deps.buffer.restore(batch);
      throw err;
    }
  }
}
