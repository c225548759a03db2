/**
 * The number a job seeker quotes about what they sent (docs/product.md §6.12, §6.13): shown on screen after
 * submitting and in the confirmation mail. A for a wizard application, R for a resume sent with the
 * resume form, then the stored row's id (docs/decisions/0033-application-mails-and-reference-numbers.md).
 */
import type { SubmissionKind } from "./submission-kind";

const PREFIX: Record<SubmissionKind, string> = { application: "A", resume: "R" };

export function referenceNumber(kind: SubmissionKind, id: number): string {
  return `${PREFIX[kind]}-${String(id).padStart(6, "0")}`;
}

/** What the success screen says under the message. */
export const referenceLine = (reference: string) =>
  `Your reference number is ${reference}. A confirmation is on its way to your e-mail address.`;
