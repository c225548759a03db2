import { referenceNumber } from "~/domain/reference-number";
import type { HeldData } from "./people.repository";
import { readOutboxMail, subjectOf } from "../mail/compose";
import type { MailSite } from "../mail/mail-content";

const bytesOf = (b: Uint8Array) =>
  (Buffer.isBuffer(b) ? b : Buffer.from(b.buffer, b.byteOffset, b.byteLength)).toString("base64");

/**
 * The one shape of a "download everything held" file (docs/product.md §10.5 and §2.16): each record as
 * held, resume files in base64, mails with their subject and data (as their kind exports it: never a
 * status link's seed, from which the link could be made again). Staff answering a subject-access
 * request get HR's notes and who moved the application; the applicant's own download from the status
 * page leaves those out, as the page itself does (docs/decisions/0061-applicant-withdraw-export-erase.md).
 */
export function heldDataDocument(
  held: HeldData,
  { email, site, staffView }: { email: string; site: MailSite; staffView: boolean },
): string {
  const document = {
    exportedAt: new Date().toISOString(),
    email,
    applications: held.applications.map((a) => ({ reference: referenceNumber("application", a.id), ...a })),
    resumes: held.resumes.map((r) => ({ reference: referenceNumber("resume", r.id), ...r })),
    resumeFiles: held.resumeFiles.map(({ bytes, ...file }) => ({ ...file, bytesBase64: bytesOf(bytes) })),
    statusChanges: staffView
      ? held.statusChanges
      : held.statusChanges.map((c) => ({ kind: c.kind, at: c.at, from_status: c.from_status, to_status: c.to_status })),
    ...(staffView && { notes: held.notes }),
    // Interviews and their scorecards: staff's export only, as notes are (HR's assessment of the person).
    ...(staffView && { interviews: held.interviews }),
    contactMessages: held.messages,
    subscriptions: held.subscriptions,
    jobAlerts: held.jobAlerts,
    // Bookings without their private link's token hash (heldDemoBookingsOf leaves it out); products as a list.
    demoBookings: held.demoBookings.map((b) => ({ ...b, products: JSON.parse(b.products) as unknown })),
    ...(staffView && { rightsRequests: held.rightsRequests }),
    // Sales' status, owner and notes on the address as a lead: staff's export, as HR's notes are.
    ...(staffView && { leads: held.leads }),
    mails: held.mails.map(({ payload, ...mail }) => {
      const read = readOutboxMail({ template: mail.template, payload });
      return {
        ...mail,
        subject: subjectOf({ template: mail.template, payload }, site),
        data: read.ok ? read.mail.exported : null,
        ...(!read.ok && { unreadable: read.error }),
      };
    }),
  };
  return JSON.stringify(document, null, 2);
}
