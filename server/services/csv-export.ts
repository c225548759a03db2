import { CSV_BOM, csvLine, type CsvValue } from "~/domain/csv";

/**
 * Streaming CSV for staff exports (docs/product.md §10.5).
 *
 * Usage, in a service:
 *
 *   const rows = rowsInPages((after) => listSomething(db, { after, limit: 1000 }), (r) => r.id);
 *   return csvStream(["Name", "E-mail"], mapRows(rows, (r) => [r.name, r.email]));
 *
 * and in the route's loader: `return csvDownload("subscribers.csv", stream)` (app/lib/download-response.ts).
 *
 * Memory stays constant however many rows there are: the stream is pulled, so the next rows are read
 * only when the previous chunk has been handed to the socket (@react-router/express waits for the
 * socket's `drain`); rows are read in keyset pages, so no query holds a transaction or a cursor open
 * for the whole download; a client that goes away cancels the stream, which ends the row iterator.
 */

/** Lines are gathered into chunks of about this many characters: fewer, larger writes (and gzip flushes). */
const CHUNK_CHARS = 64 * 1024;

export function csvStream(
  header: readonly string[],
  rows: AsyncIterable<readonly CsvValue[]>,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let iterator: AsyncIterator<readonly CsvValue[]> | undefined;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encoder.encode(CSV_BOM + csvLine(header)));
        iterator = rows[Symbol.asyncIterator]();
      },
      async pull(controller) {
        let text = "";
        while (text.length < CHUNK_CHARS) {
          const next = await iterator!.next();
          if (next.done) {
            if (text) controller.enqueue(encoder.encode(text));
            controller.close();
            return;
          }
          text += csvLine(next.value);
        }
        controller.enqueue(encoder.encode(text));
      },
      async cancel() {
        await iterator?.return?.();
      },
    },
    // One chunk waiting at most: the next is read only once this one is taken.
    { highWaterMark: 1 },
  );
}

/**
 * Every row of a list read page by page with a keyset cursor: `fetchPage(undefined)` gives the first
 * page, `fetchPage(cursorOf(last row))` the next; it stops at the first short page. Each page is its
 * own short query, so a long download never holds the database. The next page is asked for as soon as
 * a full page arrives, while that one's rows are being written: the database works while this process
 * formats (on PostgreSQL another process), and never more than one page is held ahead.
 */
export async function* rowsInPages<Row, Cursor>(
  fetchPage: (after: Cursor | undefined) => Promise<readonly Row[]>,
  cursorOf: (row: Row) => Cursor,
  pageSize = 1000,
): AsyncGenerator<Row> {
  let pending: Promise<readonly Row[]> | undefined = fetchPage(undefined);
  try {
    while (pending) {
      const page: readonly Row[] = await pending;
      const full = page.length >= pageSize && page.length > 0;
      pending = full ? fetchPage(cursorOf(page[page.length - 1]!)) : undefined;
      yield* page;
    }
  } finally {
    // A download cancelled with a page on its way: that page's failure, if any, has no one to tell.
    pending?.catch(() => {});
  }
}

/**
 * Streams each already in `compare` order, merged into one in that order, pulling from each only as its
 * rows are used.
 */
export async function* mergeSorted<Row>(
  streams: readonly AsyncIterable<Row>[],
  compare: (a: Row, b: Row) => number,
): AsyncGenerator<Row> {
  const iterators = streams.map((s) => s[Symbol.asyncIterator]());
  try {
    const heads = await Promise.all(iterators.map((it) => it.next()));
    for (;;) {
      let next = -1;
      heads.forEach((head, i) => {
        if (!head.done && (next < 0 || compare(head.value, heads[next]!.value as Row) < 0)) next = i;
      });
      if (next < 0) return;
      yield heads[next]!.value as Row;
      heads[next] = await iterators[next]!.next();
    }
  } finally {
    // A download cancelled half-way ends every source, so none keeps reading.
    await Promise.all(iterators.map((it) => it.return?.()));
  }
}

/** Each row turned into its cells, lazily. */
export async function* mapRows<Row>(
  rows: AsyncIterable<Row>,
  toCells: (row: Row) => readonly CsvValue[],
): AsyncGenerator<readonly CsvValue[]> {
  for await (const row of rows) yield toCells(row);
}
