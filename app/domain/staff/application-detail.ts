import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from "../application-pipeline";
import { MONTHS } from "../dates";
import type { SubmissionKind } from "../submission-kind";
import { TALENT_POOL_STAFF_LABEL } from "../talent-pool";
import type { FirstTouch } from "../insights/first-touch";

/**
 * One application as HR reads it in the console (docs/product.md §10.4): a wizard application
 * ("application", /staff/applications/{id}) or a resume sent with the resume form ("resume",
 * /staff/resumes/{id}). The shapes the service answers and the page shows, the addresses, and the
 * messages of the page's forms.
 */
const BASE: Record<SubmissionKind, string> = { application: "/staff/applications", resume: "/staff/resumes" };

/** The page of one application or resume: the address HR's notification mail links to (§8.7). */
export function applicationPath(kind: SubmissionKind, id: number): string {
  return `${BASE[kind]}/${id}`;
}

export type ResumeFileMode = "download" | "view";

/** The resume file of an application: downloaded as an attachment, or shown in the page's frame (PDF only). */
export function resumeFilePath(kind: SubmissionKind, id: number, mode: ResumeFileMode): string {
  return `${applicationPath(kind, id)}/resume/${mode}`;
}

/** The id in an address, or null when it is not a plain positive number. */
export function applicationIdOf(param: string | undefined): number | null {
  if (!param || !/^[1-9]\d{0,9}$/.test(param)) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : null;
}

/** The resume file's description, without its bytes. */
export type ResumeFileSummary = {
  fileName: string;
  contentType: string;
  size: number;
  isPdf: boolean;
  /** A Word file that carries macros (VBA): HR is told to open it only with macros disabled. */
  hasMacros: boolean;
};

/** What the job asked for, beside what the person answered. */
export type JobRequirements = {
  code: number;
  title: string;
  location: string | null;
  /** The job's own words for the experience level, e.g. "2 - 4 years". */
  experience: string | null;
  isExperienceRequired: boolean;
  minimumExperienceYear: number | null;
  isCurrentCtcRequired: boolean;
  isExpectedCtcRequired: boolean;
  acceptsReferrals: boolean;
  lastDateOfApply: string | null;
};

export type QualificationView = {
  course: string;
  stream: string;
  board: string;
  university: string;
  institution: string;
  place: string;
  percentage: number;
  finishYear: number;
  isMandatory: boolean;
};

export type ExperienceView = {
  position: string;
  company: string;
  location: string;
  /** "June 2019" */
  from: string;
  /** "May 2022", or "Present" for the current job. */
  to: string;
  isCurrent: boolean;
  /** "2 year(s) and 5 month(s)", as the wizard shows it. */
  duration: string;
};

/** When an application's personal data was erased, and by whom (a person's name, or the system's label). */
export type ErasureView = { at: string; by: string | null; byRetention: boolean };

/** Another submission of the same person (docs/product.md §10.4), and what it shares with this one. */
export type SamePersonSubmission = {
  kind: SubmissionKind;
  id: number;
  reference: string;
  /** The job's title, "General" for a resume for no particular job. */
  job: string;
  createdAt: string;
  status: ApplicationStatus;
  sameEmail: boolean;
  sameMobile: boolean;
};

/** At most this many of the same person's other submissions are listed on a page (newest first). */
export const SAME_PERSON_LIMIT = 20;

export type SubmissionCommon = {
  id: number;
  /** Everything else this person sent (by e-mail address or mobile number), newest first. */
  samePerson: SamePersonSubmission[];
  /** null: not erased. An erased one shows that, and can neither be moved nor take notes. */
  erased: ErasureView | null;
  reference: string;
  status: ApplicationStatus;
  statusChangedAt: string;
  createdAt: string;
  /** The address the server saw, and what the browser said of itself. */
  clientIp: string | null;
  ipAddress: string;
  browserInfo: string;
  /** null: sent without a resume file (the API allows it for a resume, §7.8). */
  resumeFile: ResumeFileSummary | null;
  /** The privacy notice's version it was sent under (app/domain/privacy-notices.ts); null before versions. */
  noticeVersion: string | null;
  /** "Keep my resume for other openings for 12 months", when it was ticked (docs/product.md §10.10). */
  talentPool: TalentPoolView | null;
  /** What brought the applicant: the first touch of their visit (docs/product/insights.md); null when not recorded. */
  touch: FirstTouch | null;
  /** Each screening answer beside the wanted one, as asked (decisions 0174, 0178); empty when none was asked. */
  screening: { question: string; answer: string; wanted: string; meets: boolean }[];
  /** "Meets all", "Misses 2"; null when the job asked no questions (or it was sent for no job). */
  screeningResult: string | null;
};

/** The talent-pool consent of a submission: given, until when, withdrawn, and whether it holds now. */
export type TalentPoolView = { givenAt: string; until: string; withdrawnAt: string | null; live: boolean };

/**
 * How the page states the consent, with its instants as the console shows them. An erased submission holds
 * nothing to consider, whatever its consent said (erasure ends it, server/privacy/people.repository.ts).
 */
export function talentPoolText(
  consent: TalentPoolView | null,
  at: (iso: string) => string,
  erasedAt: string | null = null,
): string {
  if (erasedAt !== null)
    return consent ? `Ended when it was erased on ${at(erasedAt)}: nothing is held to consider.` : "Not given.";
  if (!consent) return "Not given: for this application only.";
  if (consent.live)
    return `${TALENT_POOL_STAFF_LABEL}: consent given on ${at(consent.givenAt)}, until ${at(consent.until)}.`;
  if (consent.withdrawnAt)
    return `Withdrawn by the applicant on ${at(consent.withdrawnAt)}: for this application only.`;
  return `Lapsed on ${at(consent.until)}: for this application only.`;
}

/** How the page names the notice version: rows from before notices had versions have none. */
export function noticeVersionText(version: string | null): string {
  return version ? `Version ${version}` : "None: sent before the forms showed a versioned notice.";
}

export type ApplicationDetail = SubmissionCommon & {
  kind: "application";
  job: JobRequirements | null;
  jobCode: number;
  name: string;
  gender: string;
  birthDate: string;
  email: string;
  mobile: string;
  phone: string;
  addressLines: string[];
  city: string;
  state: string;
  district: string;
  referral: { isReferral: boolean; referrerName: string; referrerEmail: string };
  entranceExam: { attended: boolean; board: string; rank: number | null };
  currentCtc: number | null;
  expectedCtc: number | null;
  qualifications: QualificationView[];
  experiences: ExperienceView[];
  /** Computed with the wizard's own arithmetic (app/domain/experience.ts) on the day it was sent. */
  totalExperience: { months: number; text: string };
};

export type ResumeDetail = SubmissionCommon & {
  kind: "resume";
  /** null: a resume for no particular job (job code 0). */
  job: JobRequirements | null;
  jobCode: number;
  name: string;
  email: string;
  mobile: string;
  phone: string;
};

export const GENDER_LABELS: Record<string, string> = { M: "Male", F: "Female" };

/** "June 2019" from a month number (1–12) and a year; "" when either is missing. */
export function monthYear(month: number | null, year: number | null): string {
  if (month === null || year === null || month < 1 || month > 12) return "";
  return `${MONTHS[month - 1]} ${year}`;
}

/** A size for people: "84 KB", "1.0 MB". */
export function fileSizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** ₹ Lakhs per annum, as the wizard asks for it (§3.6). */
export function ctcText(value: number | null): string {
  return value === null ? "Not given" : `₹ ${value} Lakhs per annum`;
}

export const applicationMessages = {
  noSuchApplication: "There is no application with this number.",
  noSuchResume: "There is no resume with this number.",
  noResumeFile: "This was sent without a resume file.",
  notPdf: "Only a PDF can be shown in the page. Download the file to open it.",
  macros:
    "This Word file contains macros (small programs that can run when it is opened): open it only with macros disabled, and do not enable them.",
} as const;

/** The longest note, with a move or on its own. */
export const NOTE_MAX_LENGTH = 2000;

/** The move that made a person's page out of date: by whom (or by the person themself), and when (as text). */
export type StaleMove = { by: string; byViewer: boolean; at: string };

/** What the pipeline's forms answer (docs/product.md §10.4). */
export const pipelineMessages = {
  statusMissing: "Choose the status to move it to.",
  notAllowed: (from: ApplicationStatus, to: ApplicationStatus) =>
    from === "hired"
      ? "Hired is where an application ends: it cannot be moved any more."
      : `An application that is ${APPLICATION_STATUS_LABELS[from]} cannot be moved to ${APPLICATION_STATUS_LABELS[to]}.`,
  /**
   * A move refused because the application moved after the page was shown: who moved it (the person
   * themself when it was their own move from another tab or window) and when, in the console's time.
   */
  stale: (now: ApplicationStatus, last: StaleMove | null) =>
    `${last ? `${last.byViewer ? "You moved it, in another tab or window," : `${last.by} moved it`} to ${APPLICATION_STATUS_LABELS[now]} on ${last.at}` : `It is ${APPLICATION_STATUS_LABELS[now]} now, not what the page showed`}. Nothing was changed: its status is shown as it is now, choose again.`,
  moved: (to: ApplicationStatus) => `Moved to ${APPLICATION_STATUS_LABELS[to]}.`,
  noteMissing: "Write the note first.",
  noteTooLong: `Keep the note to ${NOTE_MAX_LENGTH.toLocaleString("en-GB")} characters or fewer.`,
  noteInvalid: "The note contains characters that are not text.",
  noteAdded: "Note added.",
  erased: "Its personal data has been erased: it can no longer be moved or take notes.",
} as const;

/** What an erased application's page says in place of its status form, `at` as the console shows it. */
export function erasureText(erased: ErasureView, at: string): string {
  if (erased.byRetention) return `Its personal data was erased on ${at}, automatically, after the retention period.`;
  return `Its personal data was erased on ${at}${erased.by ? ` by ${erased.by}` : ""}.`;
}

/** One move in an application's history, as the page lists it. */
export type StatusChangeView = {
  at: string;
  /** Who moved it: a staff member's name, or the system's label (the applicant withdrawing, later). */
  actor: string;
  from: ApplicationStatus;
  to: ApplicationStatus;
  note: string;
  /** A rejection's reason from HR's list; "" for none. */
  reason: string;
};

/** One internal note, as the page lists it. */
export type NoteView = { at: string; author: string; body: string };
