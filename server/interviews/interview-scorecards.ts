import {
  interviewMessages as m,
  isRecommendation,
  parseCriteria,
  RATINGS,
  SCORECARD_NOTES_MAX_LENGTH,
  type FieldErrors,
} from "~/domain/interviews";
import { AUDIT_ACTIONS } from "~/domain/staff/audit-actions";
import type { SignedInStaff } from "~/domain/staff/staff-user";
import { isCleanText } from "~/domain/validation/patterns";
import type { Db } from "../db/database";
import { audit, staffActor } from "../audit/audit";
import { fail, type Failure } from "./interview-deps";
import { applicantOf } from "./interview-mails";
import { findCriteria, insertScorecard, saveCriteria } from "./interview-scorecards.repository";
import { findInterview, isInterviewerOf, isUniqueViolation } from "./interviews.repository";

/** Scorecards and the jobs' criteria they rate (docs/product.md §10.8). */

export type ScorecardInput = { recommendation: string; ratings: Record<string, string>; notes: string };

/** An interviewer's scorecard, once, after the interview has started. */
export async function submitScorecard(
  db: Db,
  interviewId: number,
  user: SignedInStaff,
  input: ScorecardInput,
  ip: string | null,
): Promise<{ ok: true } | Failure> {
  const row = await findInterview(db, interviewId);
  if (!row) return fail(404, m.noSuchInterview);
  if (!(await isInterviewerOf(db, interviewId, user.id))) return fail(403, m.notYours);
  if (row.state !== "booked" || Date.parse(row.starts_at!) > Date.now()) return fail(409, m.scorecardTooEarly);
  const applicant = (await applicantOf(db, row.kind, row.application_id))!;
  if (applicant.erased) return fail(409, m.erased);
  const criteria = applicant.job ? await findCriteria(db, applicant.job.code) : [];
  const errors: FieldErrors = {};
  if (!isRecommendation(input.recommendation)) errors.recommendation = m.recommendationMissing;
  const ratings = criteria.map((criterion, i) => ({ criterion, rating: Number(input.ratings[`rating-${i}`]) }));
  ratings.forEach((r, i) => {
    if (!(RATINGS as readonly number[]).includes(r.rating)) errors[`rating-${i}`] = m.ratingMissing;
  });
  const notes = input.notes.replace(/\r\n?/g, "\n").trim();
  if (Array.from(notes).length > SCORECARD_NOTES_MAX_LENGTH || (notes && !isCleanText(notes)))
    errors.notes = m.notesInvalid;
  if (Object.keys(errors).length > 0) return fail(400, Object.values(errors)[0]!, errors);
  try {
    await db.transaction().execute(async (tx) => {
      const at = new Date().toISOString();
      await insertScorecard(tx, {
        interview_id: interviewId,
        user_id: user.id,
        recommendation: input.recommendation,
        ratings: JSON.stringify(ratings),
        notes,
        submitted_at: at,
      });
      await audit(tx, {
        actor: staffActor(user),
        action: AUDIT_ACTIONS.scorecardSubmitted,
        ip,
        at,
        target: { type: "interview", id: interviewId },
      });
    });
  } catch (err) {
    // Submitted twice at once (two tabs): the first one stands.
    if (!isUniqueViolation(err)) throw err;
  }
  return { ok: true };
}

/** A job's criteria, one a line, as HR types them on the job's page. */
export async function saveJobCriteria(db: Db, jobCode: number, raw: string, user: SignedInStaff, ip: string | null) {
  const parsed = parseCriteria(raw);
  if (!parsed.ok) return fail(400, parsed.error, { criteria: parsed.error });
  await db.transaction().execute(async (tx) => {
    const at = new Date().toISOString();
    await saveCriteria(tx, jobCode, parsed.criteria, at);
    await audit(tx, {
      actor: staffActor(user),
      action: AUDIT_ACTIONS.interviewCriteriaSaved,
      ip,
      at,
      target: { type: "job", id: jobCode },
      detail: { criteria: parsed.criteria.length },
    });
  });
  return { ok: true as const, criteria: parsed.criteria };
}
