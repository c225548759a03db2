import { data, type AppLoadContext } from "react-router";
import { tellChoiceOf } from "~/domain/staff/applicant-mail";
import { BULK_MOVE_MAX, bulkMoveMessages, bulkPicksOf } from "~/domain/staff/bulk-move";
import { staffMessages } from "~/domain/staff/messages";
import type { BulkMoveResult } from "~/features/staff/bulk-move-form";
import { field, intentOf } from "~/features/staff/staff-action";
import { readStaffForm } from "~/features/staff/staff-form.server";

/** The inbox's action: the bulk move (docs/product.md §10.3), each row in its own transaction. */
export async function bulkMoveAction(request: Request, context: AppLoadContext) {
  const user = await context.staff.requirePermission(request, "applications:write");
  const form = await readStaffForm(request, context);
  const answer = (result: BulkMoveResult, status = 200) => data(result, { status });
  if (intentOf(form) !== "bulk-move") return answer({ error: staffMessages.unknownAction }, 400);
  const picks = bulkPicksOf(form);
  if (picks === null) return answer({ error: bulkMoveMessages.badPick }, 400);
  if (picks.length === 0) return answer({ error: bulkMoveMessages.nonePicked }, 400);
  if (picks.length > BULK_MOVE_MAX) return answer({ error: bulkMoveMessages.tooMany }, 400);
  const outcome = await context.services.applicantMail.moveMany({
    picks,
    to: field(form, "to"),
    tell: tellChoiceOf(field(form, "tell")),
    reasonId: field(form, "reason"),
    actor: { userId: user.id, label: user.email },
    ip: context.staff.client(request).ip,
  });
  if (!outcome.ok) return answer({ error: outcome.message, field: outcome.field }, 400);
  return answer({
    success: bulkMoveMessages.done(outcome.moved, outcome.mailed, outcome.refused.length),
    refused: outcome.refused,
  });
}
