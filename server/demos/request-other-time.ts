import { randomBytes, randomUUID } from "node:crypto";
import { chosenProducts } from "~/content/product-index";
import { demoMessages } from "~/domain/demo/demo-form";
import { isHoneypotFilled } from "~/domain/honeypot";
import { text } from "~/domain/validation/rules";
import type { FirstTouch } from "~/domain/insights/first-touch";
import type { Locale } from "~/domain/locale/locales";
import { mailOf } from "../mail/outbox";
import { hashToken, type DemoDeps } from "./demo-deps";
import { demoRequestErrors, visitorRow, type BookingOutcome, type DemoRequest } from "./demo-request";
import { insertDemoBooking } from "./demos.repository";

/** "Suggest another time": stored as a request (a lead) and mailed to INFO_EMAIL (docs/product.md §2.20). */
export async function requestOtherTime(
  deps: Pick<DemoDeps, "db" | "mail" | "host" | "refuseFreeWebmail">,
  request: DemoRequest,
  clientIp: string,
  touch: FirstTouch | null = null,
  language?: Locale,
): Promise<BookingOutcome> {
  const errors = demoRequestErrors(request, "request", deps.refuseFreeWebmail);
  if (Object.keys(errors).length > 0) return { ok: false, message: Object.values(errors)[0]!, errors };
  const ok = {
    ok: true as const,
    message: demoMessages.requested,
    token: null,
    start: null,
    minutes: 0,
    presenters: [],
    mailed: true,
  };
  if (isHoneypotFilled(request)) return ok;
  const products = chosenProducts(request.Products);
  const now = new Date().toISOString();
  const row = visitorRow(request, products, clientIp, now, touch, language);
  const uid = `demo-${randomUUID()}@${deps.host}`;
  await deps.db.transaction().execute(async (trx) => {
    await insertDemoBooking(trx, {
      ...row,
      uid,
      token_hash: hashToken(randomBytes(24).toString("base64url")),
      state: "requested",
      start_at: null,
      end_at: null,
    });
    await deps.mail.enqueueAll(
      trx,
      [
        mailOf("demo-request", {
          name: row.name,
          email: row.email,
          company: row.company,
          phone: row.phone,
          country: row.country,
          note: row.note,
          suggestion: text(request.Suggestion),
          products,
          uid,
        }),
      ],
      { clientIp },
    );
  });
  return ok;
}
