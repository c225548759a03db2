/**
 * What a job seeker sent (docs/product.md, glossary): a job application from the four-step wizard, or a
 * resume from the resume form or a job's Apply Now modal. The same word is the `kind` column of the
 * pipeline, status-link and count tables, so code, addresses and rows agree.
 */
export const SUBMISSION_KINDS = ["application", "resume"] as const;
export type SubmissionKind = (typeof SUBMISSION_KINDS)[number];

export function isSubmissionKind(value: unknown): value is SubmissionKind {
  return typeof value === "string" && (SUBMISSION_KINDS as readonly string[]).includes(value);
}
