import { referenceNumber } from "../reference-number";
import { rightsRequestPath } from "../rights-requests";
import { applicationPath } from "./application-detail";

/**
 * What an audit row's record (audit_log.target_type and target_id) is, as the audit page names it and
 * links it: the console page of an application, resume, job, story, message, subscriber or staff account.
 * A record of another kind (an address, a person's pseudonym, an export) has no page.
 */
const RECORD_PAGES = {
  application: {
    name: (id: number) => `Application ${referenceNumber("application", id)}`,
    path: (id: number) => applicationPath("application", id),
  },
  resume: {
    name: (id: number) => `Resume ${referenceNumber("resume", id)}`,
    path: (id: number) => applicationPath("resume", id),
  },
  job: { name: (id: number) => `Job ${id}`, path: (id: number) => `/staff/jobs/${id}` },
  news: { name: (id: number) => `News story ${id}`, path: (id: number) => `/staff/news/${id}` },
  contact_message: { name: (id: number) => `Message ${id}`, path: (id: number) => `/staff/messages/${id}` },
  subscription: { name: (id: number) => `Subscriber ${id}`, path: (id: number) => `/staff/subscribers/${id}` },
  staff_user: { name: (id: number) => `Staff account ${id}`, path: (id: number) => `/staff/users/${id}` },
  rights_request: { name: (id: number) => `Privacy request ${id}`, path: (id: number) => rightsRequestPath(id) },
} as const;

export type AuditRecordType = keyof typeof RECORD_PAGES;
export const AUDIT_RECORD_TYPES = Object.keys(RECORD_PAGES) as AuditRecordType[];

/** The record as an id of a kind with a page, or null (another kind, or an id that is not a number). */
export function auditRecordOf(type: string | null, id: string | null): { type: AuditRecordType; id: number } | null {
  if (!type || !id || !Object.hasOwn(RECORD_PAGES, type) || !/^[1-9]\d{0,15}$/.test(id)) return null;
  const n = Number(id);
  return Number.isSafeInteger(n) ? { type: type as AuditRecordType, id: n } : null;
}

export function auditRecordName(record: { type: AuditRecordType; id: number }): string {
  return RECORD_PAGES[record.type].name(record.id);
}

export function auditRecordPath(record: { type: AuditRecordType; id: number }): string {
  return RECORD_PAGES[record.type].path(record.id);
}

/** A key for sets of records: `job:12`. */
export const auditRecordKey = (record: { type: AuditRecordType; id: number }) => `${record.type}:${record.id}`;
