import { DEMO_WORKING_DAYS, freeTimes } from "~/domain/demo/availability";
import { demoMessages, FREE_WEBMAIL_DOMAINS, mailDomain } from "~/domain/demo/demo-form";
import { DEMO_LIMITS } from "~/domain/demo/demo-limits";
import type { Executor } from "../db/database";
import { computeFreeTimes, presentersOf } from "./demo-free-times";
import { futureDemoSources } from "./demos.repository";

/**
 * The e-mail source of an address: its domain, or the address itself at a free webmail domain (where
 * everyone shares the domain).
 */
export function mailSourceOf(emailKey: string): string {
  const domain = mailDomain(emailKey);
  return FREE_WEBMAIL_DOMAINS.has(domain) ? emailKey : domain;
}

/**
 * Why a new booking from this source may not take a time, or null when it may (docs/product.md §2.20,
 * "Limits"; DEMO_LIMITS in app/domain/demo/demo-limits.ts): too many demos still to come from its client
 * address or its e-mail domain; or it already holds one and the free times for these products are down
 * to the share kept for visitors who hold none. Read in the booking's transaction, after its presenters'
 * rows are locked.
 */
export async function bookingLimitRefusal(
  trx: Executor,
  timeZone: string,
  booking: { clientIp: string; emailKey: string; products: string[]; now: number },
): Promise<string | null> {
  const sources = await futureDemoSources(trx, new Date(booking.now).toISOString());
  const mailSource = mailSourceOf(booking.emailKey);
  const fromClient = booking.clientIp === "" ? 0 : sources.filter((s) => s.client_ip === booking.clientIp).length;
  const fromMail = sources.filter((s) => mailSourceOf(s.email_key) === mailSource).length;
  if (fromClient >= DEMO_LIMITS.futureDemosPerClientAddress) return demoMessages.networkLimit;
  if (fromMail >= DEMO_LIMITS.futureDemosPerMailDomain) return demoMessages.domainLimit;
  if (fromClient === 0 && fromMail === 0) return null;
  // A source that holds a demo already: the last share of the times is kept for those who hold none.
  const { times, settings } = await computeFreeTimes(trx, timeZone, booking.products, booking.now);
  const offered = freeTimes({
    now: booking.now,
    timeZone,
    demoMinutes: settings.demoMinutes,
    presenters: presentersOf(settings, booking.products),
    holidays: settings.holidays,
    busy: new Map(),
    products: booking.products,
    workingDays: DEMO_WORKING_DAYS,
  }).length;
  return times.length <= Math.ceil(offered * DEMO_LIMITS.reservedShare) ? demoMessages.reservedTimes : null;
}
