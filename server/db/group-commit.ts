import type { Db, Executor } from "./database";

/**
 * Group commit: writes that arrive while the database is busy are committed together in one
 * transaction, so many submissions share one fsync (SQLite runs synchronous=FULL). Each caller's
 * promise resolves only after its row is committed, so an acknowledgement still means "on disk".
 * If the shared transaction fails, each write is retried alone, so one bad row never fails others.
 * `writeBatch` gets the whole batch, so it can write it in few statements (and read what the batch needs
 * once), and answers one result per item, in order.
 */
export function groupCommit<T, R>(db: Db, writeBatch: (trx: Executor, items: T[]) => Promise<R[]>, maxBatch = 200) {
  type Pending = { item: T; resolve: (r: R) => void; reject: (e: unknown) => void };
  const queue: Pending[] = [];
  let scheduled = false;

  const flush = async () => {
    scheduled = false;
    const batch = queue.splice(0, maxBatch);
    if (queue.length > 0) schedule();
    try {
      const results = await db.transaction().execute((trx) =>
        writeBatch(
          trx,
          batch.map((p) => p.item),
        ),
      );
      batch.forEach((p, i) => p.resolve(results[i]!));
    } catch {
      for (const p of batch) {
        try {
          const [result] = await db.transaction().execute((trx) => writeBatch(trx, [p.item]));
          p.resolve(result!);
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
