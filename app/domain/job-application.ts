/**
 * The careers part of the API contract (docs/product.md §3): jobs as the careers pages show them and the
 * JobApplication the wizard posts. Field names are PascalCase because they are the JSON the original
 * client exchanged with its server. Numeric inputs may arrive as numbers or as text, as form fields do.
 */
import type { NumberInput, Qualification, WorkExperience } from "./job-application-schema";
import type { JobPostingFields } from "./job-posting-fields";

/** A job in the openings list. IsClosed is always computed by the server (docs/product.md §3.1). */
export type Job = {
  Code: number;
  Title: string;
  Location: string | null;
  Experience: string | null;
  Description: string | null;
  PreferredSkills: string | null;
  AdditionalSkills: string | null;
  /** The salary package. */
  Benefits: string | null;
  /** Calendar date YYYY-MM-DD, or null when the job has no last date. */
  LastDateOfApply: string | null;
  ContactInfo: string | null;
  IsClosed: boolean;
};

/** The job of the Apply Job page, with what the wizard needs to know about it. */
export type CurrentJob = Job & {
  IsReferral: boolean;
  IsExperienceRequired: boolean;
  MinimumExperienceYear: number | null;
  IsCurrentCtcRequired: boolean;
  IsExpectedCtcRequired: boolean;
  /** Calendar date YYYY-MM-DD the job was posted (JobPosting datePosted); an addition to the contract. */
  PostedOn: string;
  /** How the job is offered (./job-posting-fields.ts, docs/decisions/0167); an addition to the contract. */
  Posting: JobPostingFields;
};

/** The request's types come from its schema (./job-application-schema), imported here as types only. */
export type {
  JobApplication,
  NumberInput,
  PersonalInfo,
  Qualification,
  WorkExperience,
} from "./job-application-schema";

/**
 * What PostJobApplication answers: Status 1 means the application was stored, under Reference, and
 * StatusLink is the path of its private status page (docs/product.md §2.16).
 */
export type SubmissionResponse = { Status: number; Message: string; Reference?: string; StatusLink?: string };

export type LookupOption = { Code: string; Text: string };

/** The two qualifications every application has (docs/product.md §4.4): course fixed, not removable. */
export const MANDATORY_QUALIFICATIONS = [
  { Code: "SSLC", CourseCode: "SSLC", CourseText: "SSLC / X / Matriculation" },
  { Code: "HSE", CourseCode: "HSE", CourseText: "Higher Secondary / Plus Two / Pre-Degree" },
] as const;

export function emptyQualification(code: string): Qualification {
  return {
    Code: code,
    CourseCode: "",
    CourseText: "",
    StreamCode: "",
    StreamText: "",
    BoardCode: "",
    BoardText: "",
    UniversityCode: "",
    UniversityText: "",
    CollegeText: "",
    State: "",
    StateText: "",
    District: "",
    DistrictText: "",
    Percentage: "",
    FinishYear: "",
    IsMandatory: false,
    IsFullyFilled: false,
  };
}

export function mandatoryQualifications(): Qualification[] {
  return MANDATORY_QUALIFICATIONS.map((m) => ({
    ...emptyQualification(m.Code),
    CourseCode: m.CourseCode,
    CourseText: m.CourseText,
    IsMandatory: true,
  }));
}

export function isMandatoryCode(code: string): boolean {
  return MANDATORY_QUALIFICATIONS.some((m) => m.Code === code);
}

export function emptyExperience(code: string): WorkExperience {
  return {
    Code: code,
    Position: "",
    CompanyName: "",
    CompanyLocation: "",
    IsCurrentlyWorking: false,
    StartMonth: "",
    StartMonthText: "",
    StartYear: "",
    EndMonth: "",
    EndMonthText: "",
    EndYear: "",
  };
}

/** docs/product.md §4.4: a course code starting SSLC or HSE asks for a board (school wording), any other for a stream and university. */
export type CourseType = "none" | "board" | "study";

export function courseTypeOf(courseCode: string): CourseType {
  const c = courseCode.trim().toUpperCase();
  if (!c) return "none";
  return c.startsWith("SSLC") || c.startsWith("HSE") ? "board" : "study";
}

/** Lookup entries whose code starts with OTH stand for 'Other' and reveal a free-text field. */
export function isOtherCode(code: string): boolean {
  return code.trim().toUpperCase().startsWith("OTH");
}

/**
 * A number typed in a form or sent in JSON: null when empty, NaN when it is not a number.
 * Only plain decimal notation counts ("1e3", "0x10" are not numbers a person types).
 */
export function numberOf(value: NumberInput | unknown): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "number") return Number.isFinite(value) ? value : Number.NaN;
  if (typeof value !== "string") return Number.NaN;
  const t = value.trim();
  if (t === "") return null;
  return /^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(t) ? Number(t) : Number.NaN;
}

/** The merge rule of docs/product.md §4.4: replace the entry with the same Code, or append. */
export function upsertByCode<T extends { Code: string }>(list: readonly T[], item: T): T[] {
  const i = list.findIndex((x) => x.Code === item.Code);
  if (i < 0) return [...list, item];
  const next = list.slice();
  next[i] = item;
  return next;
}
