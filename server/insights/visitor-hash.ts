import { createHash, randomBytes } from "node:crypto";

/**
 * A visitor of one day, as Plausible counts them: SHA-256 of the day's random salt, the address and the
 * browser string, cut to 128 bits. Without the salt (deleted after its day) the hash cannot be made
 * again from an address, so a stored hash says nothing about who it was.
 */
export function visitorHash(salt: string, ip: string, userAgent: string): string {
  return createHash("sha256").update(`${salt}\n${ip}\n${userAgent}`).digest("hex").slice(0, 32);
}

export const newSalt = (): string => randomBytes(32).toString("base64url");
