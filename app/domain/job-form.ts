import { DEFAULT_POSTING_FIELDS, OPENINGS_MAX, type JobPostingFields } from "./job-posting-fields";
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
  /** How the job is offered (./job-posting-fields.ts): each choice's stored word, as posted. */
  employmentType: string;
  workplace: string;
  /** The ticked countries of a remote job (ISO codes). */
  remoteCountries: string[];
  salaryMin: string;
  salaryMax: string;
  salaryCurrency: string;
  /** "year", "month", or "" for a salary not shown. */
  salaryPeriod: string;
  department: string;
  openings: string;
};

export type JobFormField = keyof JobFormValues;

/** What a valid form stores: empty text as null, the minimum as whole years. */
export type JobInput = JobPostingFields & {
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
  "department",
] as const;
export type JobTextField = (typeof JOB_TEXT_FIELDS)[number];

/** The fields posted as one value that are neither free text nor ticks: dates, numbers, choices. */
const JOB_CHOICE_FIELDS = [
  "lastDateOfApply",
  "minimumExperienceYear",
  "employmentType",
  "workplace",
  "salaryMin",
  "salaryMax",
  "salaryCurrency",
  "salaryPeriod",
  "openings",
] as const;

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
  department: 100,
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
  employmentType: "Employment type",
  workplace: "Workplace",
  remoteCountries: "Countries a remote worker may live in",
  salaryMin: "Lowest salary",
  salaryMax: "Highest salary",
  salaryCurrency: "Currency",
  salaryPeriod: "Salary shown",
  department: "Department",
  openings: "Openings",
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
  employmentTypeInvalid: "Choose the employment type: full time, part time, contract, internship or temporary.",
  workplaceInvalid: "Choose where the work is done: on site, hybrid or remote.",
  remoteCountriesInvalid: "Choose the countries from the list.",
  remoteCountriesMissing: "Tick at least one country a remote worker may live in.",
  salaryPeriodInvalid: "Choose how the salary is shown: not shown, per year or per month.",
  salaryCurrencyInvalid: "Choose the salary's currency: INR, AED or USD.",
  salaryAmountInvalid: (field: "salaryMin" | "salaryMax") =>
    `Give the ${JOB_FORM_LABELS[field].toLowerCase()} as a whole amount, for example ${field === "salaryMin" ? "900000" : "1400000"}.`,
  salaryMinMissing: "Give the lowest salary of the range, or choose “Not shown”.",
  salaryMaxMissing:
    "Give the highest salary of the range (the lowest again for a single amount), or choose “Not shown”.",
  salaryRangeReversed: "The highest salary must not be less than the lowest.",
  salaryWithoutPeriod: "Choose per year or per month to show this salary, or empty both amounts.",
  openingsInvalid: `Give the number of openings as a whole number from 1 to ${OPENINGS_MAX}.`,
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
  employmentType: DEFAULT_POSTING_FIELDS.employmentType,
  workplace: DEFAULT_POSTING_FIELDS.workplace,
  remoteCountries: [],
  salaryMin: "",
  salaryMax: "",
  salaryCurrency: "INR",
  salaryPeriod: "",
  department: "",
  openings: String(DEFAULT_POSTING_FIELDS.openings),
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
    employmentType: job.employmentType,
    workplace: job.workplace,
    remoteCountries: [...job.remoteCountries],
    salaryMin: job.salary ? String(job.salary.min) : "",
    salaryMax: job.salary ? String(job.salary.max) : "",
    salaryCurrency: job.salary?.currency ?? "INR",
    salaryPeriod: job.salary?.period ?? "",
    department: job.department ?? "",
    openings: String(job.openings),
  };
}

/**
 * A posted form as typed: each text as sent (line ends as \n, without the characters no database
 * stores), each tick present or not, each ticked country. It is what the page shows again when the save fails.
 */
export function jobFormValuesFrom(form: FormData | Record<string, unknown>): JobFormValues {
  const get = (name: string) => (form instanceof FormData ? form.get(name) : form[name]);
  const text = (name: string) => {
    const v = get(name);
    return typeof v === "string" ? storableText(v.replace(/\r\n?/g, "\n")) : "";
  };
  // A choice the form did not carry at all (a form from before it existed) is the new job's default.
  const choice = (name: (typeof JOB_CHOICE_FIELDS)[number]) =>
    get(name) === null || get(name) === undefined ? EMPTY_JOB_FORM[name] : text(name);
  const values = Object.fromEntries(JOB_CHOICE_FIELDS.map((f) => [f, choice(f)]));
  const texts = Object.fromEntries(JOB_TEXT_FIELDS.map((f) => [f, text(f)]));
  const flags = Object.fromEntries(JOB_FLAG_FIELDS.map((f) => [f, get(f) !== null && get(f) !== undefined]));
  // Ticked boxes of one name: every value a form posts, or the list a JSON body sends.
  const ticked = form instanceof FormData ? form.getAll("remoteCountries") : [get("remoteCountries")].flat();
  const remoteCountries = ticked.filter((v): v is string => typeof v === "string");
  return { ...texts, ...flags, ...values, remoteCountries } as JobFormValues;
}
