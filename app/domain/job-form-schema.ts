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
import {
  isCountryCode,
  isEmploymentType,
  isSalaryCurrency,
  isSalaryPeriod,
  isWorkplace,
  OPENINGS_MAX,
  SALARY_AMOUNT_MAX,
  type CountryCode,
  type EmploymentType,
  type SalaryCurrency,
  type SalaryPeriod,
  type Workplace,
} from "./job-posting-fields";
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

/** One of a list's words, as posted by a select or radio; anything else gets the field's message. */
const choice = <K extends string>(is: (v: unknown) => v is K, message: string) =>
  z
    .string()
    .refine(is, message)
    .transform((v) => v as K);

/** An amount of money: digits, with the separators people type ("9,00,000") ignored; empty for none. */
const amount = (field: "salaryMin" | "salaryMax") =>
  z
    .string()
    .transform((v) => v.replace(/[\s,]/g, ""))
    .refine((v) => v === "" || (/^\d{1,10}$/.test(v) && Number(v) >= 1 && Number(v) <= SALARY_AMOUNT_MAX), {
      message: jobFormMessages.salaryAmountInvalid(field),
    })
    .transform((v) => (v === "" ? null : Number(v)));

/** Cross-field rules run also when other fields are wrong (every message at once), not over their own. */
const unlessWrong =
  (...fields: JobFormField[]) =>
  (payload: { issues: { path?: PropertyKey[] }[] }) =>
    !payload.issues.some((i) => fields.includes(i.path?.[0] as JobFormField));

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
    employmentType: choice<EmploymentType>(isEmploymentType, jobFormMessages.employmentTypeInvalid),
    workplace: choice<Workplace>(isWorkplace, jobFormMessages.workplaceInvalid),
    remoteCountries: z.array(choice<CountryCode>(isCountryCode, jobFormMessages.remoteCountriesInvalid)),
    salaryMin: amount("salaryMin"),
    salaryMax: amount("salaryMax"),
    salaryCurrency: choice<SalaryCurrency>(isSalaryCurrency, jobFormMessages.salaryCurrencyInvalid),
    salaryPeriod: z
      .string()
      .refine((v) => v === "" || isSalaryPeriod(v), jobFormMessages.salaryPeriodInvalid)
      .transform((v) => (v === "" ? null : (v as SalaryPeriod))),
    department: optionalText("department"),
    openings: z
      .string()
      .trim()
      .refine(
        (v) => /^\d{1,3}$/.test(v) && Number(v) >= 1 && Number(v) <= OPENINGS_MAX,
        jobFormMessages.openingsInvalid,
      )
      .transform(Number),
  })
  .refine((job) => job.minimumExperienceYear === null || job.isExperienceRequired, {
    path: ["minimumExperienceYear"],
    message: jobFormMessages.minimumYearsWithoutExperience,
    when: unlessWrong("minimumExperienceYear"),
  })
  .refine((job) => job.workplace !== "remote" || job.remoteCountries.length > 0, {
    path: ["remoteCountries"],
    message: jobFormMessages.remoteCountriesMissing,
    when: unlessWrong("workplace", "remoteCountries"),
  })
  .refine((job) => job.salaryPeriod !== null || (job.salaryMin === null && job.salaryMax === null), {
    path: ["salaryPeriod"],
    message: jobFormMessages.salaryWithoutPeriod,
    when: unlessWrong("salaryPeriod", "salaryMin", "salaryMax"),
  })
  .refine((job) => job.salaryPeriod === null || job.salaryMin !== null, {
    path: ["salaryMin"],
    message: jobFormMessages.salaryMinMissing,
    when: unlessWrong("salaryPeriod", "salaryMin"),
  })
  .refine((job) => job.salaryPeriod === null || job.salaryMax !== null, {
    path: ["salaryMax"],
    message: jobFormMessages.salaryMaxMissing,
    when: unlessWrong("salaryPeriod", "salaryMax"),
  })
  .refine((job) => job.salaryMin === null || job.salaryMax === null || job.salaryMin <= job.salaryMax, {
    path: ["salaryMax"],
    message: jobFormMessages.salaryRangeReversed,
    when: unlessWrong("salaryMin", "salaryMax"),
  })
  .transform(({ salaryMin, salaryMax, salaryCurrency, salaryPeriod, remoteCountries, ...job }): JobInput => ({
    ...job,
    // Countries say where a remote worker may live: no other workplace keeps them.
    remoteCountries: job.workplace === "remote" ? remoteCountries : [],
    salary:
      salaryPeriod !== null && salaryMin !== null && salaryMax !== null
        ? { min: salaryMin, max: salaryMax, currency: salaryCurrency, period: salaryPeriod }
        : null,
  })) satisfies z.ZodType<JobInput, JobFormValues>;

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
