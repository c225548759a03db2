import type { Generated } from "kysely";
import type { Audit, FirstTouched, Flag, Id, NoticeVersioned, TalentPoolConsent } from "../db/common-columns";

export type JobsTable = Audit & {
  code: Id;
  title: string;
  location: string | null;
  experience: string | null;
  description: string | null;
  preferred_skills: string | null;
  additional_skills: string | null;
  benefits: string | null;
  /** Calendar date YYYY-MM-DD in the company's time zone, or null for "no last date". */
  last_date_of_apply: string | null;
  contact_info: string | null;
  is_closed: Flag;
  is_referral: Flag;
  is_experience_required: Flag;
  minimum_experience_year: number | null;
  is_current_ctc_required: Flag;
  is_expected_ctc_required: Flag;
  is_published: Flag;
  /** Calendar date YYYY-MM-DD the job was posted (JobPosting datePosted): set again when published. */
  posted_on: string;
  /** When the job last changed, and who changed it (their e-mail then; null for the seed). */
  updated_at: string | null;
  updated_by: string | null;
  /** How the job is offered (app/domain/job-posting-fields.ts): the choices' stored words. */
  employment_type: Generated<string>;
  workplace: Generated<string>;
  /** ISO country codes a remote job accepts, comma-separated ("IN,AE"); null for none. */
  remote_countries: string | null;
  /** The salary range shown; all four null when it is not shown (salary_period null says so). */
  salary_min: number | null;
  salary_max: number | null;
  salary_currency: string | null;
  salary_period: string | null;
  department: string | null;
  openings: Generated<number>;
};

export type ResumesTable = Audit &
  NoticeVersioned &
  TalentPoolConsent &
  FirstTouched & {
    /** The pipeline status (app/domain/application-pipeline.ts) and when it last changed. */
    status: Generated<string>;
    status_changed_at: string | null;
    /** When its personal data was erased (server/privacy/erase-person.ts); null while it is held. */
    erased_at: string | null;
    /** How many wanted screening answers it missed, at submission; null for no job or a job asking none (0178). */
    screening_misses: Generated<number | null>;
    id: Id;
    name: string;
    email: string;
    mobile: string;
    /** The mobile in E.164 (app/domain/mobile-number.ts); null when it is no number, or erased. */
    mobile_e164: string | null;
    phone: string;
    job_code: number;
    ip_address: string;
    browser_info: string;
    resume_file_id: number | null;
  };

export type JobApplicationsTable = Audit &
  NoticeVersioned &
  TalentPoolConsent &
  FirstTouched & {
    /** The pipeline status (app/domain/application-pipeline.ts) and when it last changed. */
    status: Generated<string>;
    status_changed_at: string | null;
    /** When its personal data was erased (server/privacy/erase-person.ts); null while it is held. */
    erased_at: string | null;
    /** How many wanted screening answers it missed, at submission; null when its job asked none (0174). */
    screening_misses: Generated<number | null>;
    id: Id;
    job_code: number;
    name: string;
    gender: string;
    /** As sent: DD-MM-YYYY. */
    birth_date: string;
    email: string;
    mobile: string;
    /** The mobile in E.164 (app/domain/mobile-number.ts); null when it is no number, or erased. */
    mobile_e164: string | null;
    phone: string;
    address1: string;
    address2: string;
    address3: string;
    city: string;
    state: string;
    district: string;
    is_referral: Flag;
    referrer_name: string;
    referrer_email: string;
    entrance_exam_attend_yn: string;
    entrance_exam_board: string;
    entrance_exam_score: number | null;
    current_ctc: number | null;
    expected_ctc: number | null;
    ip_address: string;
    browser_info: string;
    resume_file_id: number;
  };

export type QualificationsTable = Audit & {
  id: Id;
  application_id: number;
  position: number;
  code: string;
  course_code: string;
  course_text: string;
  stream_code: string;
  stream_text: string;
  board_code: string;
  board_text: string;
  university_code: string;
  university_text: string;
  college_text: string;
  state: string;
  state_text: string;
  district: string;
  district_text: string;
  percentage: number;
  finish_year: number;
  is_mandatory: Flag;
  is_fully_filled: Flag;
};

export type WorkExperiencesTable = Audit & {
  id: Id;
  application_id: number;
  position: number;
  code: string;
  job_position: string;
  company_name: string;
  company_location: string;
  is_currently_working: Flag;
  start_month: number;
  start_month_text: string;
  start_year: number;
  end_month: number | null;
  end_month_text: string;
  end_year: number | null;
};
