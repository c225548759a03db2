import { APPLICATION_STATUS_LABELS, APPLICATION_STATUSES, type ApplicationStatus } from "../application-pipeline";
import { isSubmissionKind, type SubmissionKind } from "../submission-kind";
import { parseRecordId } from "./record-id";

/**
 * One job's pipeline as a board (docs/product.md §10.4.1): a column per status, oldest in its stage first,
 * each card moved by dragging it or from its "Move to…" menu, both posting the same form.
 */

/** The board's columns, left to right: the stages, then the two ways out. */
export const BOARD_COLUMNS: readonly ApplicationStatus[] = APPLICATION_STATUSES;

/**
 * The most cards one board draws. The staff page targets are proven with 500 (the bench); past this the
 * board says how many it leaves out and sends HR to the inbox, which pages.
 */
export const BOARD_CARD_LIMIT = 1000;

/** One card: what HR needs to recognise the person, how long they have waited in the stage, how they screened. */
export type BoardCard = {
  /** `kind:id` (boardCardKey): what the move form posts as `card`. */
  key: string;
  name: string;
  reference: string;
  /** Whole calendar days in the company's zone since the status last changed; 0 for today. */
  daysInStage: number;
  /** The screening result ("Meets all", "Misses 2"), or null when the job asked no questions. */
  screening: string | null;
};

export type BoardColumn = { status: ApplicationStatus; cards: BoardCard[] };

export type BoardView = {
  job: { code: number; title: string };
  columns: BoardColumn[];
  /** Cards held for the job but not drawn (past BOARD_CARD_LIMIT); 0 almost always. */
  leftOut: number;
};

export function boardPath(jobCode: number): string {
  return `/staff/jobs/${jobCode}/board`;
}

/** The board with one card's menu open (without JavaScript "Move to…" is this link), or with none. */
export function boardMenuHref(jobCode: number, card: string | null): string {
  return card === null ? boardPath(jobCode) : `${boardPath(jobCode)}?menu=${encodeURIComponent(card)}#card-menu`;
}

export function boardCardKey(kind: SubmissionKind, id: number): string {
  return `${kind}:${id}`;
}

/** The application or resume a posted `card` names, or null when it names none. */
export function parseBoardCardKey(value: string): { kind: SubmissionKind; id: number } | null {
  const [kind, id, ...rest] = value.split(":");
  const parsed = parseRecordId(id);
  return rest.length === 0 && isSubmissionKind(kind) && parsed !== null ? { kind, id: parsed } : null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from one calendar date (YYYY-MM-DD) to a later one: both are midnights of the same zone. */
export function daysBetween(fromDate: string, toDate: string): number {
  return Math.max(0, Math.round((Date.parse(`${toDate}T00:00:00Z`) - Date.parse(`${fromDate}T00:00:00Z`)) / DAY_MS));
}

/** How a card says its days in the stage. */
export function daysInStageText(days: number): string {
  if (days === 0) return "In this stage since today";
  return days === 1 ? "1 day in this stage" : `${days.toLocaleString("en-GB")} days in this stage`;
}

export const boardMessages = {
  heading: (title: string) => `Pipeline board: ${title}`,
  intro:
    "A column per status, longest waiting first. Drag a card to another column, or use its “Move to…” menu: both make the same move as the application's page.",
  region: "Pipeline board: the columns scroll sideways",
  columnsNav: "Go to a column",
  moveMenu: "Move to…",
  menuLabel: (name: string) => `Move ${name} to`,
  closeMenu: "Close",
  noMoves: "Hired: it moves no further.",
  screening: (result: string) => `Screening: ${result}`,
  emptyColumn: "No one.",
  leftOut: (shown: number, leftOut: number) =>
    `This board shows the ${shown.toLocaleString("en-GB")} who have waited longest; ${leftOut.toLocaleString("en-GB")} more are in the applications list.`,
  /** What a move's answer says, naming the card it concerns. */
  about: (reference: string, message: string) => `${reference}: ${message}`,
  noSuchCard: "That card is no longer on this board: it was erased or never existed. The board is shown as it is now.",
  badMove: "Choose a card and the status to move it to.",
  chooseHeading: (name: string, reference: string, to: ApplicationStatus) =>
    `Move ${name} (${reference}) to ${APPLICATION_STATUS_LABELS[to]}?`,
  chooseIntro:
    "This move is a decision: choose whether the applicant is told by mail. Nothing moves until you press Move.",
  chooseGone: "The card chosen is no longer on this board. Nothing was moved.",
} as const;
