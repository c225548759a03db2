import { screeningResultLabel, wantedInWords, type ScreeningKind } from "~/domain/screening-questions";
import type { FirstTouched } from "../insights/insights.table";
import { touchOfColumns } from "../insights/touch-columns";
import type { SubmissionKind } from "~/domain/submission-kind";
import { isApplicationStatus, INITIAL_STATUS, type ApplicationStatus } from "~/domain/application-pipeline";
import { todayIn } from "~/domain/dates";
import { experienceMonths, formatExperience, totalExperienceMonths, yearMonthOf } from "~/domain/experience";
import { referenceNumber } from "~/domain/reference-number";
import { emailKey, GENERAL_JOB_CODE, GENERAL_JOB_TITLE } from "~/domain/staff/application-inbox";
import {
  GENDER_LABELS,
  monthYear,
  SAME_PERSON_LIMIT,
  type SamePersonSubmission,
  type ApplicationDetail,
  type ErasureView,
  type JobRequirements,
  type ResumeDetail,
  type ResumeFileSummary,
} from "~/domain/staff/application-detail";
import type { Db } from "../db/database";
import {
  findApplicationWithParts,
  findResumeWithAnswers,
  type AnswerRow,
  findResumeFileSummary,
  lookupText,
  resumeFileIdOf,
} from "./application-detail.repository";
import { listSamePerson } from "./application-inbox.repository";
import { findErasureRow } from "../audit/audit-log.repository";
import { findJobByCode, type JobRow } from "../careers/jobs.repository";
import { AUDIT_ACTIONS } from "~/domain/staff/audit-actions";
import { isTalentPoolLive } from "~/domain/talent-pool";
import type { ResumeFileStorage, StoredResumeFile } from "../careers/resume-file-storage";
import { hasWordMacros } from "../careers/resume-file-structure";
import { RESUME_FILE_CONTENT_TYPES } from "../careers/resume-file-upload";

const statusOf = (value: string): ApplicationStatus => (isApplicationStatus(value) ? value : INITIAL_STATUS);

function requirementsOf(job: JobRow | undefined): JobRequirements | null {
  if (!job) return null;
  return {
    code: Number(job.code),
    title: job.title,
    location: job.location,
    experience: job.experience,
    isExperienceRequired: job.is_experience_required === 1,
    minimumExperienceYear: job.minimum_experience_year === null ? null : Number(job.minimum_experience_year),
    isCurrentCtcRequired: job.is_current_ctc_required === 1,
    isExpectedCtcRequired: job.is_expected_ctc_required === 1,
    acceptsReferrals: job.is_referral === 1,
    lastDateOfApply: job.last_date_of_apply ? job.last_date_of_apply.slice(0, 10) : null,
  };
}

type FileRow = Awaited<ReturnType<typeof findResumeFileSummary>>;

function summaryOf(file: FileRow, hasMacros: boolean): ResumeFileSummary | null {
  // An erased application keeps an empty file row (docs/decisions/0049-retention-and-erasure.md): no file.
  if (!file || Number(file.size) === 0) return null;
  return {
    fileName: file.file_name,
    contentType: file.content_type,
    size: Number(file.size),
    isPdf: file.content_type === RESUME_FILE_CONTENT_TYPES.pdf,
    hasMacros,
  };
}

/** Whether a Word resume carries macros: its bytes are read for it (a PDF's are not). */
async function macrosIn(resumes: ResumeFileStorage, file: FileRow): Promise<boolean> {
  const kind =
    file?.content_type === RESUME_FILE_CONTENT_TYPES.doc
      ? "doc"
      : file?.content_type === RESUME_FILE_CONTENT_TYPES.docx
        ? "docx"
        : null;
  if (!file || !kind) return false;
  const stored = await resumes.open(file.id);
  return stored !== null && hasWordMacros(kind, stored.bytes);
}

type SubmittedRow = {
  id: number;
  erased_at: string | null;
  status: string;
  status_changed_at: string | null;
  created_at: string;
  client_ip: string | null;
  ip_address: string;
  browser_info: string;
  job_code: number;
  name: string;
  notice_version: string | null;
  talent_pool_consent_at: string | null;
  talent_pool_until: string | null;
  talent_pool_withdrawn_at: string | null;
  screening_misses: number | null;
} & FirstTouched;

/**
 * The person's other submissions: by the same e-mail address or mobile number (its E.164, else as
 * typed). An erased one has neither, so it lists none and is listed by none.
 */
async function samePersonOf(
  db: Db,
  kind: SubmissionKind,
  row: { id: number; email: string; mobile: string; mobile_e164: string | null; erased_at: string | null },
): Promise<SamePersonSubmission[]> {
  if (row.erased_at) return [];
  const rows = await listSamePerson(
    db,
    { emailKey: emailKey(row.email), mobileE164: row.mobile_e164, mobile: row.mobile },
    { kind, id: row.id },
    SAME_PERSON_LIMIT,
  );
  return rows.map((r) => ({
    kind: r.kind,
    id: Number(r.id),
    reference: referenceNumber(r.kind, Number(r.id)),
    job: Number(r.job_code) === GENERAL_JOB_CODE ? GENERAL_JOB_TITLE : (r.job_title ?? `Job ${r.job_code}`),
    createdAt: r.created_at,
    status: statusOf(r.status),
    sameEmail: Number(r.same_email) === 1,
    sameMobile: Number(r.same_mobile) === 1,
  }));
}

/** How the page names the system that acted: the applicant (from the status page), or its label. */
const systemActorName = (label: string) =>
  label === "system: applicant" ? "the applicant" : label.replace(/^system: /, "");

/** When and by whom it was erased (the audit trail says who), or null while it holds personal data. */
async function erasureOf(db: Db, kind: SubmissionKind, row: SubmittedRow): Promise<ErasureView | null> {
  if (!row.erased_at) return null;
  const audit = await findErasureRow(
    db,
    { type: kind, id: row.id, erasedAt: row.erased_at },
    { one: [AUDIT_ACTIONS.applicationErased, AUDIT_ACTIONS.retentionErased], person: AUDIT_ACTIONS.personErased },
  );
  return {
    at: row.erased_at,
    by: audit ? (audit.actor_name ?? systemActorName(audit.actor_label)) : null,
    byRetention: audit?.action === AUDIT_ACTIONS.retentionErased,
  };
}

/** What an application and a resume both show. */
function commonOf(
  kind: SubmissionKind,
  row: SubmittedRow,
  file: FileRow,
  job: JobRow | undefined,
  erased: ErasureView | null,
  hasMacros: boolean,
  samePerson: SamePersonSubmission[],
  answers: readonly AnswerRow[],
) {
  return {
    id: row.id,
    samePerson,
    erased,
    reference: referenceNumber(kind, row.id),
    status: statusOf(row.status),
    statusChangedAt: row.status_changed_at ?? row.created_at,
    createdAt: row.created_at,
    clientIp: row.client_ip,
    ipAddress: row.ip_address,
    browserInfo: row.browser_info,
    resumeFile: summaryOf(file, hasMacros),
    noticeVersion: row.notice_version,
    talentPool:
      row.talent_pool_consent_at && row.talent_pool_until
        ? {
            givenAt: row.talent_pool_consent_at,
            until: row.talent_pool_until,
            withdrawnAt: row.talent_pool_withdrawn_at,
            live: isTalentPoolLive(row.talent_pool_until),
          }
        : null,
    touch: touchOfColumns(row),
    job: requirementsOf(job),
    jobCode: row.job_code,
    name: row.name,
    ...screeningOf(answers, row.screening_misses),
  };
}

/** Each screening answer beside the wanted one, as it was asked, and the result in words (decision 0174). */
function screeningOf(answers: readonly AnswerRow[], misses: number | null) {
  return {
    screening: answers.map((s) => {
      const asked = {
        kind: s.kind as ScreeningKind,
        label: s.label,
        required: false,
        options: s.options ? s.options.split("\n") : [],
        wanted: s.wanted ? s.wanted.split("\n") : [],
        min: s.wanted_min === null ? null : Number(s.wanted_min),
        max: s.wanted_max === null ? null : Number(s.wanted_max),
      };
      return { question: s.label, answer: s.answer, wanted: wantedInWords(asked), meets: s.meets === 1 };
    }),
    screeningResult: screeningResultLabel(misses === null ? null : Number(misses)),
  };
}

/**
 * One application or resume as HR reads it (docs/product.md §10.4): everything the person entered, codes
 * turned into their texts, the experience totalled by the wizard's own arithmetic, and the job's
 * requirements beside it.
 */
export function createApplicationDetailService({
  db,
  timeZone,
  resumeFiles,
}: {
  db: Db;
  timeZone: string;
  resumeFiles: ResumeFileStorage;
}) {
  return {
    async application(id: number): Promise<ApplicationDetail | null> {
      const found = await findApplicationWithParts(db, id);
      if (!found) return null;
      const { row, qualifications, experiences, screening } = found;
      const [job, file, state, district, board, erased, samePerson] = await Promise.all([
        findJobByCode(db, row.job_code),
        findResumeFileSummary(db, row.resume_file_id),
        lookupText(db, "state", row.state),
        lookupText(db, "district", row.district),
        lookupText(db, "entrance_exam_board", row.entrance_exam_board),
        erasureOf(db, "application", row),
        samePersonOf(db, "application", row),
      ]);
      // The day it was sent, in the company's time zone: a current job counts up to that month, as the
      // wizard counted it for the applicant and HR's mail said.
      const sentOn = yearMonthOf(todayIn(timeZone, new Date(row.created_at)));
      const spans = experiences.map((e) => ({
        IsCurrentlyWorking: e.is_currently_working === 1,
        StartMonth: e.start_month,
        StartYear: e.start_year,
        EndMonth: e.end_month,
        EndYear: e.end_year,
      }));
      const total = totalExperienceMonths(spans, sentOn);
      const place = (...parts: string[]) => parts.filter(Boolean).join(", ");
      return {
        kind: "application",
        ...commonOf("application", row, file, job, erased, await macrosIn(resumeFiles, file), samePerson, screening),
        gender: GENDER_LABELS[row.gender] ?? row.gender,
        birthDate: row.birth_date,
        email: row.email,
        mobile: row.mobile,
        phone: row.phone,
        addressLines: [row.address1, row.address2, row.address3].filter(Boolean),
        city: row.city,
        state: state ?? row.state,
        district: district ?? row.district,
        referral: {
          isReferral: row.is_referral === 1,
          referrerName: row.referrer_name,
          referrerEmail: row.referrer_email,
        },
        entranceExam: {
          attended: row.entrance_exam_attend_yn === "Y",
          board: board ?? row.entrance_exam_board,
          rank: row.entrance_exam_score === null ? null : Number(row.entrance_exam_score),
        },
        currentCtc: row.current_ctc === null ? null : Number(row.current_ctc),
        expectedCtc: row.expected_ctc === null ? null : Number(row.expected_ctc),
        qualifications: qualifications.map((q) => ({
          course: q.course_text,
          stream: q.stream_text,
          board: q.board_text,
          university: q.university_text,
          institution: q.college_text,
          place: place(q.district_text, q.state_text),
          percentage: Number(q.percentage),
          finishYear: Number(q.finish_year),
          isMandatory: q.is_mandatory === 1,
        })),
        experiences: experiences.map((e, i) => ({
          position: e.job_position,
          company: e.company_name,
          location: e.company_location,
          from: monthYear(e.start_month, e.start_year),
          to: e.is_currently_working === 1 ? "Present" : monthYear(e.end_month, e.end_year),
          isCurrent: e.is_currently_working === 1,
          duration: formatExperience(experienceMonths(spans[i]!, sentOn)),
        })),
        totalExperience: { months: total, text: formatExperience(total) },
      };
    },

    async resume(id: number): Promise<ResumeDetail | null> {
      const found = await findResumeWithAnswers(db, id);
      if (!found) return null;
      const { row, screening } = found;
      const [job, file, erased, samePerson] = await Promise.all([
        row.job_code > 0 ? findJobByCode(db, row.job_code) : undefined,
        row.resume_file_id === null ? undefined : findResumeFileSummary(db, row.resume_file_id),
        erasureOf(db, "resume", row),
        samePersonOf(db, "resume", row),
      ]);
      return {
        kind: "resume",
        ...commonOf("resume", row, file, job, erased, await macrosIn(resumeFiles, file), samePerson, screening),
        email: row.email,
        mobile: row.mobile,
        phone: row.phone,
      };
    },

    /**
     * The resume file of an application or resume: undefined when the application is unknown, null when
     * it was sent without one (or its bytes were erased).
     */
    async resumeFile(kind: SubmissionKind, id: number): Promise<StoredResumeFile | null | undefined> {
      const fileId = await resumeFileIdOf(db, kind, id);
      if (fileId === undefined) return undefined;
      return fileId === null ? null : resumeFiles.open(fileId);
    },
  };
}
