import type { z } from "zod";
import { applicantMessage, applicantWithdrew } from "./hiring/applicants.mail";
import {
  MAIL_KINDS_ABOUT_EVERY_APPLICATION,
  applicationConfirmation,
  applicationLinks,
  applicationToHr,
  resumeConfirmation,
  resumeToHr,
} from "./careers/careers.mail";
import { CONTACT_MAIL_KINDS, contactReceipt, contactToInfo } from "./contact/contact.mail";
import {
  interviewErasedCancellation,
  interviewInvitation,
  interviewOffer,
  interviewReminder,
  interviewToHr,
  scorecardReminder,
} from "./interviews/interviews.mail";
import { jobAlert, jobAlertConfirmation } from "./newsletter/job-alerts.mail";
import { demoInvitation, demoReminder, demoRequest, demoToPresenters } from "./demos/demos.mail";
import type { AnyMailKind } from "./mail/mail-kind";
import { newsletterConfirmation, newsletterIssue, newsletterTest } from "./newsletter/newsletter.mail";
import { rightsRequestToOfficer } from "./privacy/privacy.mail";
import { staffInvitation, staffPasswordReset } from "./staff/staff.mail";

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
  "interview-to-hr": interviewToHr,
  "interview-erased-cancellation": interviewErasedCancellation,
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

// The capabilities' lists of their own kinds name kinds of this catalog (checked here, where both are known).
MAIL_KINDS_ABOUT_EVERY_APPLICATION satisfies readonly MailKindName[];
CONTACT_MAIL_KINDS satisfies readonly MailKindName[];

export function isMailKindName(name: string): name is MailKindName {
  return Object.hasOwn(mailKinds, name);
}
