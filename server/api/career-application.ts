import type { Router } from "express";
import { z } from "zod";
import type { JobApplication } from "~/domain/job-application";
import { largeJsonBody, type ApiDeps } from "./index";
import { optionalText, parsePayload } from "./payload";

/** Free text is bounded so a request cannot store novels; the form rules give the real limits. */
const shortText = optionalText.pipe(z.string().max(500));
const longText = optionalText;

/** A number as a form sends it: a JSON number, numeric text, or empty. The rules decide what is valid. */
const numeric = z
  .union([z.number(), z.string().max(30)])
  .nullish()
  .transform((v) => (v === null || v === undefined ? "" : v));

/** A flag as JSON (true/false) or as the text or 0/1 some clients send. */
const flag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(["true", "false", "True", "False", "1", "0", "Y", "N", ""])])
  .nullish()
  .transform((v) => v === true || v === 1 || v === "true" || v === "True" || v === "1" || v === "Y");

const personalInfo = z.object({
  Name: shortText,
  Gender: shortText,
  BirthDate: shortText,
  Email: shortText,
  Mobile: shortText,
  Phone: shortText,
  Address1: shortText,
  Address2: shortText,
  Address3: shortText,
  City: shortText,
  State: shortText,
  District: shortText,
  IsReferral: flag,
  ReferrerName: shortText,
  ReferrerEmail: shortText,
  EntranceExamAttendYn: shortText,
  EntranceExamBoard: shortText,
  EntranceExamScore: numeric,
  CurrentCtc: numeric,
  ExpectedCtc: numeric,
  IpAddress: shortText,
  BrowserInfo: longText.pipe(z.string().max(2000)),
  FileName: shortText,
  FileExtension: shortText,
  FileBytes: longText,
  JobCode: z
    .union([z.number(), z.string().max(20)])
    .nullish()
    .transform((v) => v ?? ""),
  Website: optionalText,
});

const qualification = z.object({
  Code: shortText,
  CourseCode: shortText,
  CourseText: shortText,
  StreamCode: shortText,
  StreamText: shortText,
  BoardCode: shortText,
  BoardText: shortText,
  UniversityCode: shortText,
  UniversityText: shortText,
  CollegeText: shortText,
  State: shortText,
  StateText: shortText,
  District: shortText,
  DistrictText: shortText,
  Percentage: numeric,
  FinishYear: numeric,
  IsMandatory: flag,
  IsFullyFilled: flag,
});

const workExperience = z.object({
  Code: shortText,
  Position: shortText,
  CompanyName: shortText,
  CompanyLocation: shortText,
  IsCurrentlyWorking: flag,
  StartMonth: numeric,
  StartMonthText: shortText,
  StartYear: numeric,
  EndMonth: numeric,
  EndMonthText: shortText,
  EndYear: numeric,
});

/** Far more entries than anyone has; a bound keeps one request's work small. */
const applicationSchema = z.object({
  PersonalInfo: personalInfo,
  Qualifications: z
    .array(qualification)
    .max(20)
    .nullish()
    .transform((v) => v ?? []),
  WorkExperiences: z
    .array(workExperience)
    .max(30)
    .nullish()
    .transform((v) => v ?? []),
  Website: optionalText,
});

/**
 * POST /api/Career/PostJobApplication -> { Status, Message }: Status 1 when the application and its
 * resume are stored; otherwise HTTP 400 with Status 0 and the first failing rule's message.
 */
export function careerApplicationRoutes(api: Router, { services }: ApiDeps) {
  api.post("/Career/PostJobApplication", largeJsonBody, async (req, res) => {
    const payload = parsePayload(applicationSchema, req.body);
    if (!payload.ok) return void res.status(400).json({ Status: 0, Message: payload.message });
    const result = await services.careers.apply(payload.data as JobApplication & { Website: string }, req.ip ?? "");
    if (!result.ok) return void res.status(400).json({ Status: 0, Message: result.message });
    res.json({ Status: 1, Message: result.message });
  });
}
