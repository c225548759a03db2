import type { Executor } from "../db/database";
import { mailErasedDemoCancelled } from "./demo-change-mails";
import type { DemoDeps } from "./demo-deps";
import { futureDemosOf } from "./demo-personal-data.repository";
import { assignDemoPresenters, demoBookingPresenters, updateDemoBooking } from "./demos.repository";

/**
 * For an erasure of the visitor's data (server/privacy/erase-person.ts), in its transaction: each of
 * the address's booked demos not yet over is cancelled, its presenters' time freed and the presenters
 * sent the METHOD:CANCEL (a higher SEQUENCE) as a visitor's own cancel sends it, but naming nobody.
 * The visitor is not mailed: a mail to them would keep the address being erased (docs/decisions/0123).
 * Answers how many demos it cancelled; the erasure then deletes the bookings.
 */
export async function cancelDemosForErasure(
  deps: Pick<DemoDeps, "mail" | "timeZone" | "organizer">,
  trx: Executor,
  emailKey: string,
): Promise<number> {
  const rows = await futureDemosOf(trx, emailKey, new Date().toISOString());
  for (const row of rows) {
    const people = await demoBookingPresenters(trx, row.id);
    const sequence = row.sequence + 1;
    await updateDemoBooking(trx, row.id, { state: "cancelled", sequence, updated_at: new Date().toISOString() });
    await assignDemoPresenters(trx, row.id, [], row.start_at!, row.end_at!);
    if (people.length === 0) continue;
    const minutes = (Date.parse(row.end_at!) - Date.parse(row.start_at!)) / 60_000;
    await mailErasedDemoCancelled(
      deps,
      trx,
      { uid: row.uid, sequence, start: row.start_at!, minutes, products: row.products },
      people,
    );
  }
  return rows.length;
}
