import { isStaffRole } from "~/domain/permissions";
import { AUDIT_ACTIONS } from "~/domain/staff/audit-actions";
import { staffMessages } from "~/domain/staff/messages";
import type { SignedInStaff } from "~/domain/staff/staff-user";
import type { Executor } from "../db/database";
import { deleteStaffSessionsOfUser } from "./staff-sessions.repository";
import { findStaffUserById, lockActiveAdminIds, updateStaffUser, type StaffUserRow } from "./staff-users.repository";
import { audit, staffActor } from "../audit/audit";
import {
  accountTarget,
  actorOf,
  fail,
  findAccount,
  publicUser,
  type AccountRef,
  type ChangedBy,
  type ClientInfo,
  type StaffDeps,
  type StaffFailure,
} from "./staff-common";

/**
 * An account's role, and disabling and enabling it, from the console and the command line alike, so
 * that neither ever leaves the site without an enabled admin.
 */

type Deps = Pick<StaffDeps, "db" | "now">;

export async function setRole({ db, now }: Deps, ref: AccountRef, role: string, by: ChangedBy, client: ClientInfo) {
  if (!isStaffRole(role)) return fail(400, staffMessages.roleInvalid, "role");
  return db
    .transaction()
    .execute(async (tx): Promise<{ ok: true; changed: boolean; user: SignedInStaff } | StaffFailure> => {
      const user = await findAccount(tx, ref);
      if (!user) return fail(404, staffMessages.noSuchAccount);
      const changed = { ...publicUser(user), role };
      if (user.role === role) return { ok: true, changed: false, user: changed };
      if (role !== "admin") {
        const refused = await keepsAnAdmin(tx, user, role, by, client);
        if (refused) return refused;
      }
      await updateStaffUser(tx, user.id, { role, updated_at: now().toISOString() });
      await audit(tx, {
        actor: actorOf(by),
        action: AUDIT_ACTIONS.roleChanged,
        ip: client.ip,
        target: accountTarget(user.id),
        detail: { from: user.role, to: role },
      });
      return { ok: true, changed: true, user: changed };
    });
}

/** Disables the account and ends its sessions; never an admin's own, never the last enabled admin. */
export async function disable({ db, now }: Deps, ref: AccountRef, by: ChangedBy, client: ClientInfo) {
  return db
    .transaction()
    .execute(async (tx): Promise<{ ok: true; sessionsEnded: number; user: SignedInStaff } | StaffFailure> => {
      const user = await findAccount(tx, ref);
      if (!user) return fail(404, staffMessages.noSuchAccount);
      if ("role" in by && user.id === by.id) return fail(409, staffMessages.cannotDisableSelf);
      if (user.disabled_at) return { ok: true, sessionsEnded: 0, user: publicUser(user) };
      const refused = await keepsAnAdmin(tx, user, "disable", by, client);
      if (refused) return refused;
      const at = now().toISOString();
      await updateStaffUser(tx, user.id, { disabled_at: at, updated_at: at });
      const sessionsEnded = await deleteStaffSessionsOfUser(tx, user.id);
      await audit(tx, {
        actor: actorOf(by),
        action: AUDIT_ACTIONS.userDisabled,
        ip: client.ip,
        target: accountTarget(user.id),
        detail: { sessionsEnded },
      });
      return { ok: true, sessionsEnded, user: publicUser(user) };
    });
}

export async function enable({ db, now }: Deps, id: number, admin: SignedInStaff, client: ClientInfo) {
  return db.transaction().execute(async (tx): Promise<{ ok: true } | StaffFailure> => {
    const user = await findStaffUserById(tx, id);
    if (!user) return fail(404, staffMessages.noSuchAccount);
    if (!user.disabled_at) return { ok: true };
    await updateStaffUser(tx, id, { disabled_at: null, updated_at: now().toISOString() });
    await audit(tx, {
      actor: staffActor(admin),
      action: AUDIT_ACTIONS.userEnabled,
      ip: client.ip,
      target: accountTarget(id),
    });
    return { ok: true };
  });
}

/**
 * Null when the change leaves at least one enabled admin besides `user`, else the refusal, which is
 * recorded (`change` names what was asked: a role, or "disable").
 */
async function keepsAnAdmin(
  tx: Executor,
  user: StaffUserRow,
  change: string,
  by: ChangedBy,
  client: ClientInfo,
): Promise<StaffFailure | null> {
  if (user.role !== "admin" || user.disabled_at) return null;
  const admins = await lockActiveAdminIds(tx);
  if (admins.some((id) => id !== user.id)) return null;
  await audit(tx, {
    actor: actorOf(by),
    action: AUDIT_ACTIONS.lastAdminKept,
    ip: client.ip,
    target: accountTarget(user.id),
    detail: { asked: change },
  });
  return fail(409, staffMessages.lastAdmin);
}
