import { describe, expect, it } from "vitest";
import { csvStream, mapRows, mergeSorted, rowsInPages } from "./csv-export";

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

async function* fromArray<T>(items: T[]) {
  yield* items;
}

describe("csvStream", () => {
  it("writes the BOM, the header and one CRLF line per row, cells neutralised", async () => {
    const bytes = await readAll(
      csvStream(
        ["Name", "E-mail"],
        fromArray([
          ["Asha", "asha@example.com"],
          ["=HYPERLINK(1)", 'say "hi", twice'],
        ]),
      ),
    );
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes)).toBe(
      '\uFEFF"Name","E-mail"\r\n"Asha","asha@example.com"\r\n"\'=HYPERLINK(1)","say ""hi"", twice"\r\n',
    );
  });

  it("reads rows only as fast as the reader takes chunks", async () => {
    let produced = 0;
    async function* many() {
      for (let i = 0; i < 100_000; i++) {
        produced++;
        yield [`row ${i}`, i];
      }
    }
    const reader = csvStream(["a", "b"], many()).getReader();
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
        for (let i = 0; ; i++) yield [i];
      } finally {
        finished = true;
      }
    }
    const reader = csvStream(["n"], endless()).getReader();
    await reader.read();
    await reader.read();
    await reader.cancel();
    expect(finished).toBe(true);
  });

  it("fails the stream when the rows fail, so a download is never silently cut short", async () => {
    async function* broken() {
      yield ["one"];
      throw new Error("database went away");
    }
    await expect(readAll(csvStream(["x"], broken()))).rejects.toThrow("database went away");
  });
});

describe("rowsInPages", () => {
  it("asks for the next page while the rows of a full one are being used, never more than one ahead", async () => {
    const asked: (number | undefined)[] = [];
    const rows = rowsInPages(
      async (after: number | undefined) => {
        asked.push(after);
        const start = (after ?? 0) + 1;
        return start > 7 ? [] : [start, start + 1, start + 2].filter((n) => n <= 7);
      },
      (n) => n,
      3,
    );
    expect((await rows.next()).value).toBe(1);
    expect(asked).toEqual([undefined, 3]);
    await rows.next();
    await rows.next();
    expect(asked).toEqual([undefined, 3]);
    expect((await rows.next()).value).toBe(4);
    expect(asked).toEqual([undefined, 3, 6]);
    await rows.return(undefined);
  });

  it("walks keyset pages until a short page", async () => {
    const all = Array.from({ length: 7 }, (_, i) => ({ id: 7 - i }));
    const asked: (number | undefined)[] = [];
    const rows = rowsInPages(
      async (before: number | undefined) => {
        asked.push(before);
        return all.filter((r) => before === undefined || r.id < before).slice(0, 3);
      },
      (r) => r.id,
      3,
    );
    const ids = [];
    for await (const r of mapRows(rows, (r) => [r.id])) ids.push(r[0]);
    expect(ids).toEqual([7, 6, 5, 4, 3, 2, 1]);
    expect(asked).toEqual([undefined, 5, 2]);
  });

  it("asks once more after an exactly full last page and stops on the empty one", async () => {
    const asked: (number | undefined)[] = [];
    const rows = rowsInPages(
      async (after: number | undefined) => {
        asked.push(after);
        return after === undefined ? [1, 2] : [];
      },
      (r) => r,
      2,
    );
    const seen = [];
    for await (const r of rows) seen.push(r);
    expect(seen).toEqual([1, 2]);
    expect(asked).toEqual([undefined, 2]);
  });
});

describe("mergeSorted", () => {
  async function* from<T>(rows: T[], pulled: T[] = []) {
    for (const r of rows) {
      pulled.push(r);
      yield r;
    }
  }
  const collect = async <T>(rows: AsyncIterable<T>) => {
    const out: T[] = [];
    for await (const r of rows) out.push(r);
    return out;
  };

  it("merges sorted streams into one sorted stream, every row once", async () => {
    const merged = mergeSorted([from([9, 7, 7, 2]), from([8, 7, 1]), from<number>([])], (a, b) => b - a);
    expect(await collect(merged)).toEqual([9, 8, 7, 7, 7, 2, 1]);
  });

  it("pulls from each stream only as far as the rows used, and ends them all when stopped", async () => {
    const pulledA: number[] = [];
    const pulledB: number[] = [];
    const a = from([10, 6, 4, 2], pulledA);
    const b = from([9, 8, 7, 1], pulledB);
    const out: number[] = [];
    for await (const r of mergeSorted([a, b], (x, y) => y - x)) {
      out.push(r);
      if (out.length === 3) break;
    }
    expect(out).toEqual([10, 9, 8]);
    expect(pulledA).toEqual([10, 6]);
    expect(pulledB).toEqual([9, 8]);
    expect(await a.next()).toEqual({ done: true, value: undefined });
    expect(await b.next()).toEqual({ done: true, value: undefined });
  });
});
