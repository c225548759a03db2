import type { SubmissionKind } from "~/domain/submission-kind";
import { createHash, randomBytes } from "node:crypto";
import { isFinalStatus, isApplicationStatus, PIPELINE_STAGES } from "~/domain/application-pipeline";
import {
  checkOfferedTimes,
  checkPlace,
  formatTimeRange,
  interviewMessages as m,
  isRecommendation,
  parseCriteria,
  RATINGS,
  SCORECARD_NOTES_MAX_LENGTH,
  timeFields,
  type FieldErrors,
  type OfferedTimeInput,
  type Recommendation,
} from "~/domain/interviews";
import { startOfDayIn, todayIn } from "~/domain/dates";
import { can, STAFF_ROLES } from "~/domain/permissions";
import { referenceNumber } from "~/domain/reference-number";
import { AUDIT_ACTIONS } from "~/domain/staff/audit-actions";
import type { SignedInStaff } from "~/domain/staff/staff-user";
import { isCleanText } from "~/domain/validation/patterns";
import type { Db } from "../db/database";
import {
  deleteFeedToken,
  feedInterviews,
  feedOfUser,
  findCriteria,
  findInterview,
  firstBusyOverlap,
  holdCells,
  insertInterview,
  insertScorecard,
  insertTime,
  interviewersOf,
  interviewsOfApplication,
  isInterviewerOf,
  isUniqueViolation,
  releaseCells,
  replaceFeedToken,
  saveCriteria,
  scorecardsOf,
  setBookedTime,
  setCancelled,
  staffWhoMayInterview,
  timesOf,
  upcomingInterviews,
  userOfFeed,
  applicantsOf,
  type InterviewRow,
} from "./interviews.repository";
import { findLinkedApplication } from "../hiring/application-links.repository";
import { isLinkTokenShaped, linkTokenHash } from "../security/application-link-tokens";
import type { MailOutbox } from "../mail/outbox";
import { addressesOf } from "../mail/mail-kind";
import { renderCalendarFeed } from "../calendar/icalendar";
import { audit, staffActor, type AuditActor } from "../audit/audit";
import { applicantOf, interviewUid, invitationMails, type Applicant } from "./interview-mails";
import type { PipelineService } from "../hiring/pipeline";
import type { StatusLinks } from "../hiring/status-links";

type Failure = { ok: false; status: 400 | 403 | 404 | 409; message: string; errors?: FieldErrors };
const fail = (status: Failure["status"], message: string, errors?: FieldErrors): Failure => ({
  ok: false,
  status,
  message,
  ...(errors && { errors }),
});

/** Who acts for the applicant in the history and the audit trail, as the status page's other actions do. */
const APPLICANT: AuditActor = { system: "applicant" };

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

/** The stages before Interview: booking moves an application on from these. */
const BEFORE_INTERVIEW = PIPELINE_STAGES.slice(0, PIPELINE_STAGES.indexOf("interview"));

const feedTokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * Interviews (docs/product.md §10.8, docs/decisions/0135-interview-booking.md): HR offers times, the
 * applicant books one from their status page, everyone gets an invitation that later changes replace,
 * interviewers fill scorecards. A booking holds its interviewers' five-minute cells (interview_busy, primary
 * key (user, cell)), so of any number of bookings racing for one interviewer's time exactly one commits, on
 * either engine.
 */
export function createInterviewsService({
  db,
  timeZone,
  siteUrl,
  hrEmail,
  mail,
  pipeline,
  links,
}: {
  db: Db;
  timeZone: string;
  siteUrl: string;
  hrEmail: string;
  mail: MailOutbox;
  pipeline: PipelineService;
  links: StatusLinks;
}) {
  const organizer = addressesOf(hrEmail)[0] ?? "hr@localhost";
  const interviewerRoles = STAFF_ROLES.filter((r) => can(r, "interviews:read"));

  async function views(rows: InterviewRow[]): Promise<InterviewView[]> {
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
  async function openTimes(view: InterviewView, now: Date): Promise<InterviewTimeView[]> {
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

  /** A booked interview moves its application to Interview when it is earlier in the pipeline. */
  async function moveToInterview(applicant: Applicant, actor: AuditActor, ip: string | null) {
    if (!isApplicationStatus(applicant.status) || isFinalStatus(applicant.status)) return;
    if (!(BEFORE_INTERVIEW as readonly string[]).includes(applicant.status)) return;
    await pipeline.move({ kind: applicant.kind, id: applicant.id, to: "interview", actor, ip });
  }

  /**
   * Books `timeId` (or moves the booking there): the row changes only from the state and sequence read,
   * and the interviewers' cells are held in the same transaction. A lost race answers 409 "just taken".
   */
  async function bookTime(
    interview: InterviewRow,
    timeId: number,
    time: { startsAt: string; endsAt: string },
    applicant: Applicant,
    actor: AuditActor,
    ip: string | null,
    options: { newTime?: boolean } = {},
  ): Promise<{ ok: true; change: "booked" | "moved" } | Failure> {
    const change = interview.state === "booked" ? ("moved" as const) : ("booked" as const);
    const taken = new Error("taken");
    try {
      await db.transaction().execute(async (tx) => {
        const at = new Date().toISOString();
        let id = timeId;
        if (options.newTime) id = await insertTime(tx, interview.id, time.startsAt, time.endsAt);
        const sequence = change === "moved" ? interview.sequence + 1 : interview.sequence;
        const changed = await setBookedTime(
          tx,
          interview.id,
          { state: interview.state, sequence: interview.sequence },
          { timeId: id, ...time, sequence, at },
        );
        if (!changed) throw taken;
        await releaseCells(tx, interview.id);
        const interviewerIds = (await interviewersOf(tx, [interview.id])).map((i) => i.user_id);
        await holdCells(tx, interview.id, interviewerIds, time.startsAt, time.endsAt);
        const seed = (await links.issue(tx, applicant, "interview", at)).seed;
        const booked = { ...interview, state: "booked", sequence, starts_at: time.startsAt, ends_at: time.endsAt };
        await mail.enqueueAll(
          tx,
          await invitationMails(tx, booked, applicant, change, { siteUrl, organizer, statusSeed: seed }),
          { now: new Date(at) },
        );
        await audit(tx, {
          actor,
          action: change === "moved" ? AUDIT_ACTIONS.interviewMoved : AUDIT_ACTIONS.interviewBooked,
          ip,
          at,
          target: { type: "interview", id: interview.id },
          detail: { startsAt: time.startsAt, endsAt: time.endsAt, sequence },
        });
      });
    } catch (err) {
      if (err === taken || isUniqueViolation(err)) return fail(409, m.timeTaken);
      throw err;
    }
    await moveToInterview(applicant, actor, ip);
    return { ok: true, change };
  }

  async function cancelInterview(
    interview: InterviewRow,
    applicant: Applicant,
    actor: AuditActor,
    ip: string | null,
  ): Promise<{ ok: true } | Failure> {
    if (interview.state === "cancelled") return fail(409, m.notBooked);
    const wasBooked = interview.state === "booked";
    const done = await db.transaction().execute(async (tx) => {
      const at = new Date().toISOString();
      const sequence = wasBooked ? interview.sequence + 1 : interview.sequence;
      if (!(await setCancelled(tx, interview.id, interview, { sequence, at }))) return false;
      await releaseCells(tx, interview.id);
      // An offer nobody booked is in nobody's calendar: only a booked interview is cancelled by mail.
      if (wasBooked)
        await mail.enqueueAll(
          tx,
          await invitationMails(
            tx,
            { ...interview, sequence, starts_at: interview.starts_at!, ends_at: interview.ends_at! },
            applicant,
            "cancelled",
            { siteUrl, organizer },
          ),
          { now: new Date(at) },
        );
      await audit(tx, {
        actor,
        action: AUDIT_ACTIONS.interviewCancelled,
        ip,
        at,
        target: { type: "interview", id: interview.id },
        detail: { wasBooked, sequence },
      });
      return true;
    });
    return done ? { ok: true } : fail(409, m.notBooked);
  }

  /** The interview of this application, or undefined (an id of another application names nothing). */
  async function interviewOf(kind: SubmissionKind, applicationId: number, interviewId: number) {
    const row = await findInterview(db, interviewId);
    return row && row.kind === kind && row.application_id === applicationId ? row : undefined;
  }

  async function scorecardViews(interviewIds: number[]): Promise<ScorecardView[]> {
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

  return {
    /** Active staff accounts HR may choose as interviewers. */
    interviewerChoices: () => staffWhoMayInterview(db, interviewerRoles),

    /**
     * HR offers 1 to 5 times with the interviewers; each time is refused, beside its field, when one of
     * them has another interview then. The offer, its status link and the applicant's mail are one write.
     */
    async offer(request: OfferRequest): Promise<{ ok: true; id: number; count: number } | Failure> {
      const errors: FieldErrors = {};
      const times = checkOfferedTimes(request.times, timeZone);
      if (!times.ok) Object.assign(errors, times.errors);
      const place = checkPlace(request.mode, request.place);
      if (!place.ok) errors[request.mode === "online" || request.mode === "onsite" ? "place" : "mode"] = place.error;
      const chosen = [...new Set(request.interviewerIds)];
      const choices = await staffWhoMayInterview(db, interviewerRoles);
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
    },

    /**
     * Booked interviews from the start of today (the company's) on, in time order, 100 a page: one
     * person's ("mine") or everyone's ("all"). `cursor` continues after the last row of the page before.
     */
    async upcoming(
      user: SignedInStaff,
      scope: "mine" | "all",
      cursor?: { startsAt: string; id: number },
      now = new Date(),
    ) {
      const limit = 100;
      const after = startOfDayIn(todayIn(timeZone, now), timeZone);
      const rows = await upcomingInterviews(db, {
        userId: scope === "mine" ? user.id : undefined,
        after,
        cursor,
        limit: limit + 1,
      });
      const page = rows.slice(0, limit);
      const [applicants, interviewers] = await Promise.all([
        applicantsOf(
          db,
          page.map((r) => ({ kind: r.kind, id: r.application_id })),
        ),
        interviewersOf(
          db,
          page.map((r) => r.id),
        ),
      ]);
      const last = page[page.length - 1];
      return {
        rows: page.map((r) => {
          const a = applicants.get(`${r.kind}:${r.application_id}`);
          return {
            id: r.id,
            kind: r.kind,
            applicationId: r.application_id,
            reference: referenceNumber(r.kind, r.application_id),
            name: a?.name ?? "",
            job: a && !(r.kind === "resume" && a.job_code === 0) ? (a.job_title ?? `Job ${a.job_code}`) : null,
            mode: r.mode,
            startsAt: r.starts_at,
            endsAt: r.ends_at,
            interviewers: interviewers.filter((i) => i.interview_id === r.id).map((i) => i.name),
          };
        }),
        next: rows.length > limit && last ? { startsAt: last.starts_at, id: last.id } : null,
      };
    },

    /** The scorecards of these interviews, every one (HR's and admins' view). */
    scorecardsOf: (interviewIds: number[]) => scorecardViews(interviewIds),

    /** The interviews of one application or resume, newest last, as HR's page lists them. */
    async ofApplication(kind: SubmissionKind, id: number): Promise<InterviewView[]> {
      return views(await interviewsOfApplication(db, kind, id));
    },

    /**
     * What the applicant's status page shows: each interview not cancelled, with the times still open to
     * them (for a booked one, the times it could move to).
     */
    async forApplicant(kind: SubmissionKind, id: number, now = new Date()) {
      const all = await views(await interviewsOfApplication(db, kind, id));
      const shown = [];
      for (const v of all.filter((v) => v.state !== "cancelled"))
        shown.push({ ...v, open: await openTimes(v, now), timeZone: v.timeZone });
      return shown;
    },

    /** The application a status link's token names, unless unknown or erased. */
    async applicationOfToken(token: unknown): Promise<{ kind: SubmissionKind; id: number } | undefined> {
      if (!isLinkTokenShaped(token)) return undefined;
      const row = await findLinkedApplication(db, linkTokenHash(token));
      if (!row || row.erased_at !== null) return undefined;
      return { kind: row.kind as SubmissionKind, id: row.id };
    },

    /** The applicant picks a time (or moves their booking to another offered time). */
    async applicantBook(
      target: { kind: SubmissionKind; id: number },
      interviewId: number,
      timeId: number,
      ip: string | null,
    ): Promise<{ ok: true; change: "booked" | "moved" } | Failure> {
      const interview = await interviewOf(target.kind, target.id, interviewId);
      if (!interview || interview.state === "cancelled") return fail(409, m.timeGone);
      const time = (await timesOf(db, [interview.id])).find((t) => t.id === timeId);
      if (!time || Date.parse(time.starts_at) <= Date.now()) return fail(409, m.timeGone);
      if (interview.state === "booked" && interview.time_id === timeId) return { ok: true, change: "booked" };
      const applicant = await applicantOf(db, target.kind, target.id);
      if (!applicant || applicant.erased) return fail(404, m.noSuchInterview);
      return bookTime(interview, timeId, { startsAt: time.starts_at, endsAt: time.ends_at }, applicant, APPLICANT, ip);
    },

    async applicantCancel(target: { kind: SubmissionKind; id: number }, interviewId: number, ip: string | null) {
      const interview = await interviewOf(target.kind, target.id, interviewId);
      if (!interview || interview.state !== "booked") return fail(409, m.notBooked);
      const applicant = await applicantOf(db, target.kind, target.id);
      if (!applicant) return fail(404, m.noSuchInterview);
      return cancelInterview(interview, applicant, APPLICANT, ip);
    },

    /** HR moves a booked interview to a new time (checked against the interviewers' other interviews). */
    async staffReschedule(
      target: { kind: SubmissionKind; id: number },
      interviewId: number,
      input: OfferedTimeInput,
      user: SignedInStaff,
      ip: string | null,
    ): Promise<{ ok: true } | Failure> {
      const interview = await interviewOf(target.kind, target.id, interviewId);
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
        const message = m.overlap(
          who,
          other?.starts_at ? formatTimeRange(other.starts_at, other.ends_at!, timeZone) : "",
        );
        return fail(400, message, { start: message });
      }
      const applicant = await applicantOf(db, target.kind, target.id);
      if (!applicant) return fail(404, m.noSuchInterview);
      const booked = await bookTime(interview, 0, time, applicant, staffActor(user), ip, { newTime: true });
      return booked.ok ? { ok: true } : booked;
    },

    async staffCancel(
      target: { kind: SubmissionKind; id: number },
      interviewId: number,
      user: SignedInStaff,
      ip: string | null,
    ) {
      const interview = await interviewOf(target.kind, target.id, interviewId);
      if (!interview) return fail(404, m.noSuchInterview);
      const applicant = await applicantOf(db, target.kind, target.id);
      if (!applicant) return fail(404, m.noSuchInterview);
      return cancelInterview(interview, applicant, staffActor(user), ip);
    },

    /**
     * One interview's page: HR and admins see any; anyone else only one they are an interviewer of
     * (403 otherwise). Scorecards: HR and admins see all; an interviewer sees the others' once they have
     * submitted their own.
     */
    async page(interviewId: number, user: SignedInStaff) {
      const row = await findInterview(db, interviewId);
      if (!row) return fail(404, m.noSuchInterview);
      const manager = can(user.role, "interviews:manage");
      const onIt = await isInterviewerOf(db, interviewId, user.id);
      if (!manager && !onIt) return fail(403, m.notYours);
      const [view] = await views([row]);
      const applicant = (await applicantOf(db, row.kind, row.application_id))!;
      const criteria = applicant.job ? await findCriteria(db, applicant.job.code) : [];
      const all = await scorecardViews([interviewId]);
      const own = all.find((s) => s.userId === user.id) ?? null;
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
    },

    /** An interviewer's scorecard, once, after the interview has started. */
    async submitScorecard(
      interviewId: number,
      user: SignedInStaff,
      input: { recommendation: string; ratings: Record<string, string>; notes: string },
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
    },

    criteria: (jobCode: number) => findCriteria(db, jobCode),

    async saveCriteria(jobCode: number, raw: string, user: SignedInStaff, ip: string | null) {
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
    },

    /** Whether the person has a calendar feed address, and since when. */
    feedState: (user: SignedInStaff) => feedOfUser(db, user.id),

    /** A new secret feed address (the old one stops working); the token is shown once. */
    async issueFeed(user: SignedInStaff, ip: string | null): Promise<string> {
      const token = randomBytes(32).toString("base64url");
      await db.transaction().execute(async (tx) => {
        const at = new Date().toISOString();
        await replaceFeedToken(tx, user.id, feedTokenHash(token), at);
        await audit(tx, {
          actor: staffActor(user),
          action: AUDIT_ACTIONS.calendarFeedIssued,
          ip,
          at,
          target: { type: "staff", id: user.id },
        });
      });
      return token;
    },

    async revokeFeed(user: SignedInStaff, ip: string | null): Promise<void> {
      await db.transaction().execute(async (tx) => {
        if (await deleteFeedToken(tx, user.id))
          await audit(tx, {
            actor: staffActor(user),
            action: AUDIT_ACTIONS.calendarFeedRevoked,
            ip,
            target: { type: "staff", id: user.id },
          });
      });
    },

    /** The .ics text of a feed token's person: their booked interviews from a week ago on; undefined for an unknown token. */
    async feed(token: string): Promise<string | undefined> {
      if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined;
      const user = await userOfFeed(db, feedTokenHash(token));
      if (!user || !can(user.role, "interviews:read")) return undefined;
      const since = new Date(Date.now() - 7 * 24 * 60 * 60 * 1000).toISOString();
      const rows = await feedInterviews(db, user.id, since, 500);
      const applicants = await Promise.all(
        rows.map((r) => applicantOf(db, r.kind as SubmissionKind, r.application_id)),
      );
      return renderCalendarFeed({
        timeZone,
        name: `Interviews of ${user.name}`,
        events: rows.map((r, i) => ({
          uid: interviewUid(r.id, siteUrl),
          sequence: r.sequence,
          start: r.starts_at!,
          durationMinutes: Math.round((Date.parse(r.ends_at!) - Date.parse(r.starts_at!)) / 60_000),
          summary: `Interview: ${applicants[i]?.name ?? ""} (${applicants[i]?.reference ?? ""})`,
          location: r.place,
          url: `${siteUrl}/staff/interviews/${r.id}`,
        })),
      });
    },
  };
}
