import { gunzipSync } from "node:zlib";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compressPart, gzipChunks } from "./spliced-gzip";

describe("gzipChunks", () => {
  it("makes a gzip stream that gunzip reads back as the parts joined, whatever the mix", () => {
    const part = fc.oneof(
      fc.string({ maxLength: 2000 }).map((s) => ({ fixed: true, bytes: Buffer.from(s) })),
      fc.uint8Array({ maxLength: 70_000 }).map((a) => ({ fixed: false, bytes: Buffer.from(a) })),
    );
    fc.assert(
      fc.property(fc.array(part, { maxLength: 6 }), (parts) => {
        const { chunks, length } = gzipChunks(parts.map((p) => (p.fixed ? compressPart(p.bytes) : p.bytes)));
        const body = Buffer.concat(chunks);
        expect(body.length).toBe(length);
        expect(gunzipSync(body).equals(Buffer.concat(parts.map((p) => p.bytes)))).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it("compresses the fixed parts of a page", () => {
    const page = Buffer.from(
      "<p>Core insurance platforms for insurers, brokers and takaful operators.</p>".repeat(200),
    );
    const { length } = gzipChunks([compressPart(page), Buffer.from("nonce-123"), compressPart(page)]);
    expect(length).toBeLessThan(page.length / 10);
  });
});
