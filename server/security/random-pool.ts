import { randomFillSync } from "node:crypto";

const POOL_SIZE = 4096;
const pool = Buffer.alloc(POOL_SIZE);
let offset = POOL_SIZE;

/**
 * Cryptographically random bytes, drawn from a pool refilled 4 KB at a time (as Node does for
 * randomUUID): one system call per couple of hundred nonces instead of one per response. Each byte
 * is handed out once.
 */
export function randomString(bytes: number, encoding: "base64" | "base64url"): string {
  if (bytes > POOL_SIZE) return randomFillSync(Buffer.alloc(bytes)).toString(encoding);
  if (offset + bytes > POOL_SIZE) {
    randomFillSync(pool);
    offset = 0;
  }
  const out = pool.toString(encoding, offset, offset + bytes);
  offset += bytes;
  return out;
}
