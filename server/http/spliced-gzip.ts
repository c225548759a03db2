import { constants, crc32, deflateRawSync } from "node:zlib";
import { crcCombine, crcShift } from "./crc32-combine";

/**
 * A gzip body made of fixed parts compressed once and short variable parts (a nonce, a token) put
 * in per response as stored deflate blocks. Each fixed part is a deflate stream of its own, ended
 * with a sync flush (byte-aligned, not final), so the parts can be joined in any order with stored
 * blocks between them; a gzip header, a final empty block and a trailer (CRC-32, length) close it.
 * Serving costs a few small allocations, not a compression of the whole page per request.
 */
export type GzipPart = { deflated: Buffer; crc: number; length: number; shift: number };

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 255]);
/** BFINAL=1, fixed Huffman, end-of-block: ends the deflate stream. */
const FINAL_EMPTY_BLOCK = Buffer.from([0x03, 0x00]);
const MAX_STORED = 0xffff;

export function compressPart(bytes: Buffer): GzipPart {
  return {
    deflated: deflateRawSync(bytes, { level: 9, finishFlush: constants.Z_SYNC_FLUSH }),
    crc: crc32(bytes),
    length: bytes.length,
    shift: crcShift(bytes.length),
  };
}

/** The chunks of a gzip stream whose content is the parts in order (a Buffer part is stored as is). */
export function gzipChunks(parts: (GzipPart | Buffer)[]): { chunks: Buffer[]; length: number } {
  const chunks: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  for (const part of parts) {
    if (Buffer.isBuffer(part)) {
      chunks.push(...storedBlocks(part));
      crc = crcCombine(crc, crc32(part), crcShift(part.length));
      size += part.length;
    } else {
      chunks.push(part.deflated);
      crc = crcCombine(crc, part.crc, part.shift);
      size += part.length;
    }
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc, 0);
  trailer.writeUInt32LE(size % 2 ** 32, 4);
  chunks.push(FINAL_EMPTY_BLOCK, trailer);
  return { chunks, length: chunks.reduce((n, c) => n + c.length, 0) };
}

/** Uncompressed deflate blocks (BTYPE=00, not final) holding the bytes as they are. */
function storedBlocks(bytes: Buffer): Buffer[] {
  const blocks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += MAX_STORED) {
    const piece = bytes.subarray(at, at + MAX_STORED);
    const header = Buffer.from([
      0,
      piece.length & 0xff,
      piece.length >> 8,
      ~piece.length & 0xff,
      (~piece.length >> 8) & 0xff,
    ]);
    blocks.push(header, piece);
  }
  return blocks;
}
