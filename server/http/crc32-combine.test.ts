import { crc32 } from "node:zlib";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { crcCombine, crcShift } from "./crc32-combine";

describe("crcCombine", () => {
  it("gives the CRC-32 of two byte strings joined, from their own CRCs", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 3000 }), fc.uint8Array({ maxLength: 3000 }), (a, b) => {
        const joined = crc32(Buffer.concat([a, b]));
        expect(crcCombine(crc32(a), crc32(b), crcShift(b.length))).toBe(joined);
      }),
    );
  });
});
