/**
 * Valid submissions, written once for the unit, integration and browser tests and the bench. Each
 * factory returns a complete, valid payload; overrides replace fields, so a test states only what
 * it is about. Codes and texts are those of the reference seed (server/seed/data), so the
 * payloads are valid against a freshly seeded server.
 */
import type { ResumeRequest } from "~/domain/resume-schema";
import type { ContactMessageRequest } from "~/domain/contact-message-schema";
import { currentYearIn } from "~/domain/dates";
import {
  emptyExperience,
  emptyQualification,
  MANDATORY_QUALIFICATIONS,
  type JobApplication,
  type PersonalInfo,
  type Qualification,
  type WorkExperience,
} from "~/domain/job-application";
import type { SubscribeRequest } from "~/domain/subscriber-schema";
import type { PersonalFields, WizardState, WizardStep } from "~/features/careers/wizard/wizard-state";
import { samplePdf, toDataUrl } from "./sample-files";

/** The year the server's date rules use: today in the default COMPANY_TIME_ZONE every test server runs with. */
export const thisYear = currentYearIn("Asia/Kolkata");

/** The resume every submission carries unless told otherwise: a small, real one-page PDF. */
export const resumePdf = samplePdf("Curriculum vitae");

/** A resume as the forms send it: its name, its extension (with the dot) and its bytes as a data URL. */
export function resumeUpload(fileName: string, bytes: Buffer = resumePdf, type = "application/pdf") {
  return {
    FileName: fileName,
    FileExtension: /\.[^.]*$/.exec(fileName)?.[0] ?? "",
    FileBytes: toDataUrl(bytes, type),
  };
}

/** Leaves the resume out of a payload (JSON drops undefined), as the original client sent it. */
export const NO_RESUME = { FileName: undefined, FileExtension: undefined, FileBytes: undefined };

export function contactMessage(overrides: Partial<ContactMessageRequest> = {}): ContactMessageRequest {
  return {
    Name: "Fatima Al Mansoori",
    Email: "fatima@gulf-takaful.example.ae",
    Mobile: "+971501234567",
    Subject: "Schedule a Demo",
    Message: "We would like a demonstration of Core Takaful General Insurance for our motor line.",
    IpAddress: "192.0.2.44",
    BrowserInfo: "Safari 19 on macOS",
    ...overrides,
  };
}

/** A resume for no particular job (job code 0) with a PDF resume file. */
export function resumeRequest(overrides: Partial<ResumeRequest> = {}): ResumeRequest {
  return {
    Name: "Anil Varghese",
    Email: "anil.varghese@example.in",
    Mobile: "9847001122",
    Phone: "0484 240 1122",
    KeepForOtherOpenings: false,
    JobCode: 0,
    IpAddress: "198.51.100.9",
    BrowserInfo: "Edge 140",
    ...resumeUpload("Anil CV.pdf"),
    ...overrides,
  };
}

export function subscription(overrides: Partial<SubscribeRequest> = {}): SubscribeRequest {
  return {
    Email: "priya.nair@example.com",
    IpAddress: "203.0.113.7",
    BrowserInfo: "Firefox 140 on Linux",
    ...overrides,
  };
}

const birth = { day: "15", month: "08", year: thisYear - 30 };
const inErnakulam = { State: "KL", StateText: "Kerala", District: "KL-EKM", DistrictText: "Ernakulam" };

/**
 * What the applicant types in step 1 and answers in step 2 (no referral, no entrance examination, no
 * CTC), with the date of birth as the API takes it (DD-MM-YYYY).
 */
function typedByApplicant(): PersonalFields {
  return {
    Name: "Anita Raman",
    Gender: "F",
    BirthDate: `${birth.day}-${birth.month}-${birth.year}`,
    Email: "anita.raman@example.com",
    Mobile: "9847012345",
    Phone: "",
    Address1: "12 Lake View Apartments",
    Address2: "Seaport Airport Road",
    Address3: "",
    City: "Kochi",
    State: inErnakulam.State,
    District: inErnakulam.District,
    IsReferral: false,
    ReferrerName: "",
    ReferrerEmail: "",
    EntranceExamAttendYn: "N",
    EntranceExamBoard: "",
    EntranceExamScore: "",
    CurrentCtc: "",
    ExpectedCtc: "",
  };
}

/** A job application's PersonalInfo: the applicant, the browser's context and the resume. */
export function personalInfo(overrides: Partial<PersonalInfo> = {}): PersonalInfo {
  return {
    ...typedByApplicant(),
    IpAddress: "203.0.113.9",
    BrowserInfo: "Mozilla/5.0 (test)",
    ...resumeUpload("Anita Raman CV.pdf"),
    JobCode: 0,
    KeepForOtherOpenings: false,
    ...overrides,
  };
}

/** SSLC or Higher Secondary, passed at a Kochi school under CBSE. */
export function schoolQualification(course: "SSLC" | "HSE", overrides: Partial<Qualification> = {}): Qualification {
  const { Code, CourseCode, CourseText } = MANDATORY_QUALIFICATIONS.find((m) => m.Code === course)!;
  return {
    ...emptyQualification(Code),
    CourseCode,
    CourseText,
    BoardCode: "CBSE",
    BoardText: "Central Board of Secondary Education (CBSE)",
    CollegeText: "Kendriya Vidyalaya Kochi",
    ...inErnakulam,
    Percentage: 88.5,
    FinishYear: course === "SSLC" ? thisYear - 14 : thisYear - 12,
    IsMandatory: true,
    IsFullyFilled: true,
    ...overrides,
  };
}

/** A B.Tech in Computer Science: a study-type qualification (stream and university, no board). */
export function degreeQualification(overrides: Partial<Qualification> = {}): Qualification {
  return {
    ...emptyQualification("q-btech"),
    CourseCode: "BTECH",
    CourseText: "B.Tech / B.E.",
    StreamCode: "CSE",
    StreamText: "Computer Science",
    UniversityCode: "KTU",
    UniversityText: "APJ Abdul Kalam Technological University (KTU)",
    CollegeText: "Model Engineering College",
    ...inErnakulam,
    Percentage: 76,
    FinishYear: thisYear - 8,
    IsFullyFilled: true,
    ...overrides,
  };
}

/** A job held for three years and left, from June seven years ago to May four years ago. */
export function pastJob(overrides: Partial<WorkExperience> = {}): WorkExperience {
  return {
    Code: "e-1",
    Position: "Business Analyst",
    CompanyName: "Malabar General Insurance",
    CompanyLocation: "Kochi",
    IsCurrentlyWorking: false,
    StartMonth: 6,
    StartMonthText: "June",
    StartYear: thisYear - 7,
    EndMonth: 5,
    EndMonthText: "May",
    EndYear: thisYear - 4,
    ...overrides,
  };
}

/** The job held since June four years ago, as the wizard's inputs hold it: numbers as text, no end. */
export function currentJob(overrides: Partial<WorkExperience> = {}): WorkExperience {
  return {
    ...emptyExperience("e-2"),
    Position: "Senior Business Analyst",
    CompanyName: "Coastline Insurance Brokers",
    CompanyLocation: "Ernakulam",
    IsCurrentlyWorking: true,
    StartMonth: "6",
    StartMonthText: "June",
    StartYear: String(thisYear - 4),
    ...overrides,
  };
}

export type ApplicationChanges = {
  personal?: Partial<PersonalInfo>;
  qualifications?: Qualification[];
  experiences?: WorkExperience[];
};

/**
 * A JobApplication for the job with this code: the two mandatory school qualifications and no work
 * experience, so it is valid for any open job that asks for no experience and no CTC.
 */
export function jobApplication(jobCode: number | string, changes: ApplicationChanges = {}): JobApplication {
  return {
    PersonalInfo: personalInfo({ JobCode: jobCode, ...changes.personal }),
    Qualifications: changes.qualifications ?? [schoolQualification("SSLC"), schoolQualification("HSE")],
    WorkExperiences: changes.experiences ?? [],
  };
}

/**
 * The wizard's saved draft, open at `step`, with steps 1 and 2 complete: what its inputs hold (the date
 * of birth as YYYY-MM-DD, numbers as text). A change set to undefined leaves that part out of the draft.
 */
export function wizardDraft(
  step: WizardStep,
  changes: {
    personal?: Partial<PersonalFields>;
    qualifications?: Qualification[];
    experiences?: WorkExperience[];
  } = {},
): WizardState {
  const asTyped = (q: Qualification) => ({ ...q, Percentage: String(q.Percentage), FinishYear: String(q.FinishYear) });
  return {
    step,
    qualifications: [schoolQualification("SSLC"), schoolQualification("HSE")].map(asTyped),
    experiences: [],
    screening: {},
    ...changes,
    personal: { ...typedByApplicant(), BirthDate: `${birth.year}-${birth.month}-${birth.day}`, ...changes.personal },
  };
}

/**
 * The columns of a stored job application (the job_applications row, not the API payload) that tests
 * and the staff bench's data write directly do not vary: someone not referred, who sat no entrance
 * exam, with one address line and no landline, in Ernakulam, Kerala.
 */
export const APPLICATION_ROW_CONSTANTS = {
  phone: "",
  address2: "",
  address3: "",
  state: "KL",
  district: "KL-EKM",
  is_referral: 0,
  referrer_name: "",
  referrer_email: "",
  entrance_exam_attend_yn: "N",
  entrance_exam_board: "",
  entrance_exam_score: null,
} as const;
