import type { AuditCursor, AuditQuery } from "~/domain/staff/audit-query";
import type { Db } from "../db/database";
import { AUDIT_RECORD_TYPES, auditRecordKey, auditRecordOf, type AuditRecordType } from "~/domain/staff/audit-records";
import { existingRecordIds, listAuditRows, listAuditRowsAfter, type AuditLogRow } from "./audit-log.repository";
import { listStaffUsers } from "../staff/staff-users.repository";

/** One page of the audit trail, newest first, with the cursors of the pages on either side (null: none). */
export type AuditPage = { rows: AuditLogRow[]; older: AuditCursor | null; newer: AuditCursor | null };

const cursorOf = (row: AuditLogRow): AuditCursor => ({ at: row.at, id: row.id });

/** The audit trail as admins read it: keyset pages of a filtered list (docs/decisions/0022). */
export function createAuditTrailService({ db }: { db: Db }) {
  return {
    async page(query: AuditQuery, size: number): Promise<AuditPage> {
      const filter = { actorUserId: query.person ?? undefined, action: query.action ?? undefined };
      // One row more than a page says whether there is a page beyond it.
      const fetched = query.after
        ? await listAuditRowsAfter(db, filter, size + 1, query.after)
        : await listAuditRows(db, filter, size + 1, query.before ?? undefined);
      const more = fetched.length > size;
      const rows = query.after
        ? fetched.slice(fetched.length - Math.min(size, fetched.length))
        : fetched.slice(0, size);
      const first = rows[0];
      const last = rows.at(-1);
      const hasOlder = query.after
        ? Boolean(last) && (await listAuditRows(db, filter, 1, cursorOf(last!))).length > 0
        : more;
      const hasNewer = query.after
        ? more
        : Boolean(first) &&
          Boolean(query.before) &&
          (await listAuditRowsAfter(db, filter, 1, cursorOf(first!))).length > 0;
      return {
        rows,
        older: hasOlder && last ? cursorOf(last) : null,
        newer: hasNewer && first ? cursorOf(first) : null,
      };
    },

    /**
     * The records these rows concern that still exist (keys as auditRecordKey makes them): the page links
     * those to their pages, and names the others without a link.
     */
    async existingRecords(rows: AuditLogRow[]): Promise<Set<string>> {
      const wanted = new Map<AuditRecordType, Set<number>>();
      for (const r of rows) {
        const record = auditRecordOf(r.target_type, r.target_id);
        if (record) wanted.set(record.type, (wanted.get(record.type) ?? new Set()).add(record.id));
      }
      const found = await Promise.all(
        AUDIT_RECORD_TYPES.map(async (type) =>
          (await existingRecordIds(db, type, [...(wanted.get(type) ?? [])])).map((id) => auditRecordKey({ type, id })),
        ),
      );
      return new Set(found.flat());
    },

    /** Everyone who could appear as a person in the trail, for the filter and for naming records. */
    async people(): Promise<{ id: number; name: string; email: string }[]> {
      return (await listStaffUsers(db)).map((u) => ({ id: u.id, name: u.name, email: u.email }));
    },
  };
}
