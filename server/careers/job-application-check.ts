import { yearMonthOf } from "~/domain/experience";
import {
  courseTypeOf,
  MANDATORY_QUALIFICATIONS,
  numberOf,
  type JobApplication,
  type Qualification,
  type WorkExperience,
} from "~/domain/job-application";
import { experienceRules } from "~/domain/validation/experience-rules";
import { qualificationRules } from "~/domain/validation/qualification-rules";
import { firstFailure, text, type Verdict } from "~/domain/validation/rules";
import { wizardStep1Rules } from "~/domain/validation/wizard-step1-rules";
import { wizardStep2Rules } from "~/domain/validation/wizard-step2-rules";
import { wizardStep3Rules } from "~/domain/validation/wizard-step3-rules";
import type { Executor } from "../db/database";
import type { JobRow } from "./jobs.repository";
import { lookupExists, type LookupList } from "./lookups.repository";
import { toCurrentJob } from "./job-listing";

/** Messages of the server's own checks: reference codes a browser only sends when it picks from the lists. */
export const applicationCheckMessages = {
  unknownChoice: (label: string) => `${label} must be chosen from the list`,
  mandatoryCourseChanged: "The course of the SSLC and Higher Secondary qualifications cannot be changed",
} as const;

type Lookup = { list: LookupList; code: string; parent?: string; label: string };

async function firstUnknown(db: Executor, lookups: Lookup[]): Promise<Verdict> {
  for (const l of lookups) {
    if (!(await lookupExists(db, l.list, l.code, l.parent)))
      return { ok: false, message: applicationCheckMessages.unknownChoice(l.label) };
  }
  return { ok: true };
}

function qualificationLookups(q: Qualification): Lookup[] {
  const type = courseTypeOf(text(q.CourseCode));
  return [
    { list: "course", code: text(q.CourseCode), label: "Course" },
    ...(type === "study"
      ? [
          { list: "course_stream", code: text(q.StreamCode), label: "Stream" } as Lookup,
          { list: "university", code: text(q.UniversityCode), label: "University" } as Lookup,
        ]
      : [{ list: "exam_board", code: text(q.BoardCode), label: "Board of Examination" } as Lookup]),
    { list: "state", code: text(q.State), label: "State" },
    { list: "district", code: text(q.District), parent: text(q.State), label: "District" },
  ];
}

function experienceLookups(e: WorkExperience): Lookup[] {
  const month = (v: unknown) => String(numberOf(v));
  return [
    { list: "month", code: month(e.StartMonth), label: "Start Month" },
    ...(e.IsCurrentlyWorking ? [] : [{ list: "month", code: month(e.EndMonth), label: "End Month" } as Lookup]),
  ];
}

/**
 * Checks a whole JobApplication for an open job, in the wizard's order: step 1 and its lookups, each
 * qualification with the popup's rules and its lookups, step 2 and the entrance board, each experience
 * with the popup's rules and its months, then step 3. The resume is checked by the caller after this.
 * The rule lists are the very ones the wizard runs in the browser.
 */
export async function checkJobApplication(
  db: Executor,
  app: JobApplication,
  job: JobRow,
  today: string,
): Promise<Verdict> {
  const currentYear = Number(today.slice(0, 4));
  const p = app.PersonalInfo;
  const current = toCurrentJob(job, today);

  const step1 = firstFailure(wizardStep1Rules({ today, referralAllowed: current.IsReferral }), p);
  if (!step1.ok) return step1;
  const step1Lookups = await firstUnknown(db, [
    { list: "state", code: text(p.State), label: "State" },
    { list: "district", code: text(p.District), parent: text(p.State), label: "District" },
  ]);
  if (!step1Lookups.ok) return step1Lookups;

  const popup = qualificationRules({ currentYear });
  for (const q of app.Qualifications) {
    const fixed = MANDATORY_QUALIFICATIONS.find((m) => m.Code === q.Code);
    if (fixed && text(q.CourseCode) !== fixed.CourseCode)
      return { ok: false, message: applicationCheckMessages.mandatoryCourseChanged };
    const verdict = firstFailure(popup, q);
    if (!verdict.ok) return verdict;
    const lookups = await firstUnknown(db, qualificationLookups(q));
    if (!lookups.ok) return lookups;
  }

  // Every qualification that got here passed the popup's rules, so it is fully filled whatever the flag said.
  const step2 = firstFailure(wizardStep2Rules(), {
    ...p,
    Qualifications: app.Qualifications.map((q) => ({ Code: q.Code, IsFullyFilled: true })),
  });
  if (!step2.ok) return step2;
  if (text(p.EntranceExamAttendYn) === "Y") {
    const board = await firstUnknown(db, [
      { list: "entrance_exam_board", code: text(p.EntranceExamBoard), label: "Board of Entrance Examination" },
    ]);
    if (!board.ok) return board;
  }

  const experiencePopup = experienceRules({ currentYear });
  for (const e of app.WorkExperiences) {
    const verdict = firstFailure(experiencePopup, e);
    if (!verdict.ok) return verdict;
    const lookups = await firstUnknown(db, experienceLookups(e));
    if (!lookups.ok) return lookups;
  }

  return firstFailure(wizardStep3Rules(current, yearMonthOf(today)), { ...p, WorkExperiences: app.WorkExperiences });
}
