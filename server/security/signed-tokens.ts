import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * A token that proves a link came from us: an HMAC of what it is for (`purpose`) and what it names
 * (`subject`), keyed by TOKEN_SECRET. Nothing is stored; changing the secret voids every link.
 */
export function signedToken(secret: string, purpose: string, subject: string): string {
  return createHmac("sha256", secret).update(`${purpose}\n${subject}`).digest("base64url");
}

/** True when `given` is the token for this purpose and subject (compared in constant time). */
export function signedTokenMatches(secret: string, purpose: string, subject: string, given: unknown): boolean {
  if (typeof given !== "string") return false;
  const expected = Buffer.from(signedToken(secret, purpose, subject));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
