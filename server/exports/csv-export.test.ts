import { describe, expect, it } from "vitest";
import { csvStream, keysetPages, mergeSortedPages } from "./csv-export";

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** Rows as pages of at most `size`. */
async function* inPages<T>(items: T[], size = 2) {
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size);
}
const cellsAsThey = (row: readonly (string | number)[]) => row;

async function collect<T>(pages: AsyncIterable<readonly T[]>): Promise<T[]> {
  const out: T[] = [];
  for await (const page of pages) out.push(...page);
  return out;
}

describe("csvStream", () => {
  it("writes the BOM, the header and one CRLF line per row, cells neutralised", async () => {
    const bytes = await readAll(
      csvStream(
        ["Name", "E-mail"],
        inPages([
          ["Asha", "asha@example.com"],
          ["=HYPERLINK(1)", 'say "hi", twice'],
          ["Ravi", "ravi@example.com"],
        ]),
        cellsAsThey,
      ),
    );
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes)).toBe(
      '\uFEFF"Name","E-mail"\r\n"Asha","asha@example.com"\r\n"\'=HYPERLINK(1)","say ""hi"", twice"\r\n"Ravi","ravi@example.com"\r\n',
    );
  });

  it("reads rows only as fast as the reader takes chunks", async () => {
    let produced = 0;
    async function* many() {
      for (let i = 0; i < 100_000; i += 100) {
        produced += 100;
        yield Array.from({ length: 100 }, (_, j) => [`row ${i + j}`, i + j]);
      }
    }
    const reader = csvStream(["a", "b"], many(), cellsAsThey).getReader();
    await reader.read(); // BOM and header
    await reader.read(); // first chunk of rows
    await new Promise((r) => setTimeout(r, 20));
    // One chunk read and at most one more buffered: a few thousand rows, not the hundred thousand.
    expect(produced).toBeGreaterThan(0);
    expect(produced).toBeLessThan(20_000);
    await reader.cancel();
  });

  it("ends the row source when the reader goes away", async () => {
    let finished = false;
    async function* endless() {
      try {
        for (let i = 0; ; i++) yield [[i]];
      } finally {
        finished = true;
      }
    }
    const reader = csvStream(["n"], endless(), cellsAsThey).getReader();
    await reader.read();
    await reader.read();
    await reader.cancel();
    expect(finished).toBe(true);
  });

  it("fails the stream when the rows fail, so a download is never silently cut short", async () => {
    async function* broken() {
      yield [["one"]];
      throw new Error("database went away");
    }
    await expect(readAll(csvStream(["x"], broken(), cellsAsThey))).rejects.toThrow("database went away");
  });
});

describe("keysetPages", () => {
  it("asks for the next page while a full one is being used, never more than one ahead", async () => {
    const asked: (number | undefined)[] = [];
    const pages = keysetPages(
      async (after: number | undefined) => {
        asked.push(after);
        const start = (after ?? 0) + 1;
        return start > 7 ? [] : [start, start + 1, start + 2].filter((n) => n <= 7);
      },
      (n) => n,
      3,
    );
    expect((await pages.next()).value).toEqual([1, 2, 3]);
    expect(asked).toEqual([undefined, 3]);
    expect((await pages.next()).value).toEqual([4, 5, 6]);
    expect(asked).toEqual([undefined, 3, 6]);
    expect((await pages.next()).value).toEqual([7]);
    expect(asked).toEqual([undefined, 3, 6]);
    expect((await pages.next()).done).toBe(true);
  });

  it("walks keyset pages until a short page", async () => {
    const all = Array.from({ length: 7 }, (_, i) => ({ id: 7 - i }));
    const asked: (number | undefined)[] = [];
    const pages = keysetPages(
      async (before: number | undefined) => {
        asked.push(before);
        return all.filter((r) => before === undefined || r.id < before).slice(0, 3);
      },
      (r) => r.id,
      3,
    );
    expect((await collect(pages)).map((r) => r.id)).toEqual([7, 6, 5, 4, 3, 2, 1]);
    expect(asked).toEqual([undefined, 5, 2]);
  });

  it("asks once more after an exactly full last page and stops on the empty one, which it does not yield", async () => {
    const asked: (number | undefined)[] = [];
    const pages = keysetPages(
      async (after: number | undefined) => {
        asked.push(after);
        return after === undefined ? [1, 2] : [];
      },
      (r) => r,
      2,
    );
    const seen: (readonly number[])[] = [];
    for await (const page of pages) seen.push(page);
    expect(seen).toEqual([[1, 2]]);
    expect(asked).toEqual([undefined, 2]);
  });
});

describe("mergeSortedPages", () => {
  async function* from<T>(pages: T[][], pulled: T[][] = []) {
    for (const page of pages) {
      pulled.push(page);
      yield page;
    }
  }

  it("merges sorted streams of pages into one sorted stream, every row once", async () => {
    const merged = mergeSortedPages(
      [from([[9, 7], [], [7, 2]]), from([[8], [7, 1]]), from<number>([]), from<number>([[]])],
      (a, b) => b - a,
    );
    expect(await collect(merged)).toEqual([9, 8, 7, 7, 7, 2, 1]);
  });

  it("ends each merged page where a source's page ends, before reading that source further", async () => {
    const pulledB: number[][] = [];
    const merged = mergeSortedPages(
      [
        from([[10, 6, 4, 2]]),
        from(
          [
            [9, 8],
            [7, 1],
          ],
          pulledB,
        ),
      ],
      (x, y) => y - x,
    );
    expect((await merged.next()).value).toEqual([10, 9, 8]);
    expect(pulledB).toEqual([[9, 8]]);
    expect((await merged.next()).value).toEqual([7, 6, 4, 2]);
    expect((await merged.next()).value).toEqual([1]);
    expect((await merged.next()).done).toBe(true);
  });

  it("pulls from each stream only as far as the rows used, and ends them all when stopped", async () => {
    const pulledA: number[][] = [];
    const pulledB: number[][] = [];
    const a = from(
      [
        [10, 6],
        [4, 2],
      ],
      pulledA,
    );
    const b = from(
      [
        [9, 8],
        [7, 1],
      ],
      pulledB,
    );
    for await (const page of mergeSortedPages([a, b], (x, y) => y - x)) {
      expect(page).toEqual([10, 9, 8]);
      break;
    }
    expect(pulledA).toEqual([[10, 6]]);
    expect(pulledB).toEqual([[9, 8]]);
    expect(await a.next()).toEqual({ done: true, value: undefined });
    expect(await b.next()).toEqual({ done: true, value: undefined });
  });
});
