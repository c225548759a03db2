import { NEWS_TEXT_MAX, NEWS_TITLE_MAX } from "./news-editor";
import { isEmail } from "./validation/patterns";

/**
 * Newsletter issues (docs/product.md §10.9): their states, the editor's fields and messages, and a
 * send's progress. Shared by the console's pages and the server.
 */
export const NEWSLETTER_ISSUE_STATUSES = ["draft", "scheduled", "sending", "paused", "cancelled", "sent"] as const;
export type NewsletterIssueStatus = (typeof NEWSLETTER_ISSUE_STATUSES)[number];

export const NEWSLETTER_ISSUE_STATUS_LABELS: Record<NewsletterIssueStatus, string> = {
  draft: "Draft",
  scheduled: "Scheduled",
  sending: "Sending",
  paused: "Paused",
  cancelled: "Cancelled",
  sent: "Sent",
};

/** An issue can still be changed (and sent) only before its send starts. */
/** A status as the database holds it; an unknown one (never written) reads as cancelled: nothing more is sent. */
const isIssueStatus = (stored: string): stored is NewsletterIssueStatus =>
  (NEWSLETTER_ISSUE_STATUSES as readonly string[]).includes(stored);
export const issueStatusOf = (stored: string): NewsletterIssueStatus => (isIssueStatus(stored) ? stored : "cancelled");

export const isEditableIssue = (status: NewsletterIssueStatus) => status === "draft" || status === "scheduled";

export const NEWSLETTER_SUBJECT_MAX = NEWS_TITLE_MAX;
export const NEWSLETTER_BODY_MAX = NEWS_TEXT_MAX;

/** How many addresses one "Send a test" may name (the sender's and other staff members'). */
export const NEWSLETTER_TEST_RECIPIENTS_MAX = 5;

export const newsletterIssueMessages = {
  subjectMissing: "Enter the issue's subject",
  subjectTooLong: `Use at most ${NEWSLETTER_SUBJECT_MAX} characters for the subject`,
  bodyMissing: "Write the issue's text",
  bodyTooLong: `Use at most ${NEWSLETTER_BODY_MAX.toLocaleString("en")} characters for the text`,
  scheduleInvalid: "Enter the date and time the issue should be sent",
  scheduleInPast: "Choose a time in the future, or send it now",
  noSuchIssue: "There is no such issue.",
  noSuchStory: "There is no such published story.",
  notEditable: "This issue is being sent or was sent: it cannot be changed any more.",
  saved: "The issue is saved.",
  testSent: (emails: readonly string[]) => `A test was written to the outbox for ${emails.join(", ")}.`,
  testToHint: `Up to ${NEWSLETTER_TEST_RECIPIENTS_MAX} addresses, separated by commas: yours or other staff members' (accounts of this console). Left empty, it goes to you.`,
  testToTooMany: `Give at most ${NEWSLETTER_TEST_RECIPIENTS_MAX} addresses for a test.`,
  testToInvalid: (value: string) => `“${value}” is not an e-mail address.`,
  testToNotStaff: (email: string) =>
    `${email} is not the address of a staff account: a test goes only to you or other staff members.`,
  /** "Send now" asks first (issue 41, item 16): the send cannot be taken back, only paused or cancelled. */
  sendConfirm: (subject: string, n: number) =>
    `Send “${subject}” now to ${n.toLocaleString("en")} confirmed subscriber(s)? Mails that have left cannot be taken back: the send can only be paused or cancelled.`,
  sendConfirmButton: (n: number) => `Yes, send it to ${n.toLocaleString("en")} subscriber(s) now`,
  sendConfirmBack: "No, not now",
  queued: (n: number) => `The issue is being sent to ${n.toLocaleString("en")} confirmed subscriber(s).`,
  scheduled: "The issue is scheduled.",
  unscheduled: "The issue is a draft again.",
  paused: "Sending is paused.",
  resumed: "Sending goes on.",
  cancelled: "Sending is cancelled: the mails not yet sent will not be.",
  cannotPause: "Only an issue being sent can be paused.",
  cannotResume: "Only a paused issue can be resumed.",
  cannotCancel: "Only an issue being sent, paused or scheduled can be cancelled.",
} as const;

/**
 * The addresses typed for a test, each once (by its lower case), in the order typed; the sender's own when
 * none is typed. Whether each is a staff member's is the server's to check.
 */
export function parseTestRecipients(
  typed: string,
  own: string,
): { ok: true; emails: string[] } | { ok: false; message: string } {
  const parts = typed
    .split(/[\s,;]+/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length === 0) return { ok: true, emails: [own] };
  const seen = new Map<string, string>();
  for (const part of parts) {
    if (!isEmail(part)) return { ok: false, message: newsletterIssueMessages.testToInvalid(part) };
    if (!seen.has(part.toLowerCase())) seen.set(part.toLowerCase(), part);
  }
  if (seen.size > NEWSLETTER_TEST_RECIPIENTS_MAX) return { ok: false, message: newsletterIssueMessages.testToTooMany };
  return { ok: true, emails: [...seen.values()] };
}

/** Where an issue's mails are: counted from the outbox, against the subscribers it was queued for. */
export type SendProgress = {
  recipients: number;
  /** Written and not yet sent (waiting, or between retries). */
  queued: number;
  sent: number;
  failed: number;
  /** Neither sent nor waiting: the subscriber left during the send, or the send was cancelled. */
  skipped: number;
  /** Sent, failed or skipped, of the recipients: 0 to 100. */
  percentDone: number;
};

export function sendProgress(
  recipients: number,
  counts: { pending: number; sent: number; failed: number },
): SendProgress {
  const skipped = Math.max(0, recipients - counts.pending - counts.sent - counts.failed);
  const done = recipients - counts.pending;
  return {
    recipients,
    queued: counts.pending,
    sent: counts.sent,
    failed: counts.failed,
    skipped,
    percentDone: recipients === 0 ? 100 : Math.floor((100 * Math.max(0, done)) / recipients),
  };
}

/** The public web version of an issue, linked from its mail. */
export const newsletterIssuePath = (id: number) => `/newsletter/issues/${id}`;
