import type { SubmissionKind } from "~/domain/submission-kind";
import { data, type AppLoadContext } from "react-router";
import { applicationIdOf, applicationMessages, pipelineMessages } from "~/domain/staff/application-detail";
import { APPLICATION_STATUS_LABELS } from "~/domain/application-pipeline";
import { applicantMailMessages, tellChoiceOf } from "~/domain/staff/applicant-mail";
import { staffMessages } from "~/domain/staff/messages";
import { staffTime } from "~/domain/staff/staff-time";
import { sendApplicantMail } from "./applicant-mail.server";
import { field, intentOf, type StaffActionResult } from "~/features/staff/staff-action";
import { readStaffForm } from "~/features/staff/staff-form.server";

/**
 * What the page's forms answer (intent "move" or "note"); on a refusal the note typed, and the mail and
 * reason chosen, come back, so nothing is lost.
 */
export type PipelineActionResult = StaffActionResult<{ note: string; tell: string; reason: string }>;

/** The one-click moves and where they go. */
const ONE_CLICK: Record<string, string> = { shortlist: "shortlisted", reject: "rejected" };

/**
 * The action of an application's or resume's page (docs/product.md §10.4): Shortlist and Reject in one
 * click, any other allowed move from the menu (`move`, with `to`), each with an optional note. Checks
 * internal notes (`note`), or sends a mail written on the page (`mail`, applicant-mail.server.ts). Checks
 * `applications:write` for both kinds.
 */
export async function pipelineAction(
  request: Request,
  context: AppLoadContext,
  kind: SubmissionKind,
  idParam: string | undefined,
) {
  const user = await context.staff.requirePermission(request, "applications:write");
  const form = await readStaffForm(request, context);
  const id = applicationIdOf(idParam);
  const unknown = kind === "application" ? applicationMessages.noSuchApplication : applicationMessages.noSuchResume;
  if (id === null) throw data(unknown, { status: 404 });
  const intent = intentOf(form);
  const note = field(form, "note");
  const answer = (result: PipelineActionResult, status = 200) => data(result, { status });

  if (intent === "shortlist" || intent === "reject" || intent === "move") {
    const tell = field(form, "tell");
    const reason = field(form, "reason");
    // "Tell the applicant" and the reason (docs/product.md §10.13): the mail is written with the move.
    const outcome = await context.services.applicantMail.move({
      kind,
      id,
      to: ONE_CLICK[intent] ?? field(form, "to"),
      from: field(form, "from"),
      note,
      tell: tellChoiceOf(tell),
      reasonId: reason,
      actor: { userId: user.id, label: user.email },
      ip: context.staff.client(request).ip,
    });
    if (!outcome.ok) {
      if (outcome.status === 404) throw data(outcome.message, { status: 404 });
      const refusal = { intent: "move", error: outcome.message, field: outcome.field ?? null, note, tell, reason };
      return answer(refusal, outcome.status);
    }
    return answer({
      intent: "move",
      success: outcome.mailed
        ? applicantMailMessages.movedAndMailed(APPLICATION_STATUS_LABELS[outcome.to])
        : pipelineMessages.moved(outcome.to),
    });
  }
  if (intent === "mail") {
    const sent = await sendApplicantMail(context, request, form, kind, id, { userId: user.id, label: user.email });
    if (sent.status === 404) throw data(unknown, { status: 404 });
    return data(sent.result, { status: sent.status });
  }
  if (intent === "note") {
    const outcome = await context.services.pipeline.addNote({
      kind,
      id,
      body: note,
      actor: { userId: user.id, label: user.email },
      ip: context.staff.client(request).ip,
    });
    if (!outcome.ok) {
      if (outcome.status === 404) throw data(outcome.message, { status: 404 });
      return answer({ intent, error: outcome.message, field: outcome.field ?? null, note }, outcome.status);
    }
    return answer({ intent, success: pipelineMessages.noteAdded });
  }
  return answer({ intent, error: staffMessages.unknownAction }, 400);
}

/** The history and notes of one application, with their times as the console shows them. */
export async function pipelineLoaderData(context: AppLoadContext, kind: SubmissionKind, id: number) {
  const [history, notes, decisions] = await Promise.all([
    context.services.pipeline.history(kind, id),
    context.services.pipeline.notes(kind, id),
    context.services.applicantMail.decisionChoices(),
  ]);
  return {
    history: history.map((e) => ({ ...e, at: staffTime(e.at, context.timeZone) })),
    notes: notes.map((n) => ({ ...n, at: staffTime(n.at, context.timeZone) })),
    decisions,
  };
}
