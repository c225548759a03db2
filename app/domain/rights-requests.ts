import { RIGHTS_REQUEST_ANSWER_DAYS } from "./retention-periods";
import { emailRules, nameRules } from "./validation/common-rules";
import { isCleanText } from "./validation/patterns";
import { rule, text, type Rule } from "./validation/rules";

/**
 * A person's request about their data made without a status link (docs/product.md §2.19, §10.11): what
 * they may ask for, the form's fields, rules and messages, and the 30-day answer time the console shows.
 */

export const RIGHTS_REQUEST_KINDS = ["copy", "correction", "erasure", "withdraw-consent", "other"] as const;
export type RightsRequestKind = (typeof RIGHTS_REQUEST_KINDS)[number];

export const RIGHTS_REQUEST_KIND_LABELS: Record<RightsRequestKind, string> = {
  copy: "A copy of the data you hold about me",
  correction: "Correct my data",
  erasure: "Erase my data",
  "withdraw-consent": "Withdraw a consent I gave",
  other: "Another question about my data",
};

export function isRightsRequestKind(value: unknown): value is RightsRequestKind {
  return typeof value === "string" && (RIGHTS_REQUEST_KINDS as readonly string[]).includes(value);
}

/** The posted field names (the page's form without JavaScript; there is no API endpoint). */
export const RIGHTS_REQUEST_FIELDS = ["Name", "Email", "Request", "Details"] as const;

export const rightsRequestLimits = { nameMax: 90, emailMax: 90, detailsMax: 2000 } as const;

/** The longest note staff write on how they answered. */
export const RIGHTS_REQUEST_ANSWER_NOTE_MAX = 2000;

export const rightsRequestMessages = {
  requestMissing: "Please choose what you are asking for",
  detailsInvalid: `Please keep the details to ${rightsRequestLimits.detailsMax.toLocaleString("en-GB")} characters of plain text`,
  received: `Thank you. We have your request and will answer it by e-mail within ${RIGHTS_REQUEST_ANSWER_DAYS} days. Before we act on it we may ask you to confirm that the address is yours.`,
  noSuchRequest: "There is no privacy request with this number.",
  answered: "Marked answered.",
  alreadyAnswered: "Someone had already marked it answered.",
  noteTooLong: "Keep the note to 2,000 characters or fewer.",
} as const;

export type RightsRequestInput = { Name?: unknown; Email?: unknown; Request?: unknown; Details?: unknown };

export const rightsRequestRules: Rule<RightsRequestInput>[] = [
  ...nameRules<RightsRequestInput>((i) => i.Name),
  ...emailRules<RightsRequestInput>((i) => i.Email),
  rule((i) => !isRightsRequestKind(text(i.Request)), rightsRequestMessages.requestMissing),
  rule((i) => {
    const details = text(i.Details);
    return details.length > rightsRequestLimits.detailsMax || (details !== "" && !isCleanText(details));
  }, rightsRequestMessages.detailsInvalid),
];

const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant a request must be answered by: 30 days after it arrived. */
export function answerDueAt(receivedAt: string): string {
  return new Date(Date.parse(receivedAt) + RIGHTS_REQUEST_ANSWER_DAYS * DAY_MS).toISOString();
}

/** Where a request stands against its answer time, in words for the console. */
export function answerTimeText(
  request: { receivedAt: string; answeredAt: string | null },
  now: Date = new Date(),
): { text: string; overdue: boolean } {
  const due = Date.parse(answerDueAt(request.receivedAt));
  if (request.answeredAt) {
    const late = Date.parse(request.answeredAt) > due;
    return { text: late ? "Answered after the 30 days" : "Answered in time", overdue: false };
  }
  const days = Math.ceil((due - now.getTime()) / DAY_MS);
  if (days < 0) return { text: `Overdue by ${-days} day${days === -1 ? "" : "s"}`, overdue: true };
  if (days === 0) return { text: "Due today", overdue: false };
  return { text: `Due in ${days} day${days === 1 ? "" : "s"}`, overdue: false };
}

/** The console's pages. */
export const RIGHTS_REQUESTS_PATH = "/staff/privacy-requests";
export const rightsRequestPath = (id: number) => `${RIGHTS_REQUESTS_PATH}/${id}`;
