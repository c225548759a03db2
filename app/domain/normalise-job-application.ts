import {
  courseTypeOf,
  isMandatoryCode,
  numberOf,
  type CurrentJob,
  type JobApplication,
  type NumberInput,
  type Qualification,
  type WorkExperience,
} from "./job-application";
import { text } from "./validation/rules";
import { isReferred } from "./validation/wizard-step1-rules";
import { attendedEntranceExam } from "./validation/wizard-step2-rules";

/** What of the job decides which answers an application keeps. */
export type ApplicationTerms = Pick<CurrentJob, "IsReferral" | "IsCurrentCtcRequired" | "IsExpectedCtcRequired">;

/**
 * A number as typed or sent, made a JSON number when it is one; empty is null. Anything else is kept
 * as it came, so the rules can still call it invalid rather than missing.
 */
export function canonicalNumber(value: NumberInput): NumberInput {
  const n = numberOf(value);
  if (n === null) return null;
  return Number.isNaN(n) ? value : n;
}

/**
 * A school course (SSLC…, HSE…) has a board; any other course a stream and a university. The other
 * kind's answers, left from a course chosen before, are blanked.
 */
export function keepBoardOrStream(q: Qualification): Qualification {
  const board = courseTypeOf(q.CourseCode) === "board";
  return {
    ...q,
    StreamCode: board ? "" : q.StreamCode,
    StreamText: board ? "" : q.StreamText,
    UniversityCode: board ? "" : q.UniversityCode,
    UniversityText: board ? "" : q.UniversityText,
    BoardCode: board ? q.BoardCode : "",
    BoardText: board ? q.BoardText : "",
  };
}

function normaliseQualification(q: Qualification): Qualification {
  return {
    ...keepBoardOrStream(q),
    Percentage: canonicalNumber(q.Percentage),
    FinishYear: canonicalNumber(q.FinishYear),
    IsMandatory: isMandatoryCode(text(q.Code)),
  };
}

function normaliseExperience(e: WorkExperience): WorkExperience {
  const current = e.IsCurrentlyWorking;
  return {
    ...e,
    StartMonth: canonicalNumber(e.StartMonth),
    StartYear: canonicalNumber(e.StartYear),
    EndMonth: current ? null : canonicalNumber(e.EndMonth),
    EndMonthText: current ? "" : e.EndMonthText,
    EndYear: current ? null : canonicalNumber(e.EndYear),
  };
}

/**
 * The application as it is sent and stored: only the answers that apply are kept (the referrer when
 * the job takes referrals and the visitor was referred, the entrance board and rank when attended,
 * each CTC when the job asks for it, a board or else a stream and university, an end date unless the
 * job is current) and numbers are JSON numbers. The wizard sends this; the service stores this. What
 * it blanks is never checked by the rules, so it changes no verdict.
 */
export function normaliseJobApplication(app: JobApplication, job: ApplicationTerms): JobApplication {
  const p = app.PersonalInfo;
  const referred = isReferred(p, { referralAllowed: job.IsReferral });
  const attended = attendedEntranceExam(p);
  return {
    ...app,
    PersonalInfo: {
      ...p,
      IsReferral: referred,
      ReferrerName: referred ? p.ReferrerName : "",
      ReferrerEmail: referred ? p.ReferrerEmail : "",
      EntranceExamBoard: attended ? p.EntranceExamBoard : "",
      EntranceExamScore: attended ? canonicalNumber(p.EntranceExamScore) : null,
      CurrentCtc: job.IsCurrentCtcRequired ? canonicalNumber(p.CurrentCtc) : null,
      ExpectedCtc: job.IsExpectedCtcRequired ? canonicalNumber(p.ExpectedCtc) : null,
    },
    Qualifications: app.Qualifications.map(normaliseQualification),
    WorkExperiences: app.WorkExperiences.map(normaliseExperience),
  };
}
