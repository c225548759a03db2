import type { Executor } from "../db/database";
import { demoBusyIntervals } from "./demos.repository";
import { interviewBusyIntervals } from "../interviews/interview-busy.repository";

/** A presenter's busy time as a source gives it: the person, and an ISO start and end. */
export type BusyRow = { staff_user_id: number; start_at: string; end_at: string };

/**
 * A source of staff people's busy time between `from` and `to`; `exceptBooking` is a demo being moved,
 * whose own time does not count against it.
 */
export type BusySource = (
  db: Executor,
  staffIds: readonly number[],
  from: string,
  to: string,
  exceptBooking?: number,
) => Promise<BusyRow[]>;

/**
 * Everything that makes a presenter busy: their other demos and their booked interviews. Another source
 * is one more entry here: a function of the same shape over its own table.
 */
export const BUSY_SOURCES: readonly BusySource[] = [
  demoBusyIntervals,
  async (db, ids, from, to) =>
    (await interviewBusyIntervals(db, [...ids], from, to)).map((r) => ({
      staff_user_id: r.userId,
      start_at: r.startsAt,
      end_at: r.endsAt,
    })),
];
