import { randomUUID } from "node:crypto";
import { chosenProducts } from "~/content/product-index";
import { demoMessages } from "~/domain/demo/demo-form";
import { isHoneypotFilled } from "~/domain/honeypot";
import { text } from "~/domain/validation/rules";
import type { FirstTouch } from "~/domain/insights/first-touch";
import type { Locale } from "~/domain/locale/locales";
import { demoLinkTokenOf, newDemoLinkSeed } from "../security/demo-link-tokens";
import { claimDemoTime } from "./claim-demo-time";
import { bookingLimitRefusal } from "./demo-booking-limits";
import { mailDemoChange } from "./demo-change-mails";
import { hashToken, isUniqueViolation, type DemoDeps } from "./demo-deps";
import { demoRequestErrors, visitorRow, type BookingOutcome, type DemoRequest } from "./demo-request";
import { findDemoBookingByTokenHash, insertDemoBooking } from "./demos.repository";

/**
 * Books the chosen time (docs/product.md §2.20), or says which field is wrong, that a bound of
 * DEMO_LIMITS refuses it, or that the time has gone meanwhile: the booking, its presenters and its mails
 * in one transaction. The private link's token is made from a new seed; the booking keeps the token's
 * hash, the invitation the seed (server/security/demo-link-tokens.ts).
 */
export async function bookDemo(
  deps: DemoDeps,
  request: DemoRequest,
  clientIp: string,
  touch: FirstTouch | null = null,
  language?: Locale,
): Promise<BookingOutcome> {
  const errors = demoRequestErrors(request, "book", deps.refuseFreeWebmail);
  if (Object.keys(errors).length > 0) return { ok: false, message: Object.values(errors)[0]!, errors };
  const products = chosenProducts(request.Products);
  const start = Date.parse(text(request.Start));
  if (isHoneypotFilled(request))
    return {
      ok: true,
      message: demoMessages.booked,
      token: null,
      start: null,
      minutes: 0,
      presenters: [],
      mailed: true,
    };
  const seed = newDemoLinkSeed();
  const token = demoLinkTokenOf(deps.tokenSecret, seed);
  const now = new Date().toISOString();
  const emailKey = text(request.Email).toLowerCase();
  try {
    const booked = await deps.db.transaction().execute(async (trx) => {
      const claimed = await claimDemoTime(trx, deps.timeZone, {
        products,
        start,
        admit: () => bookingLimitRefusal(trx, deps.timeZone, { clientIp, emailKey, products, now: Date.now() }),
        write: async (_slot, minutes) =>
          insertDemoBooking(trx, {
            ...visitorRow(request, products, clientIp, now, touch, language),
            uid: `demo-${randomUUID()}@${deps.host}`,
            token_hash: hashToken(token),
            state: "booked",
            start_at: new Date(start).toISOString(),
            end_at: new Date(start + minutes * 60_000).toISOString(),
          }),
      });
      if (claimed.outcome !== "claimed") return claimed;
      const row = (await findDemoBookingByTokenHash(trx, hashToken(token)))!;
      const mailed = await mailDemoChange(
        deps,
        trx,
        row,
        "booked",
        { start: row.start_at!, minutes: claimed.minutes },
        claimed.people,
        { seed },
      );
      return { ...claimed, mailed };
    });
    if (booked.outcome === "refused")
      return { ok: false, message: booked.message, errors: { Start: booked.message }, limited: true };
    if (booked.outcome === "claimed")
      return {
        ok: true,
        message: booked.mailed ? demoMessages.booked : demoMessages.bookedUnmailed,
        token,
        start: new Date(start).toISOString(),
        minutes: booked.minutes,
        presenters: booked.people.map((p) => p.name),
        mailed: booked.mailed,
      };
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
  }
  return { ok: false, message: demoMessages.taken, errors: { Start: demoMessages.taken }, taken: true };
}
