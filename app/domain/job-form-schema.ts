import { z } from "zod";
import { parseDdMmYyyy, toDdMmYyyy } from "./birth-date";
import {
  JOB_FORM_LIMITS,
  jobFormMessages,
  MINIMUM_EXPERIENCE_YEARS_MAX,
  type JobFormField,
  type JobFormValues,
  type JobInput,
  type JobTextField,
} from "./job-form";
import { contactEmailOf } from "./jobs";

/**
 * The staff console's job form, checked on the server (docs/decisions/0015: zod stays out of the
 * browser). Unlike the public request schemas, this one gives the messages itself: the form is the
 * console's own, with no older API whose answers must be kept.
 */

const optionalText = (field: JobTextField) =>
  z
    .string()
    .trim()
    .max(JOB_FORM_LIMITS[field], jobFormMessages.tooLong(field))
    .transform((v) => v || null);

const requiredText = (field: JobTextField, missing: string) =>
  z.string().trim().min(1, missing).max(JOB_FORM_LIMITS[field], jobFormMessages.tooLong(field));

const isCalendarDate = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && parseDdMmYyyy(toDdMmYyyy(v)) !== null;

export const jobFormSchema = z
  .object({
    title: requiredText("title", jobFormMessages.titleRequired),
    location: optionalText("location"),
    experience: optionalText("experience"),
    description: requiredText("description", jobFormMessages.descriptionRequired),
    preferredSkills: optionalText("preferredSkills"),
    additionalSkills: optionalText("additionalSkills"),
    benefits: optionalText("benefits"),
    lastDateOfApply: z
      .string()
      .trim()
      .refine((v) => v === "" || isCalendarDate(v), jobFormMessages.lastDateInvalid)
      .transform((v) => v || null),
    contactInfo: optionalText("contactInfo").refine(
      (v) => v === null || !v.includes("@") || contactEmailOf(v) !== null,
      jobFormMessages.contactEmailInvalid,
    ),
    isReferral: z.boolean(),
    isExperienceRequired: z.boolean(),
    minimumExperienceYear: z
      .string()
      .trim()
      .refine((v) => v === "" || (/^\d{1,2}$/.test(v) && Number(v) <= MINIMUM_EXPERIENCE_YEARS_MAX), {
        message: jobFormMessages.minimumYearsInvalid,
      })
      .transform((v) => (v === "" ? null : Number(v))),
    isCurrentCtcRequired: z.boolean(),
    isExpectedCtcRequired: z.boolean(),
  })
  .refine((job) => job.minimumExperienceYear === null || job.isExperienceRequired, {
    path: ["minimumExperienceYear"],
    message: jobFormMessages.minimumYearsWithoutExperience,
    // Also when other fields are wrong, so every message shows at once; not over the minimum's own.
    when: (payload) => !payload.issues.some((i) => i.path?.[0] === "minimumExperienceYear"),
  }) satisfies z.ZodType<JobInput, JobFormValues>;

export type JobFormCheck = { ok: true; job: JobInput } | { ok: false; errors: Partial<Record<JobFormField, string>> };

/** The form's verdict: the job to store, or one message per field that is wrong (the first of each). */
export function checkJobForm(values: JobFormValues): JobFormCheck {
  const parsed = jobFormSchema.safeParse(values);
  if (parsed.success) return { ok: true, job: parsed.data };
  const errors: Partial<Record<JobFormField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as JobFormField;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
