import { computeFreeTimes } from "./demo-free-times";
import { hashToken, parseList, type DemoDeps } from "./demo-deps";
import { demoBookingPresenters, findDemoBookingByTokenHash } from "./demos.repository";
import { movesLeftOf } from "./move-demo";

/**
 * The private page of one booked demo (`/demo/booking/{token}`, docs/product.md §2.20): the booking its
 * link opens, with its presenters and the moves it has left; undefined for an unknown link or a request
 * for another time.
 */
export async function findDemoBooking(deps: Pick<DemoDeps, "db">, token: string) {
  const row = await findDemoBookingByTokenHash(deps.db, hashToken(token));
  if (!row || row.state === "requested") return undefined;
  const people = await demoBookingPresenters(deps.db, row.id);
  return {
    ...row,
    productList: parseList(row.products),
    presenters: people.map((p) => p.name),
    movesLeft: row.state === "booked" ? movesLeftOf(row) : 0,
  };
}

/** The free times a booking may move to: its own time does not count against it. */
export async function timesToMoveTo(deps: Pick<DemoDeps, "db" | "timeZone">, token: string, now = Date.now()) {
  const row = await findDemoBookingByTokenHash(deps.db, hashToken(token));
  if (!row || row.state !== "booked") return [];
  return (await computeFreeTimes(deps.db, deps.timeZone, parseList(row.products), now, row.id)).times.filter(
    (t) => t.start !== Date.parse(row.start_at!),
  );
}
