// CRC-32 algebra from zlib's crc32.c (multmodp, x2nmodp): the CRC of A+B from the CRCs of A and B
// and the length of B, without reading A or B again. It lets a cached page's gzip trailer be built
// per response by reading only the few bytes that change (nonce, token), not the whole page.
const POLY = 0xedb88320;

function multmodp(a: number, b: number): number {
  let m = 0x80000000;
  let p = 0;
  for (;;) {
    if (a & m) {
      p ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return p >>> 0;
}

/** x^(2^k) modulo the CRC polynomial, for k = 0..31. */
const X2N: number[] = [0x40000000];
for (let k = 1; k < 32; k++) X2N.push(multmodp(X2N[k - 1]!, X2N[k - 1]!));

/** The operator that shifts a CRC past `length` bytes (x^(8·length) mod p). */
export function crcShift(length: number): number {
  let p = 0x80000000;
  let k = 3;
  for (let n = length; n > 0; n = Math.floor(n / 2), k++) if (n & 1) p = multmodp(X2N[k & 31]!, p);
  return p;
}

/** CRC of A followed by B, given crc(A), crc(B) and crcShift(length of B). */
export function crcCombine(crcA: number, crcB: number, shiftB: number): number {
  return (multmodp(shiftB, crcA) ^ crcB) >>> 0;
}
