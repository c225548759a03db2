import { INITIAL_STATUS, isApplicationStatus } from "~/domain/application-pipeline";
import { calendarDatesIn, todayIn } from "~/domain/dates";
import { referenceNumber } from "~/domain/reference-number";
import { screeningResultLabel } from "~/domain/screening-questions";
import {
  BOARD_CARD_LIMIT,
  BOARD_COLUMNS,
  boardCardKey,
  daysBetween,
  type BoardCard,
  type BoardView,
} from "~/domain/staff/pipeline-board";
import type { Db } from "../db/database";
import { countBoardCards, findBoardJob, listBoardCards } from "./pipeline-board.repository";

/**
 * One job's pipeline as a board (docs/product.md §10.4.1): its applications and resumes by status, each
 * with the days since its status last changed and its screening result. Moves go through applicant-mail.ts's `move`, as the
 * application's page does; this only reads.
 */
export function createPipelineBoardService({ db, timeZone }: { db: Db; timeZone: string }) {
  return {
    /** The board of the job with this code, or null when there is no such job. */
    async board(jobCode: number, now: Date = new Date()): Promise<BoardView | null> {
      const [job, rows] = await Promise.all([
        findBoardJob(db, jobCode),
        // One more than is drawn: whether any are left out, without counting them all.
        listBoardCards(db, jobCode, BOARD_CARD_LIMIT + 1),
      ]);
      if (!job) return null;
      const today = todayIn(timeZone, now);
      const dateOf = calendarDatesIn(timeZone);
      const byStatus = new Map(BOARD_COLUMNS.map((status) => [status, [] as BoardCard[]]));
      for (const row of rows.slice(0, BOARD_CARD_LIMIT)) {
        const status = isApplicationStatus(row.status) ? row.status : INITIAL_STATUS;
        byStatus.get(status)!.push({
          key: boardCardKey(row.kind, row.id),
          name: row.name,
          reference: referenceNumber(row.kind, row.id),
          daysInStage: daysBetween(dateOf(row.since), today),
          screening: screeningResultLabel(row.screening_misses),
        });
      }
      return {
        job: { code: job.code, title: job.title },
        columns: BOARD_COLUMNS.map((status) => ({ status, cards: byStatus.get(status)! })),
        // Counted only when the board is full.
        leftOut: rows.length > BOARD_CARD_LIMIT ? (await countBoardCards(db, jobCode)) - BOARD_CARD_LIMIT : 0,
      };
    },
  };
}
