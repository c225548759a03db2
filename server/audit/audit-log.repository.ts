import type { Insertable, Selectable } from "kysely";
import type { AuditRecordType } from "~/domain/staff/audit-records";
import type { Executor } from "../db/database";
import type { AuditLogTable } from "./audit-log.table";

export type AuditLogRow = Selectable<AuditLogTable>;

export async function insertAuditRow(db: Executor, row: Insertable<AuditLogTable>): Promise<void> {
  await db.insertInto("audit_log").values(row).execute();
}

export type AuditListFilter = { actorUserId?: number; action?: string };
/** Keyset cursor: the (at, id) of the last row of the previous page. */
export type AuditCursor = { at: string; id: number };

/** Newest first, optionally by person and by action, one page after `before`. */
export function listAuditRows(
  db: Executor,
  filter: AuditListFilter,
  limit: number,
  before?: AuditCursor,
): Promise<AuditLogRow[]> {
  let q = db.selectFrom("audit_log").selectAll();
  if (filter.actorUserId !== undefined) q = q.where("actor_user_id", "=", filter.actorUserId);
  if (filter.action) q = q.where("action", "=", filter.action);
  if (before)
    q = q.where((eb) =>
      eb.or([eb("at", "<", before.at), eb.and([eb("at", "=", before.at), eb("id", "<", before.id)])]),
    );
  return q.orderBy("at", "desc").orderBy("id", "desc").limit(limit).execute();
}

/**
 * The page just newer than `after`, newest first: walks the same index forwards (oldest first)
 * and turns the few rows round.
 */
export async function listAuditRowsAfter(
  db: Executor,
  filter: AuditListFilter,
  limit: number,
  after: AuditCursor,
): Promise<AuditLogRow[]> {
  let q = db.selectFrom("audit_log").selectAll();
  if (filter.actorUserId !== undefined) q = q.where("actor_user_id", "=", filter.actorUserId);
  if (filter.action) q = q.where("action", "=", filter.action);
  q = q.where((eb) => eb.or([eb("at", ">", after.at), eb.and([eb("at", "=", after.at), eb("id", ">", after.id)])]));
  const rows = await q.orderBy("at", "asc").orderBy("id", "asc").limit(limit).execute();
  return rows.reverse();
}

/**
 * The audit row of an application's or resume's erasure, with the name its person has now: erased on
 * its own (by staff, by the applicant, by retention) or with everything held about an address, whose row
 * names the address's pseudonym and carries the same moment as the application's `erased_at`.
 */
export function findErasureRow(
  db: Executor,
  target: { type: "application" | "resume"; id: number; erasedAt: string },
  actions: { one: string[]; person: string },
) {
  return db
    .selectFrom("audit_log as a")
    .leftJoin("staff_users as u", "u.id", "a.actor_user_id")
    .select(["a.at", "a.actor_label", "a.action", "u.name as actor_name"])
    .where((eb) =>
      eb.or([
        eb.and([
          eb("a.target_type", "=", target.type),
          eb("a.target_id", "=", String(target.id)),
          eb("a.action", "in", actions.one),
        ]),
        eb.and([eb("a.action", "=", actions.person), eb("a.at", "=", target.erasedAt)]),
      ]),
    )
    .orderBy("a.id", "desc")
    .limit(1)
    .executeTakeFirst();
}

/** Which of these ids still exist in the table of each kind of record the audit page links. */
export async function existingRecordIds(db: Executor, type: AuditRecordType, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await (() => {
    switch (type) {
      case "application":
        return db.selectFrom("job_applications").select("id as key").where("id", "in", ids).execute();
      case "resume":
        return db.selectFrom("candidates").select("id as key").where("id", "in", ids).execute();
      case "job":
        return db.selectFrom("jobs").select("code as key").where("code", "in", ids).execute();
      case "news":
        return db.selectFrom("news").select("code as key").where("code", "in", ids).execute();
      case "contact_message":
        return db.selectFrom("contact_messages").select("id as key").where("id", "in", ids).execute();
      case "subscription":
        return db.selectFrom("subscriptions").select("id as key").where("id", "in", ids).execute();
      case "staff_user":
        return db.selectFrom("staff_users").select("id as key").where("id", "in", ids).execute();
      case "rights_request":
        return db.selectFrom("rights_requests").select("id as key").where("id", "in", ids).execute();
      case "message_template":
        return db.selectFrom("message_templates").select("id as key").where("id", "in", ids).execute();
    }
  })();
  return rows.map((r) => Number(r.key));
}
