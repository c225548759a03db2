import type { SubmissionKind } from "~/domain/submission-kind";
import { AUDIT_ACTIONS } from "~/domain/staff/audit-actions";
import { addressesOf } from "../mail/mail-kind";
import { mailOf } from "../mail/outbox";
import type { Executor } from "../db/database";
import { audit, type AuditActor } from "../audit/audit";
import { releaseCells } from "./interview-busy.repository";
import type { InterviewDeps } from "./interview-deps";
import { applicantOf, interviewUid, invitationMails } from "./interview-mails";
import {
  findInterview,
  interviewersOf,
  interviewsOfApplication,
  setCancelled,
  type InterviewRow,
} from "./interviews.repository";

/** A move of the pipeline to a final status, as the pipeline tells it (server/hiring/pipeline.ts). */
export type FinalMove = {
  kind: SubmissionKind;
  id: number;
  to: string;
  at: string;
  actor: AuditActor;
  ip: string | null;
};

/** A conditional update lost to a change made meanwhile is tried again from the row as it is now, this often. */
const ATTEMPTS = 5;

/**
 * What ends an application's interviews (docs/product.md §10.8, issue 41 item 4), called by those who end
 * the application, in their own transaction:
 *
 * - `onFinalStatus`: the pipeline's move to a final status (withdrawn, rejected, hired). Each open offer is
 *   withdrawn (in nobody's calendar: no mail), each booked interview not yet started is cancelled: its
 *   cells freed and METHOD:CANCEL with the same UID and a higher SEQUENCE sent to the applicant and every
 *   interviewer, an audit row each. One that has started stays, for its scorecards. These mails are
 *   never held back by the public forms' cap, even for a withdrawal from the status page: the withdrawal
 *   happens once, and no calendar should keep an interview that will not take place.
 * - `cancelForErasure`: an erasure (server/privacy/erase-person.ts), before the interviews are deleted. A
 *   booked interview not yet started is cancelled for its interviewers with a mail naming nobody
 *   (`interview-erased-cancellation`); the erased applicant is not mailed (docs/decisions/0123 for demos).
 *
 * Every change is a conditional update from the row read: one a booking or HR changed meanwhile is read
 * again and handled as it is then.
 */
export function createInterviewClosing({
  siteUrl,
  hrEmail,
  mail,
}: Pick<InterviewDeps, "siteUrl" | "mail"> & { hrEmail: string }) {
  const organizer = addressesOf(hrEmail)[0] ?? "hr@localhost";

  /** Cancels one interview from the row read, with `cancelled`'s mails; false when the row changed meanwhile. */
  async function cancelOne(
    tx: Executor,
    row: InterviewRow,
    at: string,
    mails: (booked: InterviewRow & { starts_at: string; ends_at: string }) => Promise<void>,
  ): Promise<boolean> {
    const wasBooked = row.state === "booked";
    const sequence = wasBooked ? row.sequence + 1 : row.sequence;
    if (!(await setCancelled(tx, row.id, row, { sequence, at }))) return false;
    await releaseCells(tx, row.id);
    if (wasBooked) await mails({ ...row, sequence, starts_at: row.starts_at!, ends_at: row.ends_at! });
    return true;
  }

  /**
   * Each interview of the application still to close, read again after a lost conditional update: offers,
   * and booked interviews not yet started at `at`.
   */
  async function closeEach(
    tx: Executor,
    kind: SubmissionKind,
    id: number,
    at: string,
    close: (row: InterviewRow) => Promise<boolean>,
  ): Promise<number> {
    const due = (row: InterviewRow | undefined): row is InterviewRow =>
      row !== undefined &&
      (row.state === "offered" || (row.state === "booked" && row.starts_at !== null && row.starts_at > at));
    let closed = 0;
    for (const first of await interviewsOfApplication(tx, kind, id)) {
      let row: InterviewRow | undefined = first;
      for (let attempt = 0; attempt < ATTEMPTS && due(row); attempt++) {
        if (await close(row)) {
          closed++;
          break;
        }
        row = await findInterview(tx, row.id);
      }
    }
    return closed;
  }

  return {
    async onFinalStatus(tx: Executor, move: FinalMove): Promise<{ interviewsCancelled: number } | void> {
      const applicant = await applicantOf(tx, move.kind, move.id);
      if (!applicant) return;
      const cancelled = await closeEach(tx, move.kind, move.id, move.at, async (row) => {
        const wasBooked = row.state === "booked";
        const done = await cancelOne(tx, row, move.at, async (booked) => {
          await mail.enqueueAll(tx, await invitationMails(tx, booked, applicant, "cancelled", { siteUrl, organizer }), {
            now: new Date(move.at),
          });
        });
        if (done)
          await audit(tx, {
            actor: move.actor,
            action: AUDIT_ACTIONS.interviewCancelled,
            ip: move.ip,
            at: move.at,
            target: { type: "interview", id: row.id },
            detail: { wasBooked, sequence: wasBooked ? row.sequence + 1 : row.sequence, because: move.to },
          });
        return done;
      });
      if (cancelled > 0) return { interviewsCancelled: cancelled };
    },

    async cancelForErasure(tx: Executor, kind: SubmissionKind, id: number, at: string): Promise<number> {
      return closeEach(tx, kind, id, at, async (row) => {
        // An offer goes with the application unannounced: it is in nobody's calendar.
        if (row.state !== "booked") return true;
        return cancelOne(tx, row, at, async (booked) => {
          const interviewers = await interviewersOf(tx, [row.id]);
          if (interviewers.length === 0) return;
          const applicant = await applicantOf(tx, kind, id);
          const people = interviewers.map((i) => ({ email: i.email, name: i.name }));
          await mail.enqueueAll(
            tx,
            people.map((to) =>
              mailOf("interview-erased-cancellation", {
                interviewId: row.id,
                job: applicant?.job ?? null,
                timeZone: booked.time_zone,
                mode: booked.mode,
                place: booked.place,
                to,
                sequence: booked.sequence,
                uid: interviewUid(row.id, siteUrl),
                startsAt: booked.starts_at,
                endsAt: booked.ends_at,
                organizer,
                interviewers: people,
              }),
            ),
            { now: new Date(at) },
          );
        });
      });
    },
  };
}

export type InterviewClosing = ReturnType<typeof createInterviewClosing>;
