import type { Db, Executor } from "./database";

/**
 * Group commit: writes that arrive while the database is busy are committed together in one
 * transaction, so many submissions share one fsync (SQLite runs synchronous=FULL). Each caller's
 * promise resolves only after its row is committed, so an acknowledgement still means "on disk".
 * If the shared transaction fails, each write is retried alone, so one bad row never fails others.
 */
export function groupCommit<T, R>(db: Db, write: (trx: Executor, item: T) => Promise<R>, maxBatch = 200) {
  type Pending = { item: T; resolve: (r: R) => void; reject: (e: unknown) => void };
  const queue: Pending[] = [];
  let scheduled = false;

  const flush = async () => {
    scheduled = false;
    const batch = queue.splice(0, maxBatch);
    if (queue.length > 0) schedule();
    try {
      const results = await db.transaction().execute(async (trx) => {
        const out: R[] = [];
        for (const p of batch) out.push(await write(trx, p.item));
        return out;
      });
      batch.forEach((p, i) => p.resolve(results[i]!));
    } catch {
      for (const p of batch) {
        try {
          p.resolve(await db.transaction().execute((trx) => write(trx, p.item)));
        } catch (err) {
          p.reject(err);
        }
      }
    }
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(() => void flush());
  };

  return (item: T): Promise<R> =>
    new Promise<R>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      schedule();
    });
}
