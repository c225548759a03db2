import { randomInt } from "node:crypto";
import { sha256Hex } from "./session-cookie";

/** How many recovery codes a person gets when the second factor is turned on. */
export const RECOVERY_CODE_COUNT = 10;
// Lower-case letters and digits without the look-alikes (0/o, 1/l/i): 31 symbols, almost 5 bits each.
const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
const GROUPS = 4;
const GROUP_LENGTH = 4;

/**
 * Ten new codes, each 16 random symbols (about 80 bits) in groups of four: enough that a fast hash
 * (SHA-256) keeps them safe if the table leaks, so checking one costs nothing.
 */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () =>
    Array.from({ length: GROUPS }, () =>
      Array.from({ length: GROUP_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join(""),
    ).join("-"),
  );
}

/** The code as stored: letter case, spaces and dashes do not matter when a person types it. */
export function normaliseRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]+/g, "");
}

/** True for something shaped like a recovery code. */
export function looksLikeRecoveryCode(code: string): boolean {
  return new RegExp(`^[${ALPHABET}]{${GROUPS * GROUP_LENGTH}}$`).test(normaliseRecoveryCode(code));
}

export function recoveryCodeHash(code: string): string {
  return sha256Hex(normaliseRecoveryCode(code));
}
