import type { ApplicationStatus } from "./application-pipeline";

/**
 * What a job seeker reads about their own application on its private status page (docs/product.md
 * §2.16): the pipeline's statuses in plain words, and the page's messages. Staff words ("screening",
 * "rejected") and anything HR wrote never show there.
 */

/** What a status page shows: the application without anything HR wrote, or that nothing is held. */
export type StatusPageView =
  | {
      state: "held";
      reference: string;
      /** null for a general application (a resume sent without a job). */
      jobTitle: string | null;
      /** The day it was sent, in the company's time zone (YYYY-MM-DD). */
      sentOn: string;
      status: ApplicationStatus;
      /** True when the status is final (hired, not selected, withdrawn): it can no longer be withdrawn. */
      final: boolean;
      /** Until when "Keep my resume for other openings" holds (YYYY-MM-DD, company time), or null when it does not. */
      talentPoolUntil: string | null;
    }
  | { state: "erased" };

/** The status in plain words, as the status page's badge shows it. */
export const APPLICANT_STATUS_WORDS: Record<ApplicationStatus, string> = {
  new: "Received",
  screening: "Under review",
  shortlisted: "Shortlisted",
  interview: "Interview",
  offer: "Offer",
  hired: "Hired",
  rejected: "Not selected",
  withdrawn: "Withdrawn",
};

/** One sentence under the badge: what the status means for the applicant. */
export const APPLICANT_STATUS_EXPLANATIONS: Record<ApplicationStatus, string> = {
  new: "We have your application and will read it soon.",
  screening: "Our recruitment team is reading your application.",
  shortlisted: "Your profile matches what we are looking for. We will contact you about the next step.",
  interview: "You are invited to interview. We mail you the times to choose from, and they are listed here.",
  offer: "We have made you an offer. We are in touch with you about it.",
  hired: "Welcome aboard: you have accepted our offer.",
  rejected: "We have decided not to take your application further. Thank you for your interest.",
  withdrawn: "This application is withdrawn and no longer considered.",
};

// The addresses live in their own module: the site's forms (the home page's newsletter box among them)
// build a status link without loading this module's texts.
export {
  APPLICATION_STATUS_PREFIX,
  applicationStatusPath,
  applicationDataPath,
  LOST_LINK_PATH,
} from "./application-status-paths";

/** A token is 43 base64url characters (an HMAC-SHA256); any other string is not looked up. */
export const APPLICATION_LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The field names of the page's forms: which action, and its confirmation box. */
export const STATUS_INTENT_FIELD = "intent";
export const STATUS_CONFIRM_FIELD = "confirm";
export type StatusIntent = "withdraw" | "erase" | "export" | "withdraw-consent";

export const applicationStatusMessages = {
  heading: "Your application",
  generalApplication: "General application",
  withdrawHeading: "Withdraw your application",
  withdrawConfirm: "Yes, withdraw this application. HR will no longer consider it.",
  withdrawButton: "Withdraw application",
  withdrawn: "Your application is withdrawn. HR has been told.",
  cannotWithdraw: (status: string) =>
    `This application can no longer be withdrawn: its status is "${status}", which is final.`,
  exportHeading: "Download your data",
  exportIntro:
    "Everything we hold about this application, in one JSON file: what you sent, your resume and its status history.",
  exportConfirm: "I understand the file holds my personal data and I will keep it safe.",
  exportButton: "Download my data",
  eraseHeading: "Erase your application",
  eraseIntro:
    "Erasing removes your personal details, your resume and the mails about this application for good. HR keeps only that an application was made, without your name.",
  eraseConfirm: "Yes, erase this application and everything sent with it. This cannot be undone.",
  eraseButton: "Erase everything",
  consentHeading: "Other openings",
  consentIntro: (until: string) =>
    `You asked us to keep your resume for other openings until ${until}. Our recruitment team may consider you for them meanwhile. Withdraw this and we use it for this application only.`,
  consentConfirm: "Yes, consider me for this application only.",
  consentButton: "Withdraw my consent",
  consentWithdrawn: "Your consent is withdrawn: we use your resume for this application only.",
  confirmMissing: "Please tick the box to confirm first.",
  erasedHeading: "Nothing is held",
  erased: "Nothing is held under this link any more: the application and everything sent with it have been erased.",
  lostLinkPrompt: "Lost the link to an application? We can mail it to you again.",
  summaryLinkIntro: "Follow your application with your private link (keep it to yourself; it is in the mail too):",
  summaryLinkLabel: "See the status of your application",
} as const;

/** "I lost my link" (docs/product.md §2.17): the one answer it gives, whoever asks. */
export const lostLinkMessages = {
  heading: "I lost my link",
  intro:
    "Enter the e-mail address you applied with. If we hold an application or resume sent from it, we mail its private link to that address.",
  /**
   * Every valid request gets this answer, before the address is looked up. It says when no mail goes: at most
   * one such mail in ten minutes (LOST_LINK_RESEND_AFTER_MS) and three from the public forms in an hour to one
   * address (PUBLIC_MAILS_PER_ADDRESS_PER_HOUR), without telling whether the address applied.
   */
  sent: "Thank you. If an application or resume was sent from this address, we mail its links there now, unless we mailed them in the last ten minutes or the address has had three mails from our forms in the last hour: then nothing more is sent, so ask again later. Look in your spam folder too if it does not arrive within a few minutes.",
  button: "Send me my links",
  /** Under the careers page's and the resume page's forms, before the link to this page. */
  alreadyApplied: "Applied already? The mail we sent you has a private link to follow your application.",
} as const;
