import type { Id } from "../db/common-columns";

/** A person who works in the staff console. Times are ISO timestamps. */
export type StaffUsersTable = {
  id: Id;
  email: string;
  /** Lower-cased address; unique. */
  email_key: string;
  name: string;
  /** One of STAFF_ROLES (app/domain/permissions.ts). */
  role: string;
  /** Encoded scrypt hash with its parameters (server/security/passwords.ts); null until the person sets one. */
  password_hash: string | null;
  disabled_at: string | null;
  /** Sessions created before this moment are refused. */
  password_changed_at: string | null;
  /** The base32 TOTP secret once the second factor is on (RFC 6238, SHA-1, 6 digits, 30 s). */
  totp_secret: string | null;
  /** A secret shown for enrolment, waiting for its first correct code. */
  totp_pending_secret: string | null;
  /** The 30-second step of the last code accepted: a code of that step or before is refused (used once). */
  totp_last_step: number | null;
  last_sign_in_at: string | null;
  /** When an admin last cleared the account's sign-in locks; the limits count under it (server/staff/sign-in-guard.ts). */
  sign_in_unlocked_at: string | null;
  /** When the person last opened the console's home, and the moment its "since your last visit" counts from. */
  home_seen_at: string | null;
  home_counts_since: string | null;
  created_at: string;
  updated_at: string;
};

/** A signed-in browser. Only the SHA-256 of the cookie's id is kept, so a leaked table opens nothing. */
export type StaffSessionsTable = {
  id_hash: string;
  user_id: number;
  created_at: string;
  last_seen_at: string;
  /** The absolute end, whatever the activity. */
  expires_at: string;
  ip: string | null;
  user_agent: string | null;
};

/**
 * invite, first-admin and reset are links that set a password; sign-in is the step between a correct
 * password and the second factor (its secret is in a cookie, never in a link).
 */
export type StaffTokenPurpose = "invite" | "first-admin" | "reset" | "sign-in";

/** A one-time link (only the SHA-256 of its secret is kept). */
export type StaffTokensTable = {
  token_hash: string;
  purpose: StaffTokenPurpose;
  /** The account whose password the link sets; null for the first-admin link, which creates it. */
  user_id: number | null;
  email: string | null;
  role: string | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
};

export type StaffRecoveryCodesTable = {
  id: Id;
  user_id: number;
  code_hash: string;
  created_at: string;
  used_at: string | null;
};
