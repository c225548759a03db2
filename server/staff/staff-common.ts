import { randomBytes } from "node:crypto";
import { ROLE_LABELS, type StaffRole } from "~/domain/permissions";
import { formatStaffTime } from "~/domain/staff/staff-time";
import { SET_PASSWORD_PREFIX, type SignedInStaff } from "~/domain/staff/staff-user";
import { newSessionId, SESSION_ABSOLUTE_MS, sha256Hex } from "./session-cookie";
import type { SignInGuard } from "./sign-in-guard";
import type { Db, Executor } from "../db/database";
import { insertStaffSession } from "./staff-sessions.repository";
import { insertStaffToken, type StaffTokenPurpose } from "./staff-tokens.repository";
import { findStaffUserByEmail, findStaffUserById, type StaffUserRow } from "./staff-users.repository";
import { staffActor, type AuditActor } from "../audit/audit";
import type { MailOutbox } from "../mail/outbox";
import { newLinkSeed } from "../security/application-link-tokens";
import { staffLinkSecretOf } from "../security/staff-link-tokens";

/**
 * What the staff use cases share: what they are given, the shapes of their answers, sessions and
 * one-time secrets.
 */

/**
 * Everything a staff use case may be given (server/services.ts assembles them once); each takes only
 * the part it uses (`Pick<StaffDeps, "db" | "now">`), so its signature says what it touches.
 */
export type StaffDeps = {
  db: Db;
  /** The site's address, which one-time links begin with. */
  siteUrl: string;
  /** The guessing limits of sign-in (server/staff/sign-in-guard.ts). */
  guard: SignInGuard;
  /** log2 of scrypt's N for new hashes (PASSWORD_HASH_COST); existing hashes keep their own. */
  passwordHashCost: number;
  /** Mails invitations and reset links to the person as well (null: the link is only shown, as the command line does). */
  mailer: StaffLinkMailer | null;
  now: () => Date;
};

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

/** An account by its id (the console) or its email address (the command line). */
export type AccountRef = number | { email: string };
/** Who makes a change: an admin in the console, or the system (the command line). */
export type ChangedBy = SignedInStaff | AuditActor;

export const findAccount = (tx: Executor, ref: AccountRef) =>
  typeof ref === "number" ? findStaffUserById(tx, ref) : findStaffUserByEmail(tx, ref.email);
export const actorOf = (by: ChangedBy): AuditActor => ("role" in by ? staffActor(by) : by);
/** The audit rows' target for an account. */
export const accountTarget = (id: number) => ({ type: "staff_user", id });

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

/** One-time links (invitations, the first admin, resets) work for a day. */
export const LINK_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** The address of a set-password link (an invitation, the first admin's, a reset) made with its secret. */
export const setPasswordLink = (siteUrl: string, secret: string) => `${siteUrl}${SET_PASSWORD_PREFIX}${secret}`;

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
