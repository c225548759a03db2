import { storableText } from "./validation/patterns";

/**
 * The staff console's job form (docs/product.md §10.6): its fields as typed, their labels, limits and
 * messages. The browser reads these; the server checks a posted form with ./job-form-schema.ts, which
 * gives the same messages.
 */

/** The form as typed: every field as the browser posts it (text), the choices as ticks. */
export type JobFormValues = {
  title: string;
  location: string;
  experience: string;
  description: string;
  preferredSkills: string;
  additionalSkills: string;
  /** The salary package (the API's Benefits). */
  benefits: string;
  /** YYYY-MM-DD as a date input posts it, or "". */
  lastDateOfApply: string;
  contactInfo: string;
  isReferral: boolean;
  isExperienceRequired: boolean;
  minimumExperienceYear: string;
  isCurrentCtcRequired: boolean;
  isExpectedCtcRequired: boolean;
};

export type JobFormField = keyof JobFormValues;

/** What a valid form stores: empty text as null, the minimum as whole years. */
export type JobInput = {
  title: string;
  location: string | null;
  experience: string | null;
  description: string;
  preferredSkills: string | null;
  additionalSkills: string | null;
  benefits: string | null;
  lastDateOfApply: string | null;
  contactInfo: string | null;
  isReferral: boolean;
  isExperienceRequired: boolean;
  minimumExperienceYear: number | null;
  isCurrentCtcRequired: boolean;
  isExpectedCtcRequired: boolean;
};

export const JOB_TEXT_FIELDS = [
  "title",
  "location",
  "experience",
  "description",
  "preferredSkills",
  "additionalSkills",
  "benefits",
  "contactInfo",
] as const;
export type JobTextField = (typeof JOB_TEXT_FIELDS)[number];

export const JOB_FLAG_FIELDS = [
  "isReferral",
  "isExperienceRequired",
  "isCurrentCtcRequired",
  "isExpectedCtcRequired",
] as const;

/** The most each text may hold, in characters: the inputs' maxLength and the server's check. */
export const JOB_FORM_LIMITS: Record<JobTextField, number> = {
  title: 150,
  location: 150,
  experience: 100,
  description: 10_000,
  preferredSkills: 2000,
  additionalSkills: 2000,
  benefits: 500,
  contactInfo: 300,
};

export const MINIMUM_EXPERIENCE_YEARS_MAX = 40;

/** Labels as the careers pages name the same fields (app/features/careers/job-fields.tsx). */
export const JOB_FORM_LABELS: Record<JobFormField, string> = {
  title: "Title",
  location: "Location",
  experience: "Experience level",
  description: "Description",
  preferredSkills: "Preferred skills",
  additionalSkills: "Additional skills",
  benefits: "Salary package",
  lastDateOfApply: "Last date of apply",
  contactInfo: "Contact",
  isReferral: "Referrals allowed",
  isExperienceRequired: "Experience required",
  minimumExperienceYear: "Minimum experience (years)",
  isCurrentCtcRequired: "Current CTC required",
  isExpectedCtcRequired: "Expected CTC required",
};

export const jobFormMessages = {
  titleRequired: "Give the job a title.",
  descriptionRequired: "Describe the job: what the person will do and for whom.",
  tooLong: (field: JobTextField) =>
    `${JOB_FORM_LABELS[field]} must not be longer than ${JOB_FORM_LIMITS[field].toLocaleString("en-US")} characters.`,
  lastDateInvalid: "Give the last date of apply as a date (for example 2027-01-31), or leave it empty.",
  minimumYearsInvalid: `Give the minimum experience in whole years, from 0 to ${MINIMUM_EXPERIENCE_YEARS_MAX}, or leave it empty.`,
  minimumYearsWithoutExperience: "Tick “Experience required” to ask for a minimum, or leave the minimum empty.",
  contactEmailInvalid:
    "The contact has an @ but no valid e-mail address: applications are copied to the address written here.",
} as const;

export const EMPTY_JOB_FORM: JobFormValues = {
  title: "",
  location: "",
  experience: "",
  description: "",
  preferredSkills: "",
  additionalSkills: "",
  benefits: "",
  lastDateOfApply: "",
  contactInfo: "",
  isReferral: false,
  isExperienceRequired: false,
  minimumExperienceYear: "",
  isCurrentCtcRequired: false,
  isExpectedCtcRequired: false,
};

/** A stored job as the form shows it. */
export function jobFormValuesOf(job: JobInput): JobFormValues {
  return {
    title: job.title,
    location: job.location ?? "",
    experience: job.experience ?? "",
    description: job.description,
    preferredSkills: job.preferredSkills ?? "",
    additionalSkills: job.additionalSkills ?? "",
    benefits: job.benefits ?? "",
    lastDateOfApply: job.lastDateOfApply ?? "",
    contactInfo: job.contactInfo ?? "",
    isReferral: job.isReferral,
    isExperienceRequired: job.isExperienceRequired,
    minimumExperienceYear: job.minimumExperienceYear === null ? "" : String(job.minimumExperienceYear),
    isCurrentCtcRequired: job.isCurrentCtcRequired,
    isExpectedCtcRequired: job.isExpectedCtcRequired,
  };
}

/**
 * A posted form as typed: each text as sent (line ends as \n, without the characters no database
 * stores), each tick present or not. It is what the page shows again when the save fails.
 */
export function jobFormValuesFrom(form: FormData | Record<string, unknown>): JobFormValues {
  const get = (name: string) => (form instanceof FormData ? form.get(name) : form[name]);
  const text = (name: string) => {
    const v = get(name);
    return typeof v === "string" ? storableText(v.replace(/\r\n?/g, "\n")) : "";
  };
  const values = { lastDateOfApply: text("lastDateOfApply"), minimumExperienceYear: text("minimumExperienceYear") };
  const texts = Object.fromEntries(JOB_TEXT_FIELDS.map((f) => [f, text(f)]));
  const flags = Object.fromEntries(JOB_FLAG_FIELDS.map((f) => [f, get(f) !== null && get(f) !== undefined]));
  return { ...texts, ...flags, ...values } as JobFormValues;
}
