import { interviewMessages as m } from "~/domain/interviews";
import { AUDIT_ACTIONS } from "~/domain/staff/audit-actions";
import { audit, type AuditActor } from "../audit/audit";
import { releaseCells } from "./interview-busy.repository";
import { fail, type Failure, type InterviewDeps } from "./interview-deps";
import { hrNotice, invitationMails, type Applicant } from "./interview-mails";
import { interviewersOf, setCancelled, type InterviewRow } from "./interviews.repository";

/**
 * Cancels a booked interview or withdraws an offer (docs/product.md §10.8), from the state and sequence
 * read: the interviewers' cells are freed, and a booked one's cancellation (METHOD:CANCEL, SEQUENCE one
 * higher) is mailed to the applicant and every interviewer in the same transaction as the audit row.
 * `byApplicant`: done from the status page (a public link): the applicant's own copy counts against the
 * hourly cap of their address, and HR is told.
 */
export async function cancelInterview(
  { db, siteUrl, organizer, mail }: Pick<InterviewDeps, "db" | "siteUrl" | "organizer" | "mail">,
  interview: InterviewRow,
  applicant: Applicant,
  actor: AuditActor,
  ip: string | null,
  { byApplicant = false }: { byApplicant?: boolean } = {},
): Promise<{ ok: true } | Failure> {
  if (interview.state === "cancelled") return fail(409, m.notBooked);
  const wasBooked = interview.state === "booked";
  const done = await db.transaction().execute(async (tx) => {
    const at = new Date().toISOString();
    const sequence = wasBooked ? interview.sequence + 1 : interview.sequence;
    if (!(await setCancelled(tx, interview.id, interview, { sequence, at }))) return false;
    await releaseCells(tx, interview.id);
    // An offer nobody booked is in nobody's calendar: only a booked interview is cancelled by mail.
    if (wasBooked) {
      const cancelled = { ...interview, sequence, starts_at: interview.starts_at!, ends_at: interview.ends_at! };
      const mails = await invitationMails(tx, cancelled, applicant, "cancelled", { siteUrl, organizer });
      if (byApplicant)
        mails.push(hrNotice(cancelled, applicant, await interviewersOf(tx, [interview.id]), "cancelled"));
      await mail.enqueueAll(tx, mails, { now: new Date(at), publicForm: byApplicant });
    }
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
