import type { SubmissionKind } from "~/domain/submission-kind";
import { data, type AppLoadContext } from "react-router";
import { formatTimeRange, interviewMessages as m, MAX_OFFERED_TIMES, timeFields } from "~/domain/interviews";
import { can } from "~/domain/permissions";
import { applicationIdOf, applicationMessages } from "~/domain/staff/application-detail";
import type { SignedInStaff } from "~/domain/staff/staff-user";
import { staffMessages } from "~/domain/staff/messages";
import { field, intentOf } from "../staff-action";
import { readStaffForm } from "../staff-form.server";
import type { InterviewsActionResult } from "./interviews-forms";

/**
 * The interview forms of an application's or resume's page (docs/product.md §10.8): offer times,
 * move a booked interview, cancel one. HR and admins (interviews:manage).
 */
export async function interviewsAction(
  request: Request,
  context: AppLoadContext,
  kind: SubmissionKind,
  idParam: string | undefined,
) {
  const user = await context.staff.requirePermission(request, "interviews:manage");
  const form = await readStaffForm(request, context);
  const id = applicationIdOf(idParam);
  if (id === null)
    throw data(kind === "application" ? applicationMessages.noSuchApplication : applicationMessages.noSuchResume, {
      status: 404,
    });
  const intent = intentOf(form);
  const ip = context.staff.client(request).ip;
  const service = context.services.interviews;
  const answer = (result: InterviewsActionResult, status = 200) => data(result, { status });
  const interview = Number(field(form, "interview"));

  if (intent === "interview-offer") {
    const times = Array.from({ length: MAX_OFFERED_TIMES }, (_, i) => {
      const f = timeFields(i);
      return { date: field(form, f.date), start: field(form, f.start), length: field(form, f.length) };
    });
    const interviewerIds = form.getAll("interviewers").map(Number).filter(Number.isSafeInteger);
    const values: Record<string, string | string[]> = {
      mode: field(form, "mode"),
      place: field(form, "place"),
      interviewers: interviewerIds.map(String),
    };
    times.forEach((t, i) => {
      const f = timeFields(i);
      Object.assign(values, { [f.date]: t.date, [f.start]: t.start, [f.length]: t.length });
    });
    const outcome = await service.offer({
      kind,
      id,
      times,
      mode: field(form, "mode"),
      place: field(form, "place"),
      interviewerIds,
      user,
      ip,
    });
    if (!outcome.ok) return answer({ intent, error: outcome.message, errors: outcome.errors, values }, outcome.status);
    return answer({ intent, success: m.offered(outcome.count) });
  }
  if (intent === "interview-reschedule") {
    const values = { date: field(form, "date"), start: field(form, "start"), length: field(form, "length") };
    const outcome = await service.staffReschedule({ kind, id }, interview, values, user, ip);
    if (!outcome.ok)
      return answer({ intent, interview, error: outcome.message, errors: outcome.errors, values }, outcome.status);
    return answer({ intent, interview, success: m.staffRescheduled });
  }
  if (intent === "interview-cancel") {
    if (field(form, "confirm") !== "yes")
      return answer({ intent, interview, error: m.cancelConfirm, errors: { confirm: m.cancelConfirm } }, 400);
    const outcome = await service.staffCancel({ kind, id }, interview, user, ip);
    if (!outcome.ok) return answer({ intent, interview, error: outcome.message }, outcome.status);
    return answer({ intent, interview, success: m.staffCancelled });
  }
  return answer({ intent, error: staffMessages.unknownAction }, 400);
}

/** What the interview section of an application's page shows (HR and admins see every scorecard there). */
export async function interviewsLoaderData(
  context: AppLoadContext,
  kind: SubmissionKind,
  id: number,
  user: SignedInStaff,
  /** An erased application: its interviews went with it, and it takes no new offer. */
  closed: boolean,
  /** Its status is final (hired, rejected, withdrawn): no new offer, though a booking may still be cancelled. */
  final: boolean,
) {
  const service = context.services.interviews;
  const manage = can(user.role, "interviews:manage") && !closed;
  const [interviews, choices] = await Promise.all([
    service.ofApplication(kind, id),
    manage ? service.interviewerChoices() : Promise.resolve([]),
  ]);
  const scorecards = await service.scorecardsOf(interviews.map((i) => i.id));
  const zone = context.timeZone;
  return {
    manage,
    offerOpen: manage && !final,
    timeZone: zone,
    choices: choices.map((c) => ({ id: c.id, name: c.name, email: c.email })),
    interviews: interviews.map((i) => ({
      ...i,
      when: i.booked ? formatTimeRange(i.booked.startsAt, i.booked.endsAt, zone) : null,
      timesText: i.times.map((t) => formatTimeRange(t.startsAt, t.endsAt, zone)),
      scorecards: scorecards.filter((s) => s.interviewId === i.id),
    })),
  };
}
