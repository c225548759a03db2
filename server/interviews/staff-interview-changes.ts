import type { SubmissionKind } from "~/domain/submission-kind";
import { checkOfferedTimes, formatTimeRange, interviewMessages as m, type OfferedTimeInput } from "~/domain/interviews";
import type { SignedInStaff } from "~/domain/staff/staff-user";
import { staffActor } from "../audit/audit";
import { bookTime } from "./book-interview";
import { cancelInterview } from "./cancel-interview";
import { firstBusyOverlap } from "./interview-busy.repository";
import { fail, type Failure, type InterviewDeps } from "./interview-deps";
import { applicantOf } from "./interview-mails";
import { interviewOf } from "./interview-views";
import { findInterview, interviewersOf } from "./interviews.repository";

/** HR's changes to an interview from the application's page (docs/product.md §10.8): move it, cancel it. */

type Target = { kind: SubmissionKind; id: number };

/** HR moves a booked interview to a new time (checked against the interviewers' other interviews). */
export async function staffReschedule(
  deps: InterviewDeps,
  target: Target,
  interviewId: number,
  input: OfferedTimeInput,
  user: SignedInStaff,
  ip: string | null,
): Promise<{ ok: true } | Failure> {
  const { db, timeZone } = deps;
  const interview = await interviewOf(db, target.kind, target.id, interviewId);
  if (!interview || interview.state !== "booked") return fail(409, m.notBooked);
  const checked = checkOfferedTimes([input], timeZone);
  if (!checked.ok) {
    const [field, message] = Object.entries(checked.errors)[0]!;
    return fail(400, message, { [field.replace(/-0$/, "")]: message });
  }
  const time = checked.times[0]!;
  const interviewers = await interviewersOf(db, [interview.id]);
  const busy = await firstBusyOverlap(
    db,
    interviewers.map((i) => i.user_id),
    time.startsAt,
    time.endsAt,
    interview.id,
  );
  if (busy) {
    const other = await findInterview(db, busy.interview_id);
    const who = interviewers.find((i) => i.user_id === busy.user_id)?.name ?? "An interviewer";
    const message = m.overlap(who, other?.starts_at ? formatTimeRange(other.starts_at, other.ends_at!, timeZone) : "");
    return fail(400, message, { start: message });
  }
  const applicant = await applicantOf(db, target.kind, target.id);
  if (!applicant) return fail(404, m.noSuchInterview);
  const booked = await bookTime(deps, interview, 0, time, applicant, staffActor(user), ip, { newTime: true });
  return booked.ok ? { ok: true } : booked;
}

/** HR cancels a booked interview or withdraws an offer. */
export async function staffCancel(
  deps: Pick<InterviewDeps, "db" | "siteUrl" | "organizer" | "mail">,
  target: Target,
  interviewId: number,
  user: SignedInStaff,
  ip: string | null,
): Promise<{ ok: true } | Failure> {
  const interview = await interviewOf(deps.db, target.kind, target.id, interviewId);
  if (!interview) return fail(404, m.noSuchInterview);
  const applicant = await applicantOf(deps.db, target.kind, target.id);
  if (!applicant) return fail(404, m.noSuchInterview);
  return cancelInterview(deps, interview, applicant, staffActor(user), ip);
}
