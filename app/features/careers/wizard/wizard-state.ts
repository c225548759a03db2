import { toDdMmYyyy } from "~/domain/birth-date";
import {
  mandatoryQualifications,
  numberOf,
  type JobApplication,
  type PersonalInfo,
  type Qualification,
  type WorkExperience,
} from "~/domain/job-application";

export const WIZARD_STEPS = [
  "Personal Information",
  "Educational Qualifications",
  "Work Experiences",
  "Resume Upload",
] as const;
export type WizardStep = 1 | 2 | 3 | 4;

/**
 * What the visitor types in steps 1 to 3, as the inputs hold it: PersonalInfo without what the wizard
 * adds at submit (context and resume), the date as YYYY-MM-DD (sent as DD-MM-YYYY) and numbers as text.
 */
export type PersonalFields = Omit<
  PersonalInfo,
  | "EntranceExamScore"
  | "CurrentCtc"
  | "ExpectedCtc"
  | "IpAddress"
  | "BrowserInfo"
  | "FileName"
  | "FileExtension"
  | "FileBytes"
  | "JobCode"
> & {
  EntranceExamScore: string;
  CurrentCtc: string;
  ExpectedCtc: string;
};

export type WizardState = {
  step: WizardStep;
  personal: PersonalFields;
  qualifications: Qualification[];
  experiences: WorkExperience[];
};

export function initialWizardState(): WizardState {
  return {
    step: 1,
    personal: {
      Name: "",
      Gender: "",
      BirthDate: "",
      Email: "",
      Mobile: "",
      Phone: "",
      Address1: "",
      Address2: "",
      Address3: "",
      City: "",
      State: "",
      District: "",
      IsReferral: false,
      ReferrerName: "",
      ReferrerEmail: "",
      EntranceExamAttendYn: "",
      EntranceExamBoard: "",
      EntranceExamScore: "",
      CurrentCtc: "",
      ExpectedCtc: "",
    },
    qualifications: mandatoryQualifications(),
    experiences: [],
  };
}

/** The personal fields as the rules and the API see them: the date as DD-MM-YYYY. */
export function personalInfoOf(
  p: PersonalFields,
): Omit<PersonalInfo, "IpAddress" | "BrowserInfo" | "FileName" | "FileExtension" | "FileBytes" | "JobCode"> {
  return { ...p, BirthDate: toDdMmYyyy(p.BirthDate) };
}

const num = (v: unknown) => {
  const n = numberOf(v);
  return n === null || Number.isNaN(n) ? null : n;
};

/** The JobApplication the wizard posts (docs/product.md §3.6). */
export function toJobApplication(
  state: WizardState,
  extra: {
    jobCode: number;
    IpAddress: string;
    BrowserInfo: string;
    FileName: string;
    FileExtension: string;
    FileBytes: string;
    honeypot: string;
  },
  job: { IsReferral: boolean; IsCurrentCtcRequired: boolean; IsExpectedCtcRequired: boolean },
): JobApplication & { PersonalInfo: { Website: string } } {
  const p = personalInfoOf(state.personal);
  const referred = job.IsReferral && p.IsReferral;
  const attended = p.EntranceExamAttendYn === "Y";
  return {
    PersonalInfo: {
      ...p,
      IsReferral: referred,
      ReferrerName: referred ? p.ReferrerName : "",
      ReferrerEmail: referred ? p.ReferrerEmail : "",
      EntranceExamBoard: attended ? p.EntranceExamBoard : "",
      EntranceExamScore: attended ? num(p.EntranceExamScore) : null,
      CurrentCtc: job.IsCurrentCtcRequired ? num(p.CurrentCtc) : null,
      ExpectedCtc: job.IsExpectedCtcRequired ? num(p.ExpectedCtc) : null,
      IpAddress: extra.IpAddress,
      BrowserInfo: extra.BrowserInfo,
      FileName: extra.FileName,
      FileExtension: extra.FileExtension,
      FileBytes: extra.FileBytes,
      JobCode: extra.jobCode,
      Website: extra.honeypot,
    },
    Qualifications: state.qualifications.map((q) => ({
      ...q,
      Percentage: num(q.Percentage),
      FinishYear: num(q.FinishYear),
    })),
    WorkExperiences: state.experiences.map((e) => ({
      ...e,
      StartMonth: num(e.StartMonth),
      StartYear: num(e.StartYear),
      EndMonth: e.IsCurrentlyWorking ? null : num(e.EndMonth),
      EndMonthText: e.IsCurrentlyWorking ? "" : e.EndMonthText,
      EndYear: e.IsCurrentlyWorking ? null : num(e.EndYear),
    })),
  };
}

/** A random id for a new card (the browser makes qualification and experience codes, docs/product.md §3.7). */
export function newCode(prefix: string): string {
  const random =
    typeof crypto !== "undefined" && "randomUUID" in crypto
      ? crypto.randomUUID()
      : Math.random().toString(36).slice(2) + Date.now().toString(36);
  return `${prefix}-${random}`;
}
