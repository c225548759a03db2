import { data, Link, useNavigation } from "react-router";
import { useXsrfToken } from "~/components/forms/hidden-fields";
import { boardMessages, boardPath, parseBoardCardKey } from "~/domain/staff/pipeline-board";
import { parseRecordId } from "~/domain/staff/record-id";
import { staffJobMessages } from "~/domain/staff/staff-jobs";
import { BackLink } from "~/features/staff/back-link";
import { revalidateAfterRefusal } from "~/features/staff/pipeline-panel";
import { BoardMailChoice } from "~/features/staff/pipeline-board/board-mail-choice";
import { PipelineBoard } from "~/features/staff/pipeline-board/pipeline-board";
import { staffMeta } from "~/features/staff/staff-meta";
import { StaffNotice } from "~/features/staff/staff-notice";
import { boardMoveAction } from "./board-move.server";
import type { Route } from "./+types/staff.jobs.$code.board";

export const meta: Route.MetaFunction = ({ data }) =>
  staffMeta(data ? boardMessages.heading(data.board.job.title) : "Pipeline board");

/** HR and admins: one job's applications and resumes as a board (docs/product.md §10.4.1). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await context.staff.requirePermission(request, "applications:read");
  const code = parseRecordId(params.code);
  const board = code === null ? null : await context.services.pipelineBoard.board(code);
  if (!board) throw data(staffJobMessages.noSuchJob, { status: 404 });
  // "Move to…" without JavaScript: the card whose menu the address opens.
  const menu = new URL(request.url).searchParams.get("menu");
  const menuOpen = menu && parseBoardCardKey(menu) ? menu : null;
  return { board, menuOpen };
}

// A refused move (someone else moved the card) reads the board again: the card is drawn where it is now.
export const shouldRevalidate = revalidateAfterRefusal;

/** Moves one card (applications:write), as the application's page does; a stale move is refused. */
export function action({ request, context }: Route.ActionArgs) {
  return boardMoveAction(request, context);
}

export default function StaffJobBoard({ loaderData, actionData }: Route.ComponentProps) {
  const { board, menuOpen } = loaderData;
  const xsrfToken = useXsrfToken();
  const busy = useNavigation().state === "submitting";
  const href = boardPath(board.job.code);
  const moved = actionData?.intent === "move" ? actionData : undefined;
  const choice = actionData?.intent === "choose" ? actionData : undefined;
  const total = board.columns.reduce((n, c) => n + c.cards.length, 0);
  return (
    <div className="space-y-6 py-8">
      <BackLink to={`/staff/jobs/${board.job.code}`}>{board.job.title}</BackLink>
      <div>
        <h1 className="text-3xl font-bold break-words text-brand-950">{boardMessages.heading(board.job.title)}</h1>
        <p className="mt-2 text-slate-700">{boardMessages.intro}</p>
        <p className="mt-2">
          <Link to={`/staff/applications?job=${board.job.code}`} className="font-semibold text-brand-800 underline">
            {`The same ${total.toLocaleString("en-GB")} as a list`}
          </Link>
        </p>
        {board.leftOut > 0 && (
          <p className="mt-2 rounded-md border border-slate-300 bg-slate-50 px-3 py-2 text-slate-900">
            {boardMessages.leftOut(total, board.leftOut)}
          </p>
        )}
      </div>
      <StaffNotice id="board-notice" success={moved?.success} error={moved?.error} />
      {choice && (
        <BoardMailChoice
          card={board.columns.flatMap((c) => c.cards).find((card) => card.key === choice.card) ?? null}
          from={choice.from}
          to={choice.to}
          decisions={choice.decisions}
          boardHref={href}
          busy={busy}
        />
      )}
      <PipelineBoard
        jobCode={board.job.code}
        columns={board.columns}
        xsrfToken={xsrfToken}
        menuOpen={menuOpen}
        focusCard={moved ?? null}
      />
    </div>
  );
}
