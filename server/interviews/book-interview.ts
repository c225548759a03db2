import { isApplicationStatus, isFinalStatus, PIPELINE_STAGES } from "~/domain/application-pipeline";
import { interviewMessages as m, REMIND_DAY_BEFORE_MS, REMIND_HOUR_BEFORE_MS } from "~/domain/interviews";
import { AUDIT_ACTIONS } from "~/domain/staff/audit-actions";
import { audit, type AuditActor } from "../audit/audit";
import { holdCells, releaseCells } from "./interview-busy.repository";
import { fail, type Failure, type InterviewDeps } from "./interview-deps";
import { hrNotice, invitationMails, type Applicant } from "./interview-mails";
import {
  insertTime,
  interviewersOf,
  isUniqueViolation,
  setBookedTime,
  type InterviewRow,
} from "./interviews.repository";

/** The stages before Interview: booking moves an application on from these. */
const BEFORE_INTERVIEW = PIPELINE_STAGES.slice(0, PIPELINE_STAGES.indexOf("interview"));

/** A booked interview moves its application to Interview when it is earlier in the pipeline. */
async function moveToInterview(
  pipeline: InterviewDeps["pipeline"],
  applicant: Applicant,
  actor: AuditActor,
  ip: string | null,
) {
  if (!isApplicationStatus(applicant.status) || isFinalStatus(applicant.status)) return;
  if (!(BEFORE_INTERVIEW as readonly string[]).includes(applicant.status)) return;
  await pipeline.move({ kind: applicant.kind, id: applicant.id, to: "interview", actor, ip });
}

export type BookedTime = { startsAt: string; endsAt: string };

export type BookOptions = {
  /** HR's move to a time of their own: the time is added to the offer's first. */
  newTime?: boolean;
  /**
   * The applicant did it from their status page (a public link): their own copy counts against the
   * hourly cap of their address (held back beyond it), HR is told, and the application must still be open.
   */
  byApplicant?: boolean;
};

/**
 * Books `timeId` (or moves the booking there), for the applicant or HR (docs/decisions/0135): the row
 * changes only from the state and sequence read, and the interviewers' cells are held in the same
 * transaction as the invitations and the audit row. A lost race answers 409 "just taken". Reminders whose
 * moment has passed already are marked done, not sent late. `mailed` is false when the applicant's own
 * copy was held back by the cap.
 */
export async function bookTime(
  { db, siteUrl, organizer, mail, links, pipeline }: Omit<InterviewDeps, "timeZone">,
  interview: InterviewRow,
  timeId: number,
  time: BookedTime,
  applicant: Applicant,
  actor: AuditActor,
  ip: string | null,
  options: BookOptions = {},
): Promise<{ ok: true; change: "booked" | "moved"; mailed: boolean } | Failure> {
  const change = interview.state === "booked" ? ("moved" as const) : ("booked" as const);
  const taken = new Error("taken");
  let mailed = true;
  try {
    await db.transaction().execute(async (tx) => {
      const now = new Date();
      const at = now.toISOString();
      let id = timeId;
      if (options.newTime) id = await insertTime(tx, interview.id, time.startsAt, time.endsAt);
      const sequence = change === "moved" ? interview.sequence + 1 : interview.sequence;
      const start = Date.parse(time.startsAt);
      const changed = await setBookedTime(
        tx,
        interview.id,
        { state: interview.state, sequence: interview.sequence },
        {
          timeId: id,
          ...time,
          sequence,
          at,
          remindersPassed: {
            day: start - REMIND_DAY_BEFORE_MS <= now.getTime(),
            hour: start - REMIND_HOUR_BEFORE_MS <= now.getTime(),
          },
        },
      );
      if (!changed) throw taken;
      await releaseCells(tx, interview.id);
      const interviewers = await interviewersOf(tx, [interview.id]);
      await holdCells(
        tx,
        interview.id,
        interviewers.map((i) => i.user_id),
        time.startsAt,
        time.endsAt,
      );
      const seed = (await links.issue(tx, applicant, "interview", at)).seed;
      const booked = { ...interview, state: "booked", sequence, starts_at: time.startsAt, ends_at: time.endsAt };
      const mails = await invitationMails(tx, booked, applicant, change, { siteUrl, organizer, statusSeed: seed });
      if (options.byApplicant) mails.push(hrNotice(booked, applicant, interviewers, change));
      const [own] = await mail.enqueueAll(tx, mails, { now, publicForm: options.byApplicant ?? false });
      mailed = own !== null;
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
  await moveToInterview(pipeline, applicant, actor, ip);
  return { ok: true, change, mailed };
}
