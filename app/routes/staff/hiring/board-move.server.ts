import { data, type AppLoadContext } from "react-router";
import { APPLICATION_STATUS_LABELS, isApplicationStatus } from "~/domain/application-pipeline";
import { applicantMailMessages, tellChoiceOf } from "~/domain/staff/applicant-mail";
import { pipelineMessages } from "~/domain/staff/application-detail";
import { offersMail } from "~/domain/staff/message-templates";
import { boardMessages, parseBoardCardKey } from "~/domain/staff/pipeline-board";
import { referenceNumber } from "~/domain/reference-number";
import { staffMessages } from "~/domain/staff/messages";
import type { DecisionChoices } from "~/features/staff/decision-mail-fields";
import { field, intentOf } from "~/features/staff/staff-action";
import { readStaffForm } from "~/features/staff/staff-form.server";

/**
 * What a board's move answers. `move`: done or refused, naming the card. `choose`: the move is a decision
 * whose stage has a mail template, and no "Tell the applicant" came with it (a card's menu or a drag), so
 * the board asks, as the application's page always does, before anything moves.
 */
export type BoardMoveResult =
  | { intent: "move"; card: string; success?: string; error?: string }
  | { intent: "choose"; card: string; from: string; to: string; decisions: DecisionChoices };

/**
 * The board's action (docs/product.md §10.4.1): one card moved with applicantMail.move, the same
 * single-transaction move as the application's page, carrying the status the card showed (`from`), so a
 * card someone else moved meanwhile is refused (409) and nothing changes. Checks `applications:write`.
 */
export async function boardMoveAction(request: Request, context: AppLoadContext) {
  const user = await context.staff.requirePermission(request, "applications:write");
  const form = await readStaffForm(request, context);
  const answer = (result: BoardMoveResult, status = 200) => data(result, { status });
  const key = field(form, "card");
  if (intentOf(form) !== "move") return answer({ intent: "move", card: key, error: staffMessages.unknownAction }, 400);
  const card = parseBoardCardKey(key);
  const from = field(form, "from");
  const to = field(form, "to");
  if (!card || !isApplicationStatus(from) || !isApplicationStatus(to))
    return answer({ intent: "move", card: key, error: boardMessages.badMove }, 400);
  const reference = referenceNumber(card.kind, card.id);
  const tell = tellChoiceOf(field(form, "tell"));

  if (!tell && offersMail(from, to)) {
    // Asked only of a card still where it was seen: a stale one goes on to be refused by the move itself.
    const [current, decisions] = await Promise.all([
      context.services.pipeline.currentStatus(card.kind, card.id),
      context.services.applicantMail.decisionChoices(),
    ]);
    if (current === from && decisions.stages[to]) return answer({ intent: "choose", card: key, from, to, decisions });
  }

  const outcome = await context.services.applicantMail.move({
    kind: card.kind,
    id: card.id,
    from,
    to,
    tell,
    reasonId: field(form, "reason"),
    actor: { userId: user.id, label: user.email },
    ip: context.staff.client(request).ip,
  });
  if (!outcome.ok) {
    const error = outcome.status === 404 ? boardMessages.noSuchCard : boardMessages.about(reference, outcome.message);
    return answer({ intent: "move", card: key, error }, outcome.status === 404 ? 409 : outcome.status);
  }
  const done = outcome.mailed
    ? applicantMailMessages.movedAndMailed(APPLICATION_STATUS_LABELS[outcome.to])
    : pipelineMessages.moved(outcome.to);
  return answer({ intent: "move", card: key, success: boardMessages.about(reference, done) });
}
