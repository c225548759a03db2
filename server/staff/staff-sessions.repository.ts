import type { Selectable } from "kysely";
import type { Executor } from "../db/database";
import type { StaffSessionsTable } from "./staff.table";
import type { StaffUserRow } from "./staff-users.repository";

export type StaffSessionRow = Selectable<StaffSessionsTable>;

export async function insertStaffSession(db: Executor, row: StaffSessionsTable): Promise<void> {
  await db.insertInto("staff_sessions").values(row).execute();
}

/** The session with this id hash and its person, in one query. */
export async function findStaffSession(
  db: Executor,
  idHash: string,
): Promise<{ session: StaffSessionRow; user: StaffUserRow } | undefined> {
  const row = await db
    .selectFrom("staff_sessions as s")
    .innerJoin("staff_users as u", "u.id", "s.user_id")
    .select([
      "s.id_hash",
      "s.user_id",
      "s.created_at as session_created_at",
      "s.last_seen_at",
      "s.expires_at",
      "s.ip",
      "s.user_agent",
      "u.id",
      "u.email",
      "u.email_key",
      "u.name",
      "u.role",
      "u.password_hash",
      "u.disabled_at",
      "u.password_changed_at",
      "u.totp_secret",
      "u.totp_pending_secret",
      "u.totp_last_step",
      "u.last_sign_in_at",
      "u.sign_in_unlocked_at",
      "u.home_seen_at",
      "u.home_counts_since",
      "u.created_at",
      "u.updated_at",
    ])
    .where("s.id_hash", "=", idHash)
    .executeTakeFirst();
  if (!row) return undefined;
  const { id_hash, user_id, session_created_at, last_seen_at, expires_at, ip, user_agent, ...user } = row;
  return {
    session: { id_hash, user_id, created_at: session_created_at, last_seen_at, expires_at, ip, user_agent },
    user,
  };
}

export async function touchStaffSession(db: Executor, idHash: string, lastSeenAt: string): Promise<void> {
  await db.updateTable("staff_sessions").set({ last_seen_at: lastSeenAt }).where("id_hash", "=", idHash).execute();
}

export async function deleteStaffSession(db: Executor, idHash: string): Promise<boolean> {
  const r = await db.deleteFrom("staff_sessions").where("id_hash", "=", idHash).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

/** Ends every session of a person except, when given, the one with `keepIdHash`; returns how many ended. */
export async function deleteStaffSessionsOfUser(db: Executor, userId: number, keepIdHash?: string): Promise<number> {
  let q = db.deleteFrom("staff_sessions").where("user_id", "=", userId);
  if (keepIdHash) q = q.where("id_hash", "!=", keepIdHash);
  const r = await q.executeTakeFirst();
  return Number(r.numDeletedRows);
}

/** Ends one session of a person (never another person's); true when it existed. */
export async function deleteStaffSessionOfUser(db: Executor, userId: number, idHash: string): Promise<boolean> {
  const r = await db
    .deleteFrom("staff_sessions")
    .where("user_id", "=", userId)
    .where("id_hash", "=", idHash)
    .executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

export function listStaffSessionsOfUser(db: Executor, userId: number): Promise<StaffSessionRow[]> {
  return db
    .selectFrom("staff_sessions")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("last_seen_at", "desc")
    .execute();
}

/** Drops sessions past their absolute end or idle too long. */
export async function deleteExpiredStaffSessions(db: Executor, now: string, idleSince: string): Promise<number> {
  const r = await db
    .deleteFrom("staff_sessions")
    .where((eb) => eb.or([eb("expires_at", "<=", now), eb("last_seen_at", "<=", idleSince)]))
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}
