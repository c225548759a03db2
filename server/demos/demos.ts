import type { Locale } from "~/domain/locale/locales";
import type { FirstTouch } from "~/domain/insights/first-touch";
import type { Config } from "../config";
import type { Db, Executor } from "../db/database";
import type { MailOutbox } from "../mail/outbox";
import { bookDemo } from "./book-demo";
import { cancelDemo } from "./cancel-demo";
import { cancelDemosForErasure } from "./cancel-for-erasure";
import { findDemoBooking, timesToMoveTo } from "./demo-booking-page";
import { demoDepsOf } from "./demo-deps";
import { demoSettings, freeTimesFor } from "./demo-free-times";
import type { DemoRequest } from "./demo-request";
import { moveDemo } from "./move-demo";
import { requestOtherTime } from "./request-other-time";

export type { DemoRequest } from "./demo-request";

/**
 * The public side of demos (docs/product.md §2.20), one use case per module, assembled with their
 * dependencies for the routes (`context.services.demos`) and for server/privacy (`cancelForErasure`).
 */
export function createDemosService(options: { db: Db; config: Config; mail: MailOutbox }) {
  const deps = demoDepsOf(options);
  return {
    settings: (ex: Executor = deps.db) => demoSettings(ex),
    timeZone: deps.timeZone,
    /** The free times for these products from now. */
    freeTimes: (products: string[], now?: number) => freeTimesFor(deps, products, now),
    /** Books the chosen time, or says which field is wrong, or that the time has gone meanwhile. */
    book: (request: DemoRequest, clientIp: string, touch?: FirstTouch | null, language?: Locale) =>
      bookDemo(deps, request, clientIp, touch, language),
    /** "Suggest another time": stored as a request (a lead) and mailed to INFO_EMAIL. */
    requestOther: (request: DemoRequest, clientIp: string, touch?: FirstTouch | null, language?: Locale) =>
      requestOtherTime(deps, request, clientIp, touch, language),
    /** The booking a private link opens, with its presenters; undefined for an unknown link. */
    find: (token: string) => findDemoBooking(deps, token),
    /** The free times a booking may move to. */
    timesFor: (token: string, now?: number) => timesToMoveTo(deps, token, now),
    /** Moves a booked demo: same UID, SEQUENCE one higher, METHOD:REQUEST to everyone. */
    reschedule: (token: string, startText: string) => moveDemo(deps, token, startText),
    /** For an erasure, in its transaction: the address's demos to come cancelled for their presenters. */
    cancelForErasure: (trx: Executor, emailKey: string) => cancelDemosForErasure(deps, trx, emailKey),
    /** Cancels a booked demo: METHOD:CANCEL with a higher SEQUENCE to the visitor and the presenters. */
    cancel: (token: string) => cancelDemo(deps, token),
  };
}
