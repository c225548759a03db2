import { z } from "zod";
import { JOB_CODE_PATTERN } from "./jobs";
import { screeningAnswersField } from "./screening-answers-schema";
import { flag, honeypot, optionalText, reportedText } from "./schema-fields";

/**
 * A resume as PostCandidate and the resume form send it (docs/product.md §3.5); the specification calls it
 * the "candidate request". The job code 0 for no particular job, the optional resume file as a data URL,
 * and the honeypot.
 */
export const resumeSchema = z.object({
  Name: optionalText,
  Email: optionalText,
  Mobile: optionalText,
  Phone: optionalText,
  /** A job code as the original client sends it: a whole number, possibly as text ("0"); missing means 0. */
  JobCode: z
    .union([z.number().int().nonnegative(), z.string().trim().regex(JOB_CODE_PATTERN)])
    .nullish()
    .transform((v) => (v === null || v === undefined ? 0 : Number(v))),
  IpAddress: reportedText(500),
  BrowserInfo: reportedText(2000),
  FileName: optionalText,
  FileExtension: optionalText,
  FileBytes: optionalText,
  /** "Keep my resume for other openings for 12 months" (docs/product.md §10.10): an addition to the contract, off when absent. */
  KeepForOtherOpenings: flag,
  /** The job's screening questions answered, when it is sent for a job that asks any (docs/decisions/0178). */
  ScreeningAnswers: screeningAnswersField,
  Website: honeypot,
});

export type ResumeRequest = z.infer<typeof resumeSchema>;
