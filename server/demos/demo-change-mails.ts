import { noticeLanguageOf } from "~/domain/privacy-notices";
import type { Executor } from "../db/database";
import { mailLocaleField } from "../mail/mail-locale";
import { mailOf, type QueuedMail } from "../mail/outbox";
import { parseList, type DemoDeps } from "./demo-deps";
import type { DemoBookingRow } from "./demos.repository";

/** What the mails of a change read of a booking. */
export type MailedBooking = Pick<
  DemoBookingRow,
  | "uid"
  | "sequence"
  | "email"
  | "name"
  | "company"
  | "phone"
  | "country"
  | "note"
  | "products"
  | "client_ip"
  | "notice_version"
>;

/**
 * The mails of one change of a booking (docs/product.md §2.20, §8.7): the same event with the visitor's
 * details to the presenters and, unless only presenters are told (those a move drops), the visitor's
 * invitation, its update or its cancellation. Every change comes from the public form or the private link,
 * so the visitor's mail counts towards the public forms' hourly cap of its address and is not written
 * beyond it (decision 0090); the presenters' always is. `seed` is the private link's (null: no link).
 * Answers whether the visitor's mail was written.
 */
export async function mailDemoChange(
  deps: Pick<DemoDeps, "mail" | "timeZone" | "organizer">,
  trx: Executor,
  booking: MailedBooking,
  change: "booked" | "moved" | "cancelled",
  when: { start: string; minutes: number },
  people: { name: string; email: string }[],
  visitor: { seed: string | null } | "presenters only",
): Promise<boolean> {
  const event = {
    uid: booking.uid,
    sequence: booking.sequence,
    start: when.start,
    minutes: when.minutes,
    timeZone: deps.timeZone,
    products: parseList(booking.products),
    organizer: deps.organizer,
    presenters: people.map((p) => ({ name: p.name, email: p.email })),
    change,
  };
  const mails: QueuedMail[] = [];
  if (visitor !== "presenters only")
    mails.push(
      mailOf("demo-invitation", {
        ...event,
        email: booking.email,
        seed: visitor.seed,
        // The language of the page it was booked on, kept with the notice's version (decisions 0190, 0192).
        ...mailLocaleField(booking.notice_version === null ? null : noticeLanguageOf(booking.notice_version)),
      }),
    );
  mails.push(
    mailOf("demo-to-presenters", {
      ...event,
      visitor: {
        name: booking.name,
        email: booking.email,
        company: booking.company,
        phone: booking.phone,
        country: booking.country,
        note: booking.note,
      },
    }),
  );
  const ids = await deps.mail.enqueueAll(trx, mails, { clientIp: booking.client_ip, publicForm: true });
  return visitor !== "presenters only" && ids[0] !== null;
}

/**
 * The presenters' cancellation of a demo whose visitor is being erased: the same event, naming nobody
 * (docs/decisions/0123). The visitor is not mailed.
 */
export async function mailErasedDemoCancelled(
  deps: Pick<DemoDeps, "mail" | "timeZone" | "organizer">,
  trx: Executor,
  demo: { uid: string; sequence: number; start: string; minutes: number; products: string },
  people: { name: string; email: string }[],
) {
  await deps.mail.enqueueAll(trx, [
    mailOf("demo-to-presenters", {
      uid: demo.uid,
      sequence: demo.sequence,
      start: demo.start,
      minutes: demo.minutes,
      timeZone: deps.timeZone,
      products: parseList(demo.products),
      organizer: deps.organizer,
      presenters: people.map((p) => ({ name: p.name, email: p.email })),
      change: "cancelled",
      visitor: null,
    }),
  ]);
}
