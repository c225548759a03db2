import type { AuditAction } from "~/domain/staff/audit-actions";
import type { Db } from "../db/database";
import { audit, staffActor } from "./audit";
import { addressPseudonym } from "../privacy/erase-person";

/** The reads of personal data the trail records, and what each concerns. */
type Read =
  | { action: "application.opened"; target: { type: "application" | "resume"; id: number } }
  | { action: "resume-file.read"; target: { type: "application" | "resume"; id: number }; mode: "download" | "view" }
  | { action: "message.opened"; target: { type: "contact_message"; id: number } }
  | { action: "rights-request.opened"; target: { type: "rights_request"; id: number } }
  | { action: "person.looked-up"; email: string };

/**
 * Records that a staff member read someone's personal data (docs/product.md §10.5): an application or
 * resume opened, a resume file downloaded or shown, a contact message or rights request opened, a person looked up. A row
 * per read, written as the page is served; a person looked up is named by the address's pseudonym, as an
 * erasure is, so the trail itself holds no address.
 */
export function createReadingAuditService({ db }: { db: Db }) {
  return {
    async record(user: { id: number; email: string }, ip: string | null, read: Read): Promise<void> {
      const action: AuditAction = read.action;
      await audit(db, {
        actor: staffActor(user),
        action,
        ip,
        target: read.action === "person.looked-up" ? { type: "person", id: addressPseudonym(read.email) } : read.target,
        detail: read.action === "resume-file.read" ? { mode: read.mode } : undefined,
      });
    },
  };
}
