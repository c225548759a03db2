import { placeOf } from "./job-filter";

/**
 * What a job says about how it is offered (docs/product.md §10.6, issue 45): employment type, workplace
 * with the countries a remote job accepts, salary range, department and openings. Each choice has our
 * word (stored, posted by the form), its label, and the words Google's JobPosting and the boards' feeds
 * use for it, so the page, the JSON-LD and every feed say the same thing (docs/decisions/0167).
 */

export const EMPLOYMENT_TYPES = {
  "full-time": { label: "Full time", google: "FULL_TIME", indeed: "fulltime", linkedin: "FULL_TIME" },
  "part-time": { label: "Part time", google: "PART_TIME", indeed: "parttime", linkedin: "PART_TIME" },
  contract: { label: "Contract", google: "CONTRACTOR", indeed: "contract", linkedin: "CONTRACT" },
  internship: { label: "Internship", google: "INTERN", indeed: "internship", linkedin: "INTERNSHIP" },
  temporary: { label: "Temporary", google: "TEMPORARY", indeed: "temporary", linkedin: "TEMPORARY" },
} as const;
export type EmploymentType = keyof typeof EMPLOYMENT_TYPES;

export const WORKPLACES = {
  "on-site": { label: "On site", linkedin: "On-site" },
  hybrid: { label: "Hybrid", linkedin: "Hybrid" },
  remote: { label: "Remote", linkedin: "Remote" },
} as const;
export type Workplace = keyof typeof WORKPLACES;

/**
 * The countries a remote job may accept applicants from: where the company employs people or has clients
 * (docs/decisions/0167). ISO 3166-1 alpha-2 codes, as the feeds ask, with their English names, as the page
 * and Google's Country show them.
 */
export const REMOTE_COUNTRIES = {
  IN: "India",
  AE: "United Arab Emirates",
  SA: "Saudi Arabia",
  QA: "Qatar",
  OM: "Oman",
  BH: "Bahrain",
  KW: "Kuwait",
  LK: "Sri Lanka",
  SG: "Singapore",
  GB: "United Kingdom",
  US: "United States",
} as const;
export type CountryCode = keyof typeof REMOTE_COUNTRIES;

export const SALARY_CURRENCIES = {
  INR: { label: "INR (₹)", symbol: "₹", locale: "en-IN" },
  AED: { label: "AED", symbol: "AED ", locale: "en-AE" },
  USD: { label: "USD ($)", symbol: "$", locale: "en-US" },
} as const;
export type SalaryCurrency = keyof typeof SALARY_CURRENCIES;

export const SALARY_PERIODS = {
  year: { label: "Per year", words: "a year", google: "YEAR", linkedin: "YEARLY" },
  month: { label: "Per month", words: "a month", google: "MONTH", linkedin: "MONTHLY" },
} as const;
export type SalaryPeriod = keyof typeof SALARY_PERIODS;

export type SalaryRange = { min: number; max: number; currency: SalaryCurrency; period: SalaryPeriod };

/** A job's posting fields as stored and as every reader of a job receives them. */
export type JobPostingFields = {
  employmentType: EmploymentType;
  workplace: Workplace;
  /** The countries a remote job accepts, in the list's order; empty for any other workplace. */
  remoteCountries: CountryCode[];
  /** Null: the salary is not shown (the job's salary package text, if any, still is). */
  salary: SalaryRange | null;
  department: string | null;
  openings: number;
};

/** What a job has before HR says otherwise: the defaults of jobs made before these fields existed. */
export const DEFAULT_POSTING_FIELDS: JobPostingFields = {
  employmentType: "full-time",
  workplace: "on-site",
  remoteCountries: [],
  salary: null,
  department: null,
  openings: 1,
};

export const OPENINGS_MAX = 999;
/** The largest amount the salary fields take: a month's or a year's pay in rupees fits well within. */
export const SALARY_AMOUNT_MAX = 1_000_000_000;

export const isEmploymentType = (v: unknown): v is EmploymentType =>
  typeof v === "string" && Object.hasOwn(EMPLOYMENT_TYPES, v);
export const isWorkplace = (v: unknown): v is Workplace => typeof v === "string" && Object.hasOwn(WORKPLACES, v);
export const isCountryCode = (v: unknown): v is CountryCode =>
  typeof v === "string" && Object.hasOwn(REMOTE_COUNTRIES, v);
export const isSalaryCurrency = (v: unknown): v is SalaryCurrency =>
  typeof v === "string" && Object.hasOwn(SALARY_CURRENCIES, v);
export const isSalaryPeriod = (v: unknown): v is SalaryPeriod =>
  typeof v === "string" && Object.hasOwn(SALARY_PERIODS, v);

/** Remote countries as stored ("IN,AE"), in the list's order, unknown codes dropped. */
export function countriesFrom(stored: string | null): CountryCode[] {
  const codes = new Set((stored ?? "").split(","));
  return (Object.keys(REMOTE_COUNTRIES) as CountryCode[]).filter((c) => codes.has(c));
}

/** An amount with its currency as the page shows it: "₹9,00,000", "AED 15,000", "$4,000". */
function formatAmount(amount: number, currency: SalaryCurrency): string {
  const c = SALARY_CURRENCIES[currency];
  return `${c.symbol}${amount.toLocaleString(c.locale, { maximumFractionDigits: 0 })}`;
}

/** A salary range in words: "₹9,00,000 – ₹14,00,000 a year" (one amount when both ends are the same). */
export function formatSalary(s: SalaryRange): string {
  const range =
    s.min === s.max
      ? formatAmount(s.min, s.currency)
      : `${formatAmount(s.min, s.currency)} – ${formatAmount(s.max, s.currency)}`;
  return `${range} ${SALARY_PERIODS[s.period].words}`;
}

/** Where the job is done, in words: "On site", "Hybrid", "Remote (India, United Arab Emirates)". */
export function formatWorkplace(job: Pick<JobPostingFields, "workplace" | "remoteCountries">): string {
  const label = WORKPLACES[job.workplace].label;
  if (job.workplace !== "remote" || job.remoteCountries.length === 0) return label;
  return `${label} (${job.remoteCountries.map((c) => REMOTE_COUNTRIES[c]).join(", ")})`;
}

/**
 * The city and country of a job's location text, for the feeds and the JobPosting's address: the place
 * is the text before its first comma or bracket, as the careers filter reads it (§2.8); the country is
 * the UAE when the text names it or Dubai, else India, where the head office is.
 */
export function cityAndCountryOf(
  location: string | null,
  fallbackCity: string,
): { city: string; country: "AE" | "IN" } {
  return {
    city: placeOf(location) || fallbackCity,
    country: /UAE|Dubai|Emirates/i.test(location ?? "") ? "AE" : "IN",
  };
}
