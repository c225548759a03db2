import { interviewMessages as m } from "~/domain/interviews";
import { can } from "~/domain/permissions";
import type { SignedInStaff } from "~/domain/staff/staff-user";
import type { Executor } from "../db/database";
import { fail } from "./interview-deps";
import { applicantOf } from "./interview-mails";
import { findCriteria } from "./interview-scorecards.repository";
import { interviewViews, scorecardViews } from "./interview-views";
import { findInterview, isInterviewerOf } from "./interviews.repository";

/**
 * One interview's page (docs/product.md §10.8, docs/decisions/0137-interviewer-role.md): HR and admins see
 * any; anyone else only one they are an interviewer of (403 otherwise), and not once it is cancelled (an
 * offer withdrawn, or a booking cancelled before it took place): their reading of the application and its
 * resume ends with the interview, unless their scorecard is in. Scorecards: HR and admins see all; an
 * interviewer sees the others' once they have submitted their own. The resume's download asks the same.
 */
export async function interviewPage(db: Executor, interviewId: number, user: SignedInStaff) {
  const row = await findInterview(db, interviewId);
  if (!row) return fail(404, m.noSuchInterview);
  const manager = can(user.role, "interviews:manage");
  const onIt = await isInterviewerOf(db, interviewId, user.id);
  if (!manager && !onIt) return fail(403, m.notYours);
  const all = await scorecardViews(db, [interviewId]);
  const own = all.find((s) => s.userId === user.id) ?? null;
  if (!manager && row.state === "cancelled" && !own) return fail(403, m.cancelledForInterviewer);
  const [view] = await interviewViews(db, [row]);
  const applicant = (await applicantOf(db, row.kind, row.application_id))!;
  const criteria = applicant.job ? await findCriteria(db, applicant.job.code) : [];
  const scorecards = manager || own ? all : [];
  const started = row.state === "booked" && Date.parse(row.starts_at!) <= Date.now();
  return {
    ok: true as const,
    interview: view!,
    applicant,
    criteria,
    scorecards,
    own,
    canScore: onIt && !own && started,
    isInterviewer: onIt,
    manager,
  };
}
