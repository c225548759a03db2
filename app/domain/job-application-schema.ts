import { z } from "zod";
import { screeningAnswersField } from "./screening-answers-schema";
import { boundedText, flag, honeypot, numberField, optionalText, reportedText } from "./schema-fields";

/**
 * The JobApplication the wizard posts to PostJobApplication (docs/product.md §3.6 to §3.8), and the
 * source of its types (re-exported by ./job-application). Field names are PascalCase because they are the JSON the original client
 * exchanged with its server. Numbers may arrive as numbers or as text, as form fields do.
 */

/** Free text is bounded so a request cannot store novels; the rules give the real limits (step1Limits…). */
const shortText = boundedText(500);

export const personalInfoSchema = z.object({
  Name: shortText,
  /** "M" or "F". */
  Gender: shortText,
  /** DD-MM-YYYY. */
  BirthDate: shortText,
  Email: shortText,
  Mobile: shortText,
  Phone: shortText,
  Address1: shortText,
  Address2: shortText,
  Address3: shortText,
  City: shortText,
  /** State code. */
  State: shortText,
  /** District code (of that state). */
  District: shortText,
  IsReferral: flag,
  ReferrerName: shortText,
  ReferrerEmail: shortText,
  /** "Y", "N", or "" while unanswered. */
  EntranceExamAttendYn: shortText,
  EntranceExamBoard: shortText,
  /** The rank. */
  EntranceExamScore: numberField,
  CurrentCtc: numberField,
  ExpectedCtc: numberField,
  IpAddress: reportedText(500),
  BrowserInfo: reportedText(2000),
  FileName: shortText,
  /** With its leading dot: ".pdf". */
  FileExtension: shortText,
  /** The resume as a data URL (the body limit bounds it). */
  FileBytes: optionalText,
  JobCode: z
    .union([z.number(), z.string().max(20)])
    .nullish()
    .transform((v) => v ?? ""),
  /** "Keep my resume for other openings for 12 months" (docs/product.md §10.10): an addition to the contract, off when absent. */
  KeepForOtherOpenings: flag,
  Website: honeypot,
});

export const qualificationSchema = z.object({
  /** A random id made by the browser, or SSLC / HSE for the two mandatory ones. */
  Code: shortText,
  CourseCode: shortText,
  /** The course's name, or the visitor's own text when the course is an 'Other' (OTH…) entry. */
  CourseText: shortText,
  StreamCode: shortText,
  StreamText: shortText,
  BoardCode: shortText,
  BoardText: shortText,
  UniversityCode: shortText,
  UniversityText: shortText,
  /** The school or college. */
  CollegeText: shortText,
  State: shortText,
  StateText: shortText,
  District: shortText,
  DistrictText: shortText,
  Percentage: numberField,
  FinishYear: numberField,
  IsMandatory: flag,
  IsFullyFilled: flag,
});

export const workExperienceSchema = z.object({
  Code: shortText,
  Position: shortText,
  CompanyName: shortText,
  CompanyLocation: shortText,
  IsCurrentlyWorking: flag,
  StartMonth: numberField,
  StartMonthText: shortText,
  StartYear: numberField,
  EndMonth: numberField,
  EndMonthText: shortText,
  EndYear: numberField,
});

/** Far more entries than anyone has; a bound keeps one request's work small. */
export const jobApplicationSchema = z.object({
  PersonalInfo: personalInfoSchema,
  Qualifications: z
    .array(qualificationSchema)
    .max(20)
    .nullish()
    .transform((v) => v ?? []),
  WorkExperiences: z
    .array(workExperienceSchema)
    .max(30)
    .nullish()
    .transform((v) => v ?? []),
  ScreeningAnswers: screeningAnswersField,
  Website: honeypot,
});

export type NumberInput = z.infer<typeof numberField>;
export type PersonalInfo = z.infer<typeof personalInfoSchema>;
export type Qualification = z.infer<typeof qualificationSchema>;
export type WorkExperience = z.infer<typeof workExperienceSchema>;
export type JobApplication = z.infer<typeof jobApplicationSchema>;
