import type { SubmissionKind } from "~/domain/submission-kind";
import { mailLocaleField } from "../mail/mail-locale";
import { isApplicationStatus, isFinalStatus } from "~/domain/application-pipeline";
import {
  checkOfferedTimes,
  checkPlace,
  formatTimeRange,
  interviewMessages as m,
  timeFields,
  type FieldErrors,
  type OfferedTimeInput,
} from "~/domain/interviews";
import { can, STAFF_ROLES } from "~/domain/permissions";
import { AUDIT_ACTIONS } from "~/domain/staff/audit-actions";
import type { SignedInStaff } from "~/domain/staff/staff-user";
import type { Executor } from "../db/database";
import { audit, staffActor } from "../audit/audit";
import { firstBusyOverlap } from "./interview-busy.repository";
import { fail, type Failure, type InterviewDeps } from "./interview-deps";
import { applicantOf } from "./interview-mails";
import { findInterview, insertInterview, staffWhoMayInterview } from "./interviews.repository";

export type OfferRequest = {
  kind: SubmissionKind;
  id: number;
  times: OfferedTimeInput[];
  mode: string;
  place: string;
  interviewerIds: number[];
  user: SignedInStaff;
  ip: string | null;
};

/** The roles whose active accounts HR may choose as interviewers. */
const INTERVIEWER_ROLES = STAFF_ROLES.filter((r) => can(r, "interviews:read"));

/** Active staff accounts HR may choose as interviewers. */
export const interviewerChoices = (db: Executor) => staffWhoMayInterview(db, INTERVIEWER_ROLES);

/**
 * HR offers 1 to 5 times with the interviewers (docs/product.md §10.8); each time is refused, beside its
 * field, when one of them has another interview then. The offer, its status link and the applicant's mail
 * are one write.
 */
export async function offerInterview(
  { db, timeZone, mail, links }: Pick<InterviewDeps, "db" | "timeZone" | "mail" | "links">,
  request: OfferRequest,
): Promise<{ ok: true; id: number; count: number } | Failure> {
  const errors: FieldErrors = {};
  const times = checkOfferedTimes(request.times, timeZone);
  if (!times.ok) Object.assign(errors, times.errors);
  const place = checkPlace(request.mode, request.place);
  if (!place.ok) errors[request.mode === "online" || request.mode === "onsite" ? "place" : "mode"] = place.error;
  const chosen = [...new Set(request.interviewerIds)];
  const choices = await interviewerChoices(db);
  if (chosen.length === 0) errors.interviewers = m.interviewersMissing;
  else if (chosen.some((id) => !choices.some((c) => c.id === id))) errors.interviewers = m.interviewerUnknown;
  const applicant = await applicantOf(db, request.kind, request.id);
  if (!applicant) return fail(404, m.noSuchInterview);
  if (applicant.erased) return fail(409, m.erased);
  if (isApplicationStatus(applicant.status) && isFinalStatus(applicant.status)) return fail(409, m.closed);
  if (times.ok && !errors.interviewers) {
    // Which form row each checked time came from: blank rows were skipped.
    const filled = request.times.map((r, i) => ({ r, i })).filter(({ r }) => r.date.trim() || r.start.trim());
    for (const [n, t] of times.times.entries()) {
      const busy = await firstBusyOverlap(db, chosen, t.startsAt, t.endsAt);
      if (!busy) continue;
      const who = choices.find((c) => c.id === busy.user_id)?.name ?? "An interviewer";
      const other = await findInterview(db, busy.interview_id);
      const when = other?.starts_at ? formatTimeRange(other.starts_at, other.ends_at!, timeZone) : "";
      errors[timeFields(filled[n]!.i).start] = m.overlap(who, when);
    }
  }
  if (Object.keys(errors).length > 0 || !times.ok || !place.ok)
    return fail(400, Object.values(errors)[0] ?? m.noTimes, errors);
  const id = await db.transaction().execute(async (tx) => {
    const at = new Date().toISOString();
    const interviewId = await insertInterview(
      tx,
      {
        kind: request.kind,
        application_id: request.id,
        mode: request.mode,
        place: place.place,
        time_zone: timeZone,
        offered_by: request.user.id,
        at,
      },
      times.times,
      chosen,
    );
    const link = await links.issue(tx, applicant, "interview", at);
    await mail.enqueue(
      tx,
      "interview-offer",
      {
        interviewId,
        reference: applicant.reference,
        applicantEmail: applicant.email,
        job: applicant.job,
        timeZone,
        mode: request.mode,
        place: place.place,
        times: times.times,
        statusSeed: link.seed,
        ...mailLocaleField(applicant.locale),
      },
      { now: new Date(at) },
    );
    await audit(tx, {
      actor: staffActor(request.user),
      action: AUDIT_ACTIONS.interviewOffered,
      ip: request.ip,
      at,
      target: { type: request.kind, id: request.id },
      detail: { interview: interviewId, times: times.times.length, interviewers: chosen },
    });
    return interviewId;
  });
  return { ok: true, id, count: times.times.length };
}
