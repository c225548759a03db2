import { CAREERS_EN, type CareersWords } from "~/content/messages/careers.en";
import { toDdMmYyyy } from "~/domain/birth-date";
import {
  mandatoryQualifications,
  type JobApplication,
  type PersonalInfo,
  type Qualification,
  type WorkExperience,
} from "~/domain/job-application";
import { normaliseJobApplication, type ApplicationTerms } from "~/domain/normalise-job-application";

/** A step's place in the wizard: 1 to 4, or to 5 when the job asks screening questions. */
export type WizardStep = 1 | 2 | 3 | 4 | 5;

/** What each step is; the screening questions' own step comes before the resume (docs/decisions/0174). */
export type StepKind = "personal" | "qualifications" | "experiences" | "screening" | "resume";

/** The job's steps in order: the four of §2.10, with the screening step only when the job asks questions. */
export function wizardStepKinds(withScreening: boolean): StepKind[] {
  return withScreening
    ? ["personal", "qualifications", "experiences", "screening", "resume"]
    : ["personal", "qualifications", "experiences", "resume"];
}

/** A step's name in the page's language (words.wizard.steps): "Personal Information" in English. */
export function stepLabel(kind: StepKind, words: CareersWords = CAREERS_EN): string {
  return words.wizard.steps[kind];
}

/** What the wizard adds to PersonalInfo at submit: the client's context, the resume, the job and the honeypot. */
type AddedAtSubmit =
  | "IpAddress"
  | "BrowserInfo"
  | "FileName"
  | "FileExtension"
  | "FileBytes"
  | "JobCode"
  | "KeepForOtherOpenings"
  | "Website";

/**
 * What the visitor types in steps 1 to 3, as the inputs hold it: PersonalInfo without what the wizard
 * adds at submit, the date as YYYY-MM-DD (sent as DD-MM-YYYY) and numbers as text.
 */
export type PersonalFields = Omit<PersonalInfo, AddedAtSubmit | "EntranceExamScore" | "CurrentCtc" | "ExpectedCtc"> & {
  EntranceExamScore: string;
  CurrentCtc: string;
  ExpectedCtc: string;
};

export type WizardState = {
  step: WizardStep;
  personal: PersonalFields;
  qualifications: Qualification[];
  experiences: WorkExperience[];
  /** The screening answers as typed, by question id ("yes", a choice, a number as text). */
  screening: Record<string, string>;
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
    screening: {},
  };
}

/** The personal fields as the rules and the API see them: the date as DD-MM-YYYY. */
export function personalInfoOf(p: PersonalFields): Omit<PersonalInfo, AddedAtSubmit> {
  return { ...p, BirthDate: toDdMmYyyy(p.BirthDate) };
}

/** The JobApplication the wizard posts (docs/product.md §3.6), normalised as the service stores it. */
export function toJobApplication(
  state: WizardState,
  extra: Pick<
    PersonalInfo,
    "IpAddress" | "BrowserInfo" | "FileName" | "FileExtension" | "FileBytes" | "KeepForOtherOpenings"
  > & {
    jobCode: number;
    honeypot: string;
  },
  job: ApplicationTerms,
): JobApplication {
  return normaliseJobApplication(
    {
      PersonalInfo: {
        ...personalInfoOf(state.personal),
        IpAddress: extra.IpAddress,
        BrowserInfo: extra.BrowserInfo,
        FileName: extra.FileName,
        FileExtension: extra.FileExtension,
        FileBytes: extra.FileBytes,
        JobCode: extra.jobCode,
        KeepForOtherOpenings: extra.KeepForOtherOpenings,
        Website: extra.honeypot,
      },
      Qualifications: state.qualifications,
      WorkExperiences: state.experiences,
    },
    job,
  );
}

/** A random id for a new card (the browser makes qualification and experience codes, docs/product.md §3.7). */
export function newCode(prefix: string): string {
  const random =
    typeof crypto !== "undefined" && "randomUUID" in crypto
      ? crypto.randomUUID()
      : Math.random().toString(36).slice(2) + Date.now().toString(36);
  return `${prefix}-${random}`;
}
