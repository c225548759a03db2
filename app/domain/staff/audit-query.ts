import { isAuditAction, type AuditAction } from "./audit-actions";
import { parseRecordId } from "./record-id";

/** Entries per page of the audit trail. */
export const AUDIT_PAGE_SIZE = 50;

/** A place in the trail (newest first): the (at, id) of an entry. */
export type AuditCursor = { at: string; id: number };

/** What the audit page's address asks for. Kept in the URL, so a filtered page can be shared and reloaded. */
export type AuditQuery = {
  /** Entries by this staff account (its id); null: everyone, the system included. */
  person: number | null;
  action: AuditAction | null;
  /** The page after this entry (older), or before it (newer); neither: the newest page. */
  before: AuditCursor | null;
  after: AuditCursor | null;
};

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;

/** A cursor as it appears in the URL: `2026-12-03T08:35:00.000Z~123`. */
export function formatAuditCursor(cursor: AuditCursor): string {
  return `${cursor.at}~${cursor.id}`;
}

export function parseAuditCursor(value: string | null): AuditCursor | null {
  if (!value) return null;
  const m = /^([^~]+)~(\d+)$/.exec(value);
  const id = parseRecordId(m?.[2]);
  if (!m || !ISO.test(m[1]!) || id === null) return null;
  return { at: m[1]!, id };
}

/** Reads the query; a value that is not one the page offers counts as not given. */
export function parseAuditQuery(params: URLSearchParams): AuditQuery {
  const action = params.get("action");
  const before = parseAuditCursor(params.get("before"));
  return {
    person: parseRecordId(params.get("person")),
    action: isAuditAction(action) ? action : null,
    before,
    after: before ? null : parseAuditCursor(params.get("after")),
  };
}

/** The page's address for a query (empty values left out). */
export function auditPageHref(query: Partial<AuditQuery>): string {
  const params = new URLSearchParams();
  if (query.person) params.set("person", String(query.person));
  if (query.action) params.set("action", query.action);
  if (query.before) params.set("before", formatAuditCursor(query.before));
  else if (query.after) params.set("after", formatAuditCursor(query.after));
  const search = params.toString();
  return search ? `/staff/audit?${search}` : "/staff/audit";
}

/**
 * An entry's detail (JSON text) as "key: value" pairs for the page; text that is not a JSON object
 * is shown as it is.
 */
export function describeAuditDetail(detail: string | null): string {
  if (!detail) return "";
  try {
    const value: unknown = JSON.parse(detail);
    if (value && typeof value === "object" && !Array.isArray(value))
      return Object.entries(value)
        .map(([k, v]) => `${k}: ${typeof v === "string" ? v : JSON.stringify(v)}`)
        .join(", ");
  } catch {}
  return detail;
}
