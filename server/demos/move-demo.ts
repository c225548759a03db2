import { demoMessages } from "~/domain/demo/demo-form";
import { DEMO_LIMITS } from "~/domain/demo/demo-limits";
import { claimDemoTime } from "./claim-demo-time";
import { mailDemoChange } from "./demo-change-mails";
import { hashToken, isUniqueViolation, parseList, type DemoDeps } from "./demo-deps";
import {
  demoBookingPresenters,
  findDemoBookingByTokenHash,
  invitationSeedOf,
  updateDemoBooking,
} from "./demos.repository";

/** How many moves a booked demo has left: its SEQUENCE counts them while it is booked (a cancel ends it). */
export const movesLeftOf = (booking: { sequence: number }) =>
  Math.max(0, DEMO_LIMITS.movesPerBooking - booking.sequence);

/**
 * Moves a booked demo by its private link (docs/product.md §2.20): same UID, SEQUENCE one higher,
 * METHOD:REQUEST to everyone, with the link the visitor holds (its seed, from the first invitation);
 * presenters the move drops are told it is cancelled for them. At most DEMO_LIMITS.movesPerBooking moves.
 */
export async function moveDemo(
  deps: DemoDeps,
  token: string,
  startText: string,
): Promise<{ ok: boolean; message: string; mailed?: boolean }> {
  const start = Date.parse(startText);
  if (!Number.isFinite(start)) return { ok: false, message: demoMessages.startRequired };
  try {
    const moved = await deps.db.transaction().execute(async (trx) => {
      const row = await findDemoBookingByTokenHash(trx, hashToken(token));
      if (!row || row.state !== "booked") return "gone" as const;
      if (movesLeftOf(row) === 0) return "used" as const;
      const before = await demoBookingPresenters(trx, row.id);
      const claimed = await claimDemoTime(trx, deps.timeZone, {
        products: parseList(row.products),
        start,
        exceptBooking: row.id,
        write: async (_slot, minutes) => {
          await updateDemoBooking(trx, row.id, {
            start_at: new Date(start).toISOString(),
            end_at: new Date(start + minutes * 60_000).toISOString(),
            sequence: row.sequence + 1,
            reminder_sent_at: null,
            updated_at: new Date().toISOString(),
          });
          return row.id;
        },
      });
      if (claimed.outcome !== "claimed") return null;
      const updated = { ...row, sequence: row.sequence + 1 };
      // Presenters the move drops are told it is cancelled for them; the visitor's demo goes on.
      const dropped = before.filter((p) => !claimed.people.some((c) => c.id === p.id));
      if (dropped.length > 0)
        await mailDemoChange(
          deps,
          trx,
          updated,
          "cancelled",
          { start: row.start_at!, minutes: claimed.minutes },
          dropped,
          "presenters only",
        );
      return mailDemoChange(
        deps,
        trx,
        updated,
        "moved",
        { start: new Date(start).toISOString(), minutes: claimed.minutes },
        claimed.people,
        { seed: await invitationSeedOf(trx, row.uid) },
      );
    });
    if (moved === "gone") return { ok: false, message: demoMessages.gone };
    if (moved === "used") return { ok: false, message: demoMessages.movesUsed };
    if (moved !== null)
      return { ok: true, message: moved ? demoMessages.rescheduled : demoMessages.rescheduledUnmailed, mailed: moved };
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
  }
  return { ok: false, message: demoMessages.taken };
}
