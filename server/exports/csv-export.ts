import { CSV_BOM, csvLine, type CsvValue } from "~/shared/csv";

/**
 * Streaming CSV for staff exports (docs/product.md §10.5).
 *
 * Usage, in a service:
 *
 *   const pages = keysetPages((after) => listSomething(db, { after, limit: 1000 }), (r) => r.id);
 *   return csvStream(["Name", "E-mail"], pages, (r) => [r.name, r.email]);
 *
 * and in the route's loader: `return csvDownload("subscribers.csv", stream)` (app/lib/download-response.ts).
 *
 * Memory stays constant however many rows there are: the stream is pulled, so the next rows are read
 * only when the previous chunk has been handed to the socket (server/http/send-response.ts waits for
 * the socket's `drain` and keeps no chunk it has written); rows are read in keyset pages, so no query
 * holds a transaction or a cursor open for the whole download; a client that goes away cancels the
 * stream, which ends the row iterator.
 *
 * Rows move through here a page at a time, never one by one: a row-by-row chain of async generators
 * made several promises per row (each with its async context), and with the pages held across garbage
 * collections that was most of what an export allocated and what grew the heap (docs/decisions/0067).
 */

/** Lines are gathered into chunks of about this many characters: fewer, larger writes (and gzip flushes). */
const CHUNK_CHARS = 64 * 1024;

export function csvStream<Row>(
  header: readonly string[],
  pages: AsyncIterable<readonly Row[]>,
  toCells: (row: Row) => readonly CsvValue[],
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let iterator: AsyncIterator<readonly Row[]> | undefined;
  let page: readonly Row[] = [];
  let index = 0;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encoder.encode(CSV_BOM + csvLine(header)));
        iterator = pages[Symbol.asyncIterator]();
      },
      async pull(controller) {
        let text = "";
        while (text.length < CHUNK_CHARS) {
          if (index < page.length) {
            text += csvLine(toCells(page[index++]!));
            continue;
          }
          // The page is written: let it go before waiting for the next one.
          page = [];
          index = 0;
          const next = await iterator!.next();
          if (next.done) {
            if (text) controller.enqueue(encoder.encode(text));
            controller.close();
            return;
          }
          page = next.value;
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
 * Every row of a list, page by page, with a keyset cursor: `fetchPage(undefined)` gives the first page,
 * `fetchPage(cursorOf(last row))` the next; it stops at the first short page. Each page is its own
 * short query, so a long download never holds the database. The next page is asked for as soon as a
 * full page arrives, while that one's rows are being written: the database works while this process
 * formats (on PostgreSQL another process), and never more than one page is held ahead.
 */
export async function* keysetPages<Row, Cursor>(
  fetchPage: (after: Cursor | undefined) => Promise<readonly Row[]>,
  cursorOf: (row: Row) => Cursor,
  pageSize = 1000,
): AsyncGenerator<readonly Row[]> {
  let pending: Promise<readonly Row[]> | undefined = fetchPage(undefined);
  try {
    while (pending) {
      const page: readonly Row[] = await pending;
      const full = page.length >= pageSize && page.length > 0;
      pending = full ? fetchPage(cursorOf(page[page.length - 1]!)) : undefined;
      if (page.length > 0) yield page;
    }
  } finally {
    // A download cancelled with a page on its way: that page's failure, if any, has no one to tell.
    pending?.catch(() => {});
  }
}

/**
 * Streams of pages, each in `compare` order, merged into one stream of pages in that order. A merged
 * page ends where one source's page does: that source's next page must be read before its next row
 * can be compared. Each source is pulled only as its rows are used.
 */
export async function* mergeSortedPages<Row>(
  streams: readonly AsyncIterable<readonly Row[]>[],
  compare: (a: Row, b: Row) => number,
): AsyncGenerator<readonly Row[]> {
  const iterators = streams.map((s) => s[Symbol.asyncIterator]());
  // Each source's current page (null once it has ended) and how far into it the merge is.
  const pages: (readonly Row[] | null)[] = iterators.map(() => null);
  const at: number[] = iterators.map(() => 0);
  const refill = async (i: number) => {
    let next = await iterators[i]!.next();
    while (!next.done && next.value.length === 0) next = await iterators[i]!.next();
    pages[i] = next.done ? null : next.value;
    at[i] = 0;
  };
  try {
    await Promise.all(iterators.map((_, i) => refill(i)));
    for (;;) {
      const merged: Row[] = [];
      let used = -1;
      while (used < 0) {
        let next = -1;
        for (let i = 0; i < pages.length; i++) {
          const page = pages[i];
          if (page && (next < 0 || compare(page[at[i]!]!, pages[next]![at[next]!]!) < 0)) next = i;
        }
        if (next < 0) break;
        merged.push(pages[next]![at[next]!++]!);
        if (at[next]! >= pages[next]!.length) used = next;
      }
      if (merged.length > 0) yield merged;
      if (used < 0) return;
      await refill(used);
    }
  } finally {
    // A download cancelled half-way ends every source, so none keeps reading.
    await Promise.all(iterators.map((it) => it.return?.()));
  }
}
