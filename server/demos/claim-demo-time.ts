import type { FreeTime } from "~/domain/demo/availability";
import type { Executor } from "../db/database";
import { computeFreeTimes, demoSettings, presentersOf } from "./demo-free-times";
import { assignDemoPresenters, lockDemoPresenters } from "./demos.repository";

export type Claim =
  | { outcome: "claimed"; slot: FreeTime; minutes: number; people: { id: number; name: string; email: string }[] }
  /** The time is no longer free. */
  | { outcome: "taken" }
  /** `admit` refused it, with this message. */
  | { outcome: "refused"; message: string };

/**
 * Gives a booking the time if it is still free, in one transaction (book and move share it): the
 * presenters' rows locked (PostgreSQL), `admit` asked (a new booking's limits), the free times computed
 * again from what is committed, `write` storing the booking's side, the presenters assigned under the
 * unique index of (presenter, start) (docs/decisions/0151).
 */
export async function claimDemoTime(
  trx: Executor,
  timeZone: string,
  claim: {
    products: string[];
    start: number;
    write: (slot: FreeTime, minutes: number) => Promise<number>;
    /** A demo being moved: its own time does not count against it. */
    exceptBooking?: number;
    /** Asked once the presenters are locked: a reason to refuse, or null. */
    admit?: () => Promise<string | null>;
  },
): Promise<Claim> {
  const { products, start } = claim;
  const s = await demoSettings(trx);
  await lockDemoPresenters(
    trx,
    presentersOf(s, products).map((p) => p.id),
  );
  const refusal = claim.admit ? await claim.admit() : null;
  if (refusal !== null) return { outcome: "refused", message: refusal };
  const { times, settings: fresh } = await computeFreeTimes(trx, timeZone, products, Date.now(), claim.exceptBooking);
  const slot = times.find((t) => t.start === start);
  if (!slot) return { outcome: "taken" };
  const bookingId = await claim.write(slot, fresh.demoMinutes);
  const end = start + fresh.demoMinutes * 60_000;
  await assignDemoPresenters(
    trx,
    bookingId,
    slot.presenters,
    new Date(start).toISOString(),
    new Date(end).toISOString(),
  );
  return {
    outcome: "claimed",
    slot,
    minutes: fresh.demoMinutes,
    people: fresh.presenters.filter((p) => slot.presenters.includes(p.id)),
  };
}
