import { productName } from "~/content/product-index";
import { LEAD_STATUS_LABELS, isLeadStatus } from "~/domain/demo/demo-settings";
import { referenceNumber } from "~/domain/reference-number";
import { AUDIT_ACTIONS } from "~/domain/staff/audit-actions";
import type { SignedInStaff } from "~/domain/staff/staff-user";
import type { Config } from "../config";
import type { Db } from "../db/database";
import { findHeldData, type HeldData } from "./people.repository";
import { subjectOf } from "../mail/compose";
import { outboxFolder } from "../mail/mail-files";
import { mailSite } from "../mail/mail-site";
import { audit, staffActor } from "../audit/audit";
import {
  addressPseudonym,
  erasePerson,
  type DemoCanceller,
  type ErasureCounts,
  type InterviewCanceller,
} from "./erase-person";
import { heldDataDocument } from "./held-data-document";
import type { ClientInfo } from "../staff/staff-common";

const productNames = (json: string) => {
  const slugs: unknown = JSON.parse(json);
  return Array.isArray(slugs) ? slugs.map((x) => productName(String(x))).join(", ") : "";
};
const leadStatusLabel = (status: string) => (isLeadStatus(status) ? LEAD_STATUS_LABELS[status] : status);

/** One record in the people page's summary. */
export type HeldItem = { id: number; title: string; detail: string; at: string };

/** What the page shows about an address: each kind of record, in words. */
export type PersonSummary = {
  applications: HeldItem[];
  resumes: HeldItem[];
  messages: HeldItem[];
  subscriptions: HeldItem[];
  jobAlerts: HeldItem[];
  demoBookings: HeldItem[];
  leads: HeldItem[];
  mails: HeldItem[];
};

/** One person's data for staff answering a subject-access or erasure request (docs/product.md §10.5). */
export function createPeopleService({
  db,
  config,
  cancelDemos,
  cancelInterviews,
}: {
  db: Db;
  config: Pick<Config, "siteUrl" | "dataDir">;
  /** The demos service's cancellation of an erased person's demos still to come. */
  cancelDemos: DemoCanceller;
  /** The interviews' cancellation of an erased application's interviews still to come. */
  cancelInterviews: InterviewCanceller;
}) {
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
      demoBookings: held.demoBookings.map((b) => ({
        id: b.id,
        title: `Demo ${b.state === "requested" ? "request" : "booking"}: ${productNames(b.products)}`,
        // Its time is the demo's; a request has none, and shows when it was sent.
        detail: [b.company, b.start_at ? `${b.state}, demo at` : "sent"].filter(Boolean).join(", "),
        at: b.start_at ?? b.created_at,
      })),
      leads: held.leads.map((l, i) => ({
        id: i,
        title: `Sales lead: ${leadStatusLabel(l.status)}`,
        // The notes in full are in the export; the page shows their start (they may be 4000 characters).
        detail: [
          l.owner_name ? `owner ${l.owner_name}` : "no owner",
          l.notes ? `notes: “${l.notes.length > 200 ? `${l.notes.slice(0, 200)}…` : l.notes}”` : "no notes",
        ].join(", "),
        at: l.updated_at,
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
      return erasePerson(
        db,
        email,
        { actor: staffActor(by), ip: client.ip },
        { mailFolder, cancelDemos, cancelInterviews },
      );
    },
  };
}
