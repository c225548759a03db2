import { Secret, TOTP } from "otpauth";

/**
 * Time-based one-time codes (RFC 6238) with the parameters every authenticator app supports:
 * HMAC-SHA-1, 6 digits, 30-second steps (docs/decisions/0037-staff-two-factor.md).
 */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** A code of the step before or after the server's clock is accepted too (clock drift, slow typing). */
const TOTP_WINDOW = 1;

function totp(secretBase32: string, issuer = "", label = "") {
  return new TOTP({
    issuer,
    label,
    algorithm: "SHA1",
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new random secret: 160 bits (the size RFC 4226 recommends), base32 as apps expect it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// address an authenticator app reads from the QR code. */
export function totpUri(secretBase32: string, issuer: string, accountName: string): string {
  return totp(secretBase32, issuer, accountName).toString();
}

/** The secret as a person types it: groups of four. */
export function groupedSecret(secretBase32: string): string {
  return secretBase32.replace(/(.{4})(?=.)/g, "$1 ");
}

/** True for something shaped like a TOTP code (six digits; spaces allowed). */
export function looksLikeTotpCode(code: string): boolean {
  return /^\d{6}$/.test(code.replace(/\s+/g, ""));
}

/**
 * The time step of the code when it is valid now (within one step either way), else null. Whether the
 * step was used already is for the caller to check (acceptTotpStep), so a code works once.
 */
export function totpStep(secretBase32: string, code: string, now: number = Date.now()): number | null {
  const token = code.replace(/\s+/g, "");
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totp(secretBase32).validate({ token, timestamp: now, window: TOTP_WINDOW });
  return delta === null ? null : Math.floor(now / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

/** The code for a moment (tests and the enrolment check use it). */
export function totpCode(secretBase32: string, now: number = Date.now()): string {
  return totp(secretBase32).generate({ timestamp: now });
}
