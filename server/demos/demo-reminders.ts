import type { Config } from "../config";
import type { Db } from "../db/database";
import { claimDemoReminder, demoBookingPresenters, demosDueForReminder } from "./demos.repository";
import type { Logger } from "../logger";
import type { MailOutbox } from "../mail/outbox";
import { periodicTask } from "../periodic-task";

const DAY_MS = 86_400_000;

/**
 * The reminder a day before each booked demo (docs/product.md §2.20), to the visitor with the presenters
 * copied. Every process runs it each minute; a demo's reminder is claimed by one conditional update in
 * the transaction that writes the mail, so however many processes look, one mail is written. A demo
 * booked (or moved) less than a day ahead gets none: the invitation has just told them.
 */
export function createDemoReminderTask(options: {
  db: Db;
  config: Config;
  mail: MailOutbox;
  logger: Logger;
  intervalMs?: number;
  now?: () => Date;
}) {
  const { db, config, mail } = options;
  const now = options.now ?? (() => new Date());

  /** One pass; answers how many reminders this process wrote. */
  async function runOnce(): Promise<number> {
    const at = now();
    const due = await demosDueForReminder(db, at.toISOString(), new Date(at.getTime() + DAY_MS).toISOString());
    let written = 0;
    for (const demo of due) {
      const start = Date.parse(demo.start_at!);
      const wrote = await db.transaction().execute(async (trx) => {
        if (!(await claimDemoReminder(trx, demo.id, demo.sequence, at.toISOString()))) return false;
        if (start - Date.parse(demo.updated_at) < DAY_MS) return false;
        const people = await demoBookingPresenters(trx, demo.id);
        await mail.enqueue(trx, "demo-reminder", {
          uid: demo.uid,
          start: demo.start_at!,
          minutes: Math.round((Date.parse(demo.end_at!) - start) / 60_000),
          timeZone: config.timeZone,
          products: JSON.parse(demo.products) as string[],
          presenters: people.map((p) => ({ name: p.name, email: p.email })),
          email: demo.email,
        });
        return true;
      });
      if (wrote) written++;
    }
    return written;
  }

  const task = periodicTask({
    round: async () => void (await runOnce()),
    intervalMs: options.intervalMs ?? 60_000,
    logger: options.logger,
    failure: "demo reminders failed; trying again next minute",
  });
  return { ...task, runOnce };
}
