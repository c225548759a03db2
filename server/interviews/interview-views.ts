import type { SubmissionKind } from "~/domain/submission-kind";
import type { Recommendation } from "~/domain/interviews";
import type { Executor } from "../db/database";
import { firstBusyOverlap } from "./interview-busy.repository";
import { scorecardsOf } from "./interview-scorecards.repository";
import { findInterview, interviewersOf, timesOf, type InterviewRow } from "./interviews.repository";

/** How the pages read interviews and scorecards: the rows turned into views, shared by the use cases. */

export type InterviewTimeView = { id: number; startsAt: string; endsAt: string };
export type InterviewerView = { id: number; name: string; email: string };
export type ScorecardView = {
  interviewId: number;
  interviewer: string;
  userId: number;
  recommendation: Recommendation;
  ratings: { criterion: string; rating: number }[];
  notes: string;
  submittedAt: string;
};

/** The booked interview (or the offer) as the pages read it. */
export type InterviewView = {
  id: number;
  kind: SubmissionKind;
  applicationId: number;
  state: "offered" | "booked" | "cancelled";
  mode: string;
  place: string;
  timeZone: string;
  sequence: number;
  booked: { timeId: number; startsAt: string; endsAt: string } | null;
  times: InterviewTimeView[];
  interviewers: InterviewerView[];
};

export async function interviewViews(db: Executor, rows: InterviewRow[]): Promise<InterviewView[]> {
  const ids = rows.map((r) => r.id);
  const [times, interviewers] = await Promise.all([timesOf(db, ids), interviewersOf(db, ids)]);
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    applicationId: r.application_id,
    state: r.state as InterviewView["state"],
    mode: r.mode,
    place: r.place,
    timeZone: r.time_zone,
    sequence: r.sequence,
    booked:
      r.state === "booked" && r.time_id !== null
        ? { timeId: r.time_id, startsAt: r.starts_at!, endsAt: r.ends_at! }
        : null,
    times: times
      .filter((t) => t.interview_id === r.id)
      .map((t) => ({ id: t.id, startsAt: t.starts_at, endsAt: t.ends_at })),
    interviewers: interviewers
      .filter((i) => i.interview_id === r.id)
      .map((i) => ({ id: i.user_id, name: i.name, email: i.email })),
  }));
}

/** The offered times still open to the applicant: to come, and none of the interviewers busy then. */
export async function openTimes(db: Executor, view: InterviewView, now: Date): Promise<InterviewTimeView[]> {
  const ids = view.interviewers.map((i) => i.id);
  const open: InterviewTimeView[] = [];
  for (const t of view.times) {
    if (Date.parse(t.startsAt) <= now.getTime()) continue;
    if (view.booked?.timeId === t.id) continue;
    if (await firstBusyOverlap(db, ids, t.startsAt, t.endsAt, view.id)) continue;
    open.push(t);
  }
  return open;
}

export async function scorecardViews(db: Executor, interviewIds: number[]): Promise<ScorecardView[]> {
  return (await scorecardsOf(db, interviewIds)).map((s) => ({
    interviewId: s.interview_id,
    interviewer: s.name ?? "(account removed)",
    userId: s.user_id,
    recommendation: s.recommendation as Recommendation,
    ratings: JSON.parse(s.ratings) as { criterion: string; rating: number }[],
    notes: s.notes,
    submittedAt: s.submitted_at,
  }));
}

/** The interview of this application, or undefined (an id of another application names nothing). */
export async function interviewOf(
  db: Executor,
  kind: SubmissionKind,
  applicationId: number,
  interviewId: number,
): Promise<InterviewRow | undefined> {
  const row = await findInterview(db, interviewId);
  return row && row.kind === kind && row.application_id === applicationId ? row : undefined;
}
