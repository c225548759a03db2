import type { z } from "zod";
import { applicantMessage, applicantWithdrew } from "./applicants";
import { applicationConfirmation, applicationLinks, applicationToHr, resumeConfirmation, resumeToHr } from "./careers";
import { contactReceipt, contactToInfo } from "./contact";
import { interviewInvitation, interviewOffer, interviewReminder, scorecardReminder } from "./interviews";
import { jobAlert, jobAlertConfirmation } from "./job-alerts";
import { demoInvitation, demoReminder, demoRequest, demoToPresenters } from "./demos";
import type { AnyMailKind } from "./kind";
import { newsletterConfirmation, newsletterIssue, newsletterTest } from "./newsletter";
import { rightsRequestToOfficer } from "./privacy";
import { staffInvitation, staffPasswordReset } from "./staff";

/**
 * Every kind of mail the site sends, by the name stored in the outbox row (its `template` column). A new
 * kind is added here and given a sample in tests/integration/mail-kinds.test.ts.
 */
export const mailKinds = {
  "contact-receipt": contactReceipt,
  "contact-to-info": contactToInfo,
  "application-confirmation": applicationConfirmation,
  "application-to-hr": applicationToHr,
  "resume-confirmation": resumeConfirmation,
  "resume-to-hr": resumeToHr,
  "application-link": applicationLinks,
  "newsletter-confirmation": newsletterConfirmation,
  "staff-invitation": staffInvitation,
  "staff-password-reset": staffPasswordReset,
  "applicant-message": applicantMessage,
  "applicant-withdrew": applicantWithdrew,
  "interview-offer": interviewOffer,
  "interview-invitation": interviewInvitation,
  "interview-reminder": interviewReminder,
  "scorecard-reminder": scorecardReminder,
  "newsletter-issue": newsletterIssue,
  "newsletter-test": newsletterTest,
  "job-alert-confirmation": jobAlertConfirmation,
  "job-alert": jobAlert,
  "rights-request-to-officer": rightsRequestToOfficer,
  "demo-invitation": demoInvitation,
  "demo-to-presenters": demoToPresenters,
  "demo-reminder": demoReminder,
  "demo-request": demoRequest,
} as const satisfies Record<string, AnyMailKind>;

export type MailKindName = keyof typeof mailKinds;
/** The payload a kind takes, from its schema. */
export type PayloadOf<K extends MailKindName> = z.input<(typeof mailKinds)[K]["payload"]>;

/**
 * Kinds that concern all of an address's applications at once (person_reference null): erasing any one
 * of those applications deletes them too, since they name it.
 */
export const MAIL_KINDS_ABOUT_EVERY_APPLICATION: readonly MailKindName[] = ["application-link"];

/** Kinds that copy a contact message: erased with the messages they copy (server/services/contact-retention.ts). */
export const CONTACT_MAIL_KINDS: readonly MailKindName[] = ["contact-receipt", "contact-to-info"];

export function isMailKindName(name: string): name is MailKindName {
  return Object.hasOwn(mailKinds, name);
}
