import { demoMessages } from "~/domain/demo/demo-form";
import { mailDemoChange } from "./demo-change-mails";
import { hashToken, type DemoDeps } from "./demo-deps";
import {
  assignDemoPresenters,
  demoBookingPresenters,
  findDemoBookingByTokenHash,
  updateDemoBooking,
} from "./demos.repository";

/**
 * Cancels a booked demo by its private link (docs/product.md §2.20): its presenters' time freed, and
 * METHOD:CANCEL with a higher SEQUENCE to the visitor (within the hourly cap) and the presenters.
 */
export async function cancelDemo(
  deps: DemoDeps,
  token: string,
): Promise<{ ok: boolean; message: string; mailed?: boolean }> {
  return deps.db.transaction().execute(async (trx) => {
    const row = await findDemoBookingByTokenHash(trx, hashToken(token));
    if (!row || row.state !== "booked") return { ok: false, message: demoMessages.gone };
    const people = await demoBookingPresenters(trx, row.id);
    const sequence = row.sequence + 1;
    await updateDemoBooking(trx, row.id, { state: "cancelled", sequence, updated_at: new Date().toISOString() });
    await assignDemoPresenters(trx, row.id, [], row.start_at!, row.end_at!);
    const minutes = (Date.parse(row.end_at!) - Date.parse(row.start_at!)) / 60_000;
    const mailed = await mailDemoChange(
      deps,
      trx,
      { ...row, sequence },
      "cancelled",
      { start: row.start_at!, minutes },
      people,
      { seed: null },
    );
    return { ok: true, message: mailed ? demoMessages.cancelled : demoMessages.cancelledUnmailed, mailed };
  });
}
