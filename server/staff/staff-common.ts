import { randomBytes } from "node:crypto";
import { ROLE_LABELS, type StaffRole } from "~/domain/permissions";
import { formatStaffTime } from "~/domain/staff/staff-time";
import type { SignedInStaff } from "~/domain/staff/staff-user";
import { newSessionId, SESSION_ABSOLUTE_MS, sha256Hex } from "./session-cookie";
import type { Executor } from "../db/database";
import { insertStaffSession } from "./staff-sessions.repository";
import { insertStaffToken, type StaffTokenPurpose } from "./staff-tokens.repository";
import type { StaffUserRow } from "./staff-users.repository";
import type { MailOutbox } from "../mail/outbox";
import { newLinkSeed } from "../security/application-link-tokens";
import { staffLinkSecretOf } from "../security/staff-link-tokens";

/** What the staff services share: the shapes of their answers, sessions and one-time secrets. */

export type ClientInfo = { ip: string | null; userAgent: string | null };

export type StaffFailure = {
  ok: false;
  status: 400 | 401 | 403 | 404 | 409 | 410 | 429;
  message: string;
  field?: string;
};

export function fail(status: StaffFailure["status"], message: string, field?: string): StaffFailure {
  return field ? { ok: false, status, message, field } : { ok: false, status, message };
}

export function publicUser(row: StaffUserRow): SignedInStaff {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role as StaffRole,
    twoFactor: row.totp_secret !== null,
  };
}

/** A new session row for the person; answers the id for the cookie (only its hash is stored). */
export async function startSession(tx: Executor, user: StaffUserRow, client: ClientInfo, at: Date): Promise<string> {
  const id = newSessionId();
  await insertStaffSession(tx, {
    id_hash: sha256Hex(id),
    user_id: user.id,
    created_at: at.toISOString(),
    last_seen_at: at.toISOString(),
    expires_at: new Date(at.getTime() + SESSION_ABSOLUTE_MS).toISOString(),
    ip: client.ip,
    user_agent: client.userAgent?.slice(0, 500) ?? null,
  });
  return id;
}

/** A one-time secret of this purpose for the person (null: the first admin), valid `lifetimeMs`. */
export async function issueStaffToken(
  tx: Executor,
  purpose: StaffTokenPurpose,
  user: StaffUserRow | null,
  at: Date,
  lifetimeMs: number,
  /** A secret made from a mailed link's seed (server/security/staff-link-tokens.ts); random otherwise. */
  secret: string = randomBytes(32).toString("base64url"),
): Promise<string> {
  await insertStaffToken(tx, {
    token_hash: sha256Hex(secret),
    purpose,
    user_id: user?.id ?? null,
    email: user?.email ?? null,
    role: user?.role ?? (purpose === "first-admin" ? "admin" : null),
    created_at: at.toISOString(),
    expires_at: new Date(at.getTime() + lifetimeMs).toISOString(),
    used_at: null,
  });
  return secret;
}

/** What mails a staff one-time link to its person: the outbox, the secret its links are made with, the clock's zone. */
export type StaffLinkMailer = { mail: MailOutbox; tokenSecret: string; timeZone: string };

/**
 * An invitation or a reset link for the person, valid `lifetimeMs`, and, given a mailer, the same link
 * mailed to them through the outbox in the same transaction (mail kinds `staff-invitation` and
 * `staff-password-reset`): the secret is made from a seed the mail keeps (server/security/staff-link-tokens.ts).
 * Answers the secret, which the admin is shown once.
 */
export async function issueMailedStaffLink(
  tx: Executor,
  purpose: "invite" | "reset",
  user: StaffUserRow,
  at: Date,
  lifetimeMs: number,
  mailer: StaffLinkMailer | null,
): Promise<string> {
  if (!mailer) return issueStaffToken(tx, purpose, user, at, lifetimeMs);
  const seed = newLinkSeed();
  const secret = await issueStaffToken(tx, purpose, user, at, lifetimeMs, staffLinkSecretOf(mailer.tokenSecret, seed));
  const expires = formatStaffTime(new Date(at.getTime() + lifetimeMs).toISOString(), mailer.timeZone);
  const person = { email: user.email, name: user.name, seed, expires };
  if (purpose === "invite")
    await mailer.mail.enqueue(
      tx,
      "staff-invitation",
      { ...person, role: ROLE_LABELS[user.role as StaffRole] ?? user.role },
      { now: at },
    );
  else await mailer.mail.enqueue(tx, "staff-password-reset", person, { now: at });
  return secret;
}
