import { isApplicationStatus, type ApplicationStatus } from "../application-pipeline";
import type { SubmissionKind } from "../submission-kind";

/**
 * Bulk moves in the application inbox (docs/product.md §10.3): the rows picked, each with the status the
 * page showed, so a row moved meanwhile is refused as the one-by-one move refuses it.
 */
export const BULK_MOVE_MAX = 200;

export type BulkPick = { kind: SubmissionKind; id: number; from: ApplicationStatus };

/** A row's checkbox value: `a17:new` (an application) or `r6:screening` (a resume). */
export const bulkPickValue = (kind: SubmissionKind, id: number, status: string) =>
  `${kind === "application" ? "a" : "r"}${id}:${status}`;

export function parseBulkPick(value: string): BulkPick | null {
  const m = /^([ar])([1-9]\d{0,9}):([a-z]+)$/.exec(value);
  if (!m || !isApplicationStatus(m[3])) return null;
  const id = Number(m[2]);
  if (id > 2_147_483_647) return null;
  return { kind: m[1] === "a" ? "application" : "resume", id, from: m[3] };
}

/** The picks of a posted form, each once: ticked rows, or every row of the page with "all on this page". */
export function bulkPicksOf(form: FormData): BulkPick[] | null {
  const values = form.get("all") === "yes" ? form.getAll("page") : form.getAll("pick");
  const picks = new Map<string, BulkPick>();
  for (const v of values) {
    const pick = typeof v === "string" ? parseBulkPick(v) : null;
    if (!pick) return null;
    picks.set(`${pick.kind}:${pick.id}`, pick);
  }
  return [...picks.values()];
}

export type BulkRefusal = { reference: string; href: string; name: string; why: string };

export const bulkMoveMessages = {
  nonePicked: "Tick the applications to move first, or “All on this page”.",
  tooMany: `At most ${BULK_MOVE_MAX} applications can be moved at a time.`,
  badPick: "The list of applications sent was not understood. Reload the page and choose again.",
  done: (moved: number, mailed: number, refused: number) =>
    `${moved === 1 ? "1 moved" : `${moved} moved`}${mailed ? `, ${mailed} told by mail` : ""}${refused ? `; ${refused} refused (listed below)` : ""}.`,
} as const;
