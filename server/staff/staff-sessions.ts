import { isStaffRole } from "~/domain/permissions";
import { AUDIT_ACTIONS } from "~/domain/staff/audit-actions";
import { staffMessages } from "~/domain/staff/messages";
import type { SignedInStaff, StaffSessionView } from "~/domain/staff/staff-user";
import { SESSION_IDLE_MS, sha256Hex } from "./session-cookie";
import {
  deleteStaffSession,
  deleteStaffSessionOfUser,
  deleteStaffSessionsOfUser,
  findStaffSession,
  listStaffSessionsOfUser,
  touchStaffSession,
} from "./staff-sessions.repository";
import { findStaffUserById } from "./staff-users.repository";
import { audit, staffActor } from "../audit/audit";
import { accountTarget, fail, publicUser, type ClientInfo, type StaffDeps, type StaffFailure } from "./staff-common";

/** Staff sessions: the one a cookie names, signing out, and a person's sessions listed and ended. */

/** A session's last_seen_at is written at most this often, not on every request. */
const TOUCH_EVERY_MS = 60 * 1000;

/**
 * The person a session id belongs to, or null when there is no such session, it is past its absolute
 * end or idle too long, the account is disabled, or its password changed after the session began. A
 * refused session's row is deleted.
 */
export async function sessionUser(
  { db, now }: Pick<StaffDeps, "db" | "now">,
  sessionId: string | null,
): Promise<{ user: SignedInStaff; idHash: string } | null> {
  if (!sessionId) return null;
  const idHash = sha256Hex(sessionId);
  const found = await findStaffSession(db, idHash);
  if (!found) return null;
  const { session, user } = found;
  const t = now().getTime();
  const refused =
    Date.parse(session.expires_at) <= t ||
    Date.parse(session.last_seen_at) + SESSION_IDLE_MS <= t ||
    user.disabled_at !== null ||
    (user.password_changed_at !== null && session.created_at < user.password_changed_at) ||
    !isStaffRole(user.role);
  if (refused) {
    await deleteStaffSession(db, idHash);
    return null;
  }
  if (t - Date.parse(session.last_seen_at) >= TOUCH_EVERY_MS) await touchStaffSession(db, idHash, now().toISOString());
  return { user: publicUser(user), idHash };
}

/** Ends the session (deletes its row) and records it. */
export async function signOut(
  { db }: Pick<StaffDeps, "db">,
  sessionId: string | null,
  client: ClientInfo,
): Promise<void> {
  if (!sessionId) return;
  const idHash = sha256Hex(sessionId);
  const found = await findStaffSession(db, idHash);
  if (!found) return;
  await db.transaction().execute(async (tx) => {
    await deleteStaffSession(tx, idHash);
    await audit(tx, {
      actor: staffActor(found.user),
      action: AUDIT_ACTIONS.signOut,
      ip: client.ip,
      target: { type: "staff_user", id: found.user.id },
    });
  });
}

/** Ends every session of a person but the one given (password change, "sign out elsewhere"). */
export function endOtherSessions({ db }: Pick<StaffDeps, "db">, userId: number, keepIdHash?: string): Promise<number> {
  return deleteStaffSessionsOfUser(db, userId, keepIdHash);
}

/** The person's live sessions, newest activity first; `currentIdHash` marks the one asking. */
export async function sessionsOf(
  { db, now }: Pick<StaffDeps, "db" | "now">,
  userId: number,
  currentIdHash: string | null,
): Promise<StaffSessionView[]> {
  const t = now().getTime();
  return (await listStaffSessionsOfUser(db, userId))
    .filter((s) => Date.parse(s.expires_at) > t && Date.parse(s.last_seen_at) + SESSION_IDLE_MS > t)
    .map((s) => ({
      idHash: s.id_hash,
      createdAt: s.created_at,
      lastSeenAt: s.last_seen_at,
      ip: s.ip,
      userAgent: s.user_agent,
      current: s.id_hash === currentIdHash,
    }));
}

/**
 * Ends sessions of a person: one (`idHash`), or all but `keepIdHash` (a person's "sign out other
 * sessions"), or all. Answers how many ended; recorded when any did.
 */
export async function endSessions(
  { db }: Pick<StaffDeps, "db">,
  userId: number,
  which: { idHash: string } | { allBut: string | null },
  actor: SignedInStaff,
  client: ClientInfo,
): Promise<{ ok: true; ended: number } | StaffFailure> {
  return db.transaction().execute(async (tx) => {
    const user = await findStaffUserById(tx, userId);
    if (!user) return fail(404, staffMessages.noSuchAccount);
    const ended =
      "idHash" in which
        ? Number(await deleteStaffSessionOfUser(tx, userId, which.idHash))
        : await deleteStaffSessionsOfUser(tx, userId, which.allBut ?? undefined);
    if ("idHash" in which && ended === 0) return fail(404, staffMessages.noSuchSession);
    if (ended > 0) {
      await audit(tx, {
        actor: staffActor(actor),
        action: AUDIT_ACTIONS.sessionsEnded,
        ip: client.ip,
        target: accountTarget(userId),
        detail: { ended, which: "idHash" in which ? "one" : which.allBut ? "others" : "all" },
      });
    }
    return { ok: true as const, ended };
  });
}
