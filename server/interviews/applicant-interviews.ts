import type { SubmissionKind } from "~/domain/submission-kind";
import { isApplicationStatus, isFinalStatus } from "~/domain/application-pipeline";
import { interviewMessages as m, MAX_APPLICANT_MOVES } from "~/domain/interviews";
import type { Executor } from "../db/database";
import { findLinkedApplication } from "../hiring/application-links.repository";
import { isLinkTokenShaped, linkTokenHash } from "../security/application-link-tokens";
import { bookTime } from "./book-interview";
import { cancelInterview } from "./cancel-interview";
import { APPLICANT, fail, type Failure, type InterviewDeps } from "./interview-deps";
import { applicantOf, type Applicant } from "./interview-mails";
import { interviewOf, interviewViews, openTimes, type InterviewView } from "./interview-views";
import { interviewsOfApplication, timesOf, type InterviewRow } from "./interviews.repository";

/**
 * The applicant's side of interviews, from their status page (docs/product.md §2.16, §10.8): what it shows,
 * and booking, moving and cancelling, each as the system acting for the applicant. Each is refused once
 * the interview has started, and booking once the application is closed (its status final); a booking is
 * moved at most MAX_APPLICANT_MOVES times. What it mails counts against the hourly cap of the applicant's
 * address (a public link causes it), and HR is told.
 */

type Target = { kind: SubmissionKind; id: number };

const closedApplication = (a: Applicant) => isApplicationStatus(a.status) && isFinalStatus(a.status);
const hasStarted = (row: Pick<InterviewRow, "state" | "starts_at">, now: number) =>
  row.state === "booked" && row.starts_at !== null && Date.parse(row.starts_at) <= now;

/** The application a status link's token names, unless unknown or erased. */
export async function applicationOfToken(db: Executor, token: unknown): Promise<Target | undefined> {
  if (!isLinkTokenShaped(token)) return undefined;
  const row = await findLinkedApplication(db, linkTokenHash(token));
  if (!row || row.erased_at !== null) return undefined;
  return { kind: row.kind as SubmissionKind, id: row.id };
}

/** One interview on the status page: the times it may still take, and what the applicant may still do. */
export type ApplicantInterview = InterviewView & {
  open: InterviewView["times"];
  /** Started (or over): no move, no cancellation from the page. */
  started: boolean;
  /** Moved MAX_APPLICANT_MOVES times already: only a cancellation is left to the page. */
  movesLeft: number;
};

/**
 * What the applicant's status page shows: each interview not cancelled, with the times still open to
 * them (for a booked one, the times it could move to). Once the application is closed only booked
 * interviews are shown, with nothing left to choose.
 */
export async function interviewsForApplicant(
  db: Executor,
  target: Target,
  now = new Date(),
): Promise<ApplicantInterview[]> {
  const applicant = await applicantOf(db, target.kind, target.id);
  const closed = !applicant || closedApplication(applicant);
  const all = await interviewViews(db, await interviewsOfApplication(db, target.kind, target.id));
  const shown: ApplicantInterview[] = [];
  for (const v of all) {
    if (v.state === "cancelled" || (closed && !v.booked)) continue;
    const started = v.booked !== null && Date.parse(v.booked.startsAt) <= now.getTime();
    const movesLeft = v.booked ? Math.max(0, MAX_APPLICANT_MOVES - v.sequence) : MAX_APPLICANT_MOVES;
    const open = closed || started || movesLeft === 0 ? [] : await openTimes(db, v, now);
    shown.push({ ...v, open, started, movesLeft });
  }
  return shown;
}

/**
 * The applicant picks a time (or moves their booking to another offered time). `mailed` is false when
 * their own copy of the invitation was held back by the hourly cap of their address.
 */
export async function applicantBook(
  deps: Omit<InterviewDeps, "timeZone">,
  target: Target,
  interviewId: number,
  timeId: number,
  ip: string | null,
): Promise<{ ok: true; change: "booked" | "moved"; mailed: boolean } | Failure> {
  const { db } = deps;
  const interview = await interviewOf(db, target.kind, target.id, interviewId);
  if (!interview || interview.state === "cancelled") return fail(409, m.timeGone);
  const applicant = await applicantOf(db, target.kind, target.id);
  if (!applicant || applicant.erased) return fail(404, m.noSuchInterview);
  if (closedApplication(applicant)) return fail(409, m.applicationClosed);
  if (hasStarted(interview, Date.now())) return fail(409, m.started);
  const time = (await timesOf(db, [interview.id])).find((t) => t.id === timeId);
  if (!time || Date.parse(time.starts_at) <= Date.now()) return fail(409, m.timeGone);
  if (interview.state === "booked" && interview.time_id === timeId) return { ok: true, change: "booked", mailed: true };
  // Each move mails every interviewer: a booking moves a few times at most (its sequence counts them).
  if (interview.state === "booked" && interview.sequence >= MAX_APPLICANT_MOVES)
    return fail(409, m.tooManyMoves(MAX_APPLICANT_MOVES));
  const booked = await bookTime(
    deps,
    interview,
    timeId,
    { startsAt: time.starts_at, endsAt: time.ends_at },
    applicant,
    APPLICANT,
    ip,
    { byApplicant: true },
  );
  if (booked.ok || booked.message !== m.timeTaken) return booked;
  // Lost to a change made meanwhile: a rejection or a withdrawal closes the offer rather than a booking.
  const now = await applicantOf(db, target.kind, target.id);
  return now && closedApplication(now) ? fail(409, m.applicationClosed) : booked;
}

/** The applicant cancels their booked interview, until it starts. */
export async function applicantCancel(
  deps: Pick<InterviewDeps, "db" | "siteUrl" | "organizer" | "mail">,
  target: Target,
  interviewId: number,
  ip: string | null,
): Promise<{ ok: true } | Failure> {
  const interview = await interviewOf(deps.db, target.kind, target.id, interviewId);
  if (!interview || interview.state !== "booked") return fail(409, m.notBooked);
  if (hasStarted(interview, Date.now())) return fail(409, m.started);
  const applicant = await applicantOf(deps.db, target.kind, target.id);
  if (!applicant) return fail(404, m.noSuchInterview);
  return cancelInterview(deps, interview, applicant, APPLICANT, ip, { byApplicant: true });
}
