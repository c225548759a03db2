import { referenceNumber } from "~/domain/reference-number";
import { AUDIT_ACTIONS } from "~/domain/staff/audit-actions";
import type { SignedInStaff } from "~/domain/staff/staff-user";
import type { Config } from "../config";
import type { Db } from "../db/database";
import { findHeldData, type HeldData } from "../db/repositories/people";
import { subjectOf } from "../mail/compose";
import { outboxFolder } from "../mail/delivery";
import { mailSite } from "../mail/mail-site";
import { audit, staffActor } from "./audit";
import { addressPseudonym, erasePerson, type ErasureCounts } from "./erase-person";
import { heldDataDocument } from "./held-data-document";
import type { ClientInfo } from "./staff-common";

/** One record in the people page's summary. */
export type HeldItem = { id: number; title: string; detail: string; at: string };

/** What the page shows about an address: each kind of record, in words. */
export type PersonSummary = {
  applications: HeldItem[];
  resumes: HeldItem[];
  messages: HeldItem[];
  subscriptions: HeldItem[];
  jobAlerts: HeldItem[];
  mails: HeldItem[];
};

/** One person's data for staff answering a subject-access or erasure request (docs/product.md §10.5). */
export function createPeopleService({ db, config }: { db: Db; config: Pick<Config, "siteUrl" | "dataDir"> }) {
  const site = mailSite(config.siteUrl);
  const mailFolder = outboxFolder(config.dataDir);

  function summary(held: HeldData): PersonSummary {
    const status = (s: string) => `status ${s}`;
    return {
      applications: held.applications.map((a) => ({
        id: a.id,
        title: `${referenceNumber("application", a.id)}: ${a.job_title ?? `job ${a.job_code}`}`,
        detail: `${a.name}, ${status(a.status)}, ${a.qualifications.length} qualification(s), ${a.experiences.length} experience(s)`,
        at: a.created_at,
      })),
      resumes: held.resumes.map((r) => ({
        id: r.id,
        title: `${referenceNumber("resume", r.id)}: ${r.job_code === 0 ? "General" : (r.job_title ?? `job ${r.job_code}`)}`,
        detail: `${r.name}, ${status(r.status)}${r.resume_file_id === null ? ", no resume file" : ""}`,
        at: r.created_at,
      })),
      messages: held.messages.map((m) => ({
        id: m.id,
        title: m.subject,
        detail: m.handled_at ? "handled" : "not handled",
        at: m.created_at,
      })),
      subscriptions: held.subscriptions.map((s) => ({
        id: s.id,
        title: "Newsletter",
        detail: s.confirmed_at ? "confirmed" : "waiting for confirmation",
        at: s.created_at,
      })),
      jobAlerts: held.jobAlerts.map((a) => ({
        id: a.id,
        title: `Job alert: ${[a.words && `“${a.words}”`, a.location, a.level].filter(Boolean).join(", ") || "every opening"}`,
        detail: `${a.frequency}, ${a.confirmed_at ? "confirmed" : "waiting for confirmation"}`,
        at: a.created_at,
      })),
      mails: held.mails.map((m) => ({ id: m.id, title: subjectOf(m, site), detail: m.status, at: m.created_at })),
    };
  }

  return {
    async find(email: string): Promise<PersonSummary> {
      return summary(await findHeldData(db, email));
    },

    /**
     * Everything held about the address as one JSON document (a subject-access request), resume files
     * included (base64); the export is an audit row naming the address's pseudonym.
     */
    async export(email: string, by: SignedInStaff, client: ClientInfo): Promise<string> {
      const held = await findHeldData(db, email);
      await audit(db, {
        actor: staffActor(by),
        action: AUDIT_ACTIONS.personExported,
        ip: client.ip,
        target: { type: "person", id: addressPseudonym(email) },
      });
      return heldDataDocument(held, { email, site, staffView: true });
    },

    erase(email: string, by: SignedInStaff, client: ClientInfo): Promise<ErasureCounts> {
      return erasePerson(db, email, { actor: staffActor(by), ip: client.ip }, { mailFolder });
    },
  };
}
