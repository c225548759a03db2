import { noticeVersion } from "~/domain/privacy-notices";
import { createHash, randomBytes, randomUUID } from "node:crypto";
import {
  DEMO_WORKING_DAYS,
  freeTimes,
  type FreeTime,
  type Interval,
  type Presenter,
  type WeeklyHours,
} from "~/domain/demo/availability";
import { chosenProducts } from "~/content/product-index";
import {
  demoFormErrors,
  demoMessages,
  FREE_WEBMAIL_DOMAINS,
  mailDomain,
  type FieldErrors,
} from "~/domain/demo/demo-form";
import { isHoneypotFilled } from "~/domain/honeypot";
import { text } from "~/domain/validation/rules";
import type { Config } from "../config";
import type { Db, Executor } from "../db/database";
import {
  assignDemoPresenters,
  demoBookingPresenters,
  findDemoBookingByTokenHash,
  insertDemoBooking,
  listDemoPresenters,
  lockDemoPresenters,
  readDemoSettings,
  updateDemoBooking,
  type DemoBookingRow,
} from "./demos.repository";
import { futureDemosOf } from "./demo-personal-data.repository";
import { addressesOf } from "../mail/mail-kind";
import { mailOf, type MailOutbox } from "../mail/outbox";
import { BUSY_SOURCES } from "./demo-busy";

const DAY_MS = 86_400_000;
/** Far enough to hold 15 working days around holidays: the busy intervals read for one computation. */
const LOOK_AHEAD_MS = 40 * DAY_MS;

/** What the demo form posts, as the service takes it. */
export type DemoRequest = {
  Products: string[];
  Company: string;
  Name: string;
  Email: string;
  Phone: string;
  Country: string;
  Note: string;
  Start: string;
  Suggestion: string;
  Website?: string;
};

export type BookingOutcome =
  | { ok: true; message: string; token: string | null; start: string | null; minutes: number; presenters: string[] }
  | { ok: false; message: string; errors: FieldErrors; taken?: boolean };

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
const parseList = (json: string): string[] => {
  const v: unknown = JSON.parse(json);
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : [];
};

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; message?: string };
  return e?.code === "23505" || /UNIQUE constraint failed/i.test(e?.message ?? "");
}

export function createDemosService({ db, config, mail }: { db: Db; config: Config; mail: MailOutbox }) {
  const timeZone = config.timeZone;
  const organizer = addressesOf(config.mail.infoEmail)[0]!;
  const host = new URL(config.siteUrl).hostname || "localhost";
  const linkOf = (token: string) => `${config.siteUrl}/demo/booking/${token}`;

  async function settings(ex: Executor = db) {
    const [row, presenters] = await Promise.all([readDemoSettings(ex), listDemoPresenters(ex)]);
    return {
      demoMinutes: row.demo_minutes,
      holidays: parseList(row.holidays),
      presenters: presenters.map((p) => ({
        id: p.staff_user_id,
        name: p.name,
        email: p.email,
        products: parseList(p.products),
        hours: JSON.parse(p.hours) as WeeklyHours,
      })),
    };
  }

  /** Every source's busy time of these presenters from now on, by presenter. */
  async function busyOf(ex: Executor, ids: number[], now: number, exceptBooking?: number) {
    const from = new Date(now).toISOString();
    const to = new Date(now + LOOK_AHEAD_MS).toISOString();
    const rows = (await Promise.all(BUSY_SOURCES.map((source) => source(ex, ids, from, to, exceptBooking)))).flat();
    const busy = new Map<number, Interval[]>();
    for (const r of rows) {
      const list = busy.get(r.staff_user_id) ?? [];
      list.push({ start: Date.parse(r.start_at), end: Date.parse(r.end_at) });
      busy.set(r.staff_user_id, list);
    }
    return busy;
  }

  async function computeFree(ex: Executor, products: string[], now: number, exceptBooking?: number) {
    const s = await settings(ex);
    const presenters: Presenter[] = s.presenters.filter((p) => p.products.some((x) => products.includes(x)));
    const busy = await busyOf(
      ex,
      presenters.map((p) => p.id),
      now,
      exceptBooking,
    );
    return {
      settings: s,
      times: freeTimes({
        now,
        timeZone,
        demoMinutes: s.demoMinutes,
        presenters,
        holidays: s.holidays,
        busy,
        products,
        workingDays: DEMO_WORKING_DAYS,
      }),
    };
  }

  /**
   * Gives the booking the time if it is still free, in one transaction: the presenters' rows locked
   * (PostgreSQL), the free times computed again from what is committed, the presenters assigned under
   * the unique index. Answers null when the time is gone.
   */
  async function claimTime(
    trx: Executor,
    products: string[],
    start: number,
    write: (slot: FreeTime, minutes: number) => Promise<number>,
    exceptBooking?: number,
  ) {
    const s = await settings(trx);
    await lockDemoPresenters(
      trx,
      s.presenters.filter((p) => p.products.some((x) => products.includes(x))).map((p) => p.id),
    );
    const { times, settings: fresh } = await computeFree(trx, products, Date.now(), exceptBooking);
    const slot = times.find((t) => t.start === start);
    if (!slot) return null;
    const bookingId = await write(slot, fresh.demoMinutes);
    const end = start + fresh.demoMinutes * 60_000;
    await assignDemoPresenters(
      trx,
      bookingId,
      slot.presenters,
      new Date(start).toISOString(),
      new Date(end).toISOString(),
    );
    return { slot, minutes: fresh.demoMinutes, people: fresh.presenters.filter((p) => slot.presenters.includes(p.id)) };
  }

  /** The mails of one change of a booking: the visitor's (capped, decision 0090) and the presenters'. */
  async function mailChange(
    trx: Executor,
    booking: Pick<
      DemoBookingRow,
      "uid" | "sequence" | "email" | "name" | "company" | "phone" | "country" | "note" | "products" | "client_ip"
    >,
    change: "booked" | "moved" | "cancelled",
    when: { start: string; minutes: number },
    people: { name: string; email: string }[],
    token: string | null,
    publicForm: boolean,
  ) {
    const event = {
      uid: booking.uid,
      sequence: booking.sequence,
      start: when.start,
      minutes: when.minutes,
      timeZone,
      products: parseList(booking.products),
      organizer,
      presenters: people.map((p) => ({ name: p.name, email: p.email })),
      change,
    };
    const mails = [
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
    ];
    // A cancellation needs no link; a move or booking sends the one the visitor holds (or a new one).
    mails.unshift(
      mailOf("demo-invitation", {
        ...event,
        email: booking.email,
        link: token ? linkOf(token) : config.siteUrl + "/demo",
      }),
    );
    await mail.enqueueAll(trx, mails, { clientIp: booking.client_ip, publicForm });
  }

  function checkForm(request: DemoRequest, mode: "book" | "request"): FieldErrors {
    const errors = demoFormErrors({ ...request, Products: chosenProducts(request.Products) }, mode);
    if (!errors.Email && config.demoRefuseFreeWebmail && FREE_WEBMAIL_DOMAINS.has(mailDomain(text(request.Email))))
      errors.Email = demoMessages.freeMail;
    return errors;
  }

  const visitorRow = (request: DemoRequest, products: string[], clientIp: string, now: string) => ({
    products: JSON.stringify(products),
    company: text(request.Company),
    name: text(request.Name),
    email: text(request.Email),
    email_key: text(request.Email).toLowerCase(),
    phone: text(request.Phone),
    country: text(request.Country),
    note: text(request.Note),
    created_at: now,
    updated_at: now,
    client_ip: clientIp,
    notice_version: noticeVersion("demo"),
    sequence: 0,
    reminder_sent_at: null,
  });

  return {
    settings,
    timeZone,

    /** The free times for these products from now (docs/product.md §2.20). */
    async freeTimes(products: string[], now = Date.now()) {
      const { times, settings: s } = await computeFree(db, chosenProducts(products), now);
      return { times, demoMinutes: s.demoMinutes };
    },

    /** Books the chosen time, or says which field is wrong, or that the time has gone meanwhile. */
    async book(request: DemoRequest, clientIp: string): Promise<BookingOutcome> {
      const errors = checkForm(request, "book");
      if (Object.keys(errors).length > 0) return { ok: false, message: Object.values(errors)[0]!, errors };
      const products = chosenProducts(request.Products);
      const start = Date.parse(text(request.Start));
      if (isHoneypotFilled(request))
        return { ok: true, message: demoMessages.booked, token: null, start: null, minutes: 0, presenters: [] };
      const token = randomBytes(24).toString("base64url");
      const now = new Date().toISOString();
      try {
        const booked = await db.transaction().execute(async (trx) => {
          const claimed = await claimTime(trx, products, start, async (_slot, minutes) =>
            insertDemoBooking(trx, {
              ...visitorRow(request, products, clientIp, now),
              uid: `demo-${randomUUID()}@${host}`,
              token_hash: hashToken(token),
              state: "booked",
              start_at: new Date(start).toISOString(),
              end_at: new Date(start + minutes * 60_000).toISOString(),
            }),
          );
          if (!claimed) return null;
          const row = (await findDemoBookingByTokenHash(trx, hashToken(token)))!;
          await mailChange(
            trx,
            row,
            "booked",
            { start: row.start_at!, minutes: claimed.minutes },
            claimed.people,
            token,
            true,
          );
          return claimed;
        });
        if (booked)
          return {
            ok: true,
            message: demoMessages.booked,
            token,
            start: new Date(start).toISOString(),
            minutes: booked.minutes,
            presenters: booked.people.map((p) => p.name),
          };
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
      }
      return { ok: false, message: demoMessages.taken, errors: { Start: demoMessages.taken }, taken: true };
    },

    /** "Suggest another time": stored as a request (a lead) and mailed to INFO_EMAIL. */
    async requestOther(request: DemoRequest, clientIp: string): Promise<BookingOutcome> {
      const errors = checkForm(request, "request");
      if (Object.keys(errors).length > 0) return { ok: false, message: Object.values(errors)[0]!, errors };
      const ok = {
        ok: true as const,
        message: demoMessages.requested,
        token: null,
        start: null,
        minutes: 0,
        presenters: [],
      };
      if (isHoneypotFilled(request)) return ok;
      const products = chosenProducts(request.Products);
      const now = new Date().toISOString();
      const row = visitorRow(request, products, clientIp, now);
      const uid = `demo-${randomUUID()}@${host}`;
      await db.transaction().execute(async (trx) => {
        await insertDemoBooking(trx, {
          ...row,
          uid,
          token_hash: hashToken(randomBytes(24).toString("base64url")),
          state: "requested",
          start_at: null,
          end_at: null,
        });
        await mail.enqueueAll(
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
    },

    /** The booking a private link opens, with its presenters; undefined for an unknown link. */
    async find(token: string) {
      const row = await findDemoBookingByTokenHash(db, hashToken(token));
      if (!row || row.state === "requested") return undefined;
      const people = await demoBookingPresenters(db, row.id);
      return { ...row, productList: parseList(row.products), presenters: people.map((p) => p.name) };
    },

    /** The free times a booking may move to: its own time does not count against it. */
    async timesFor(token: string, now = Date.now()) {
      const row = await findDemoBookingByTokenHash(db, hashToken(token));
      if (!row || row.state !== "booked") return [];
      return (await computeFree(db, parseList(row.products), now, row.id)).times.filter(
        (t) => t.start !== Date.parse(row.start_at!),
      );
    },

    /** Moves a booked demo: same UID, SEQUENCE one higher, METHOD:REQUEST to everyone. */
    async reschedule(token: string, startText: string): Promise<{ ok: boolean; message: string }> {
      const start = Date.parse(startText);
      if (!Number.isFinite(start)) return { ok: false, message: demoMessages.startRequired };
      try {
        const moved = await db.transaction().execute(async (trx) => {
          const row = await findDemoBookingByTokenHash(trx, hashToken(token));
          if (!row || row.state !== "booked") return "gone" as const;
          const before = await demoBookingPresenters(trx, row.id);
          const claimed = await claimTime(
            trx,
            parseList(row.products),
            start,
            async (_slot, minutes) => {
              await updateDemoBooking(trx, row.id, {
                start_at: new Date(start).toISOString(),
                end_at: new Date(start + minutes * 60_000).toISOString(),
                sequence: row.sequence + 1,
                reminder_sent_at: null,
                updated_at: new Date().toISOString(),
              });
              return row.id;
            },
            row.id,
          );
          if (!claimed) return null;
          const updated = { ...row, sequence: row.sequence + 1 };
          // Presenters the move drops are told it is cancelled for them.
          const dropped = before.filter((p) => !claimed.people.some((c) => c.id === p.id));
          if (dropped.length > 0)
            await mailChange(
              trx,
              updated,
              "cancelled",
              { start: row.start_at!, minutes: claimed.minutes },
              dropped,
              null,
              false,
            );
          await mailChange(
            trx,
            updated,
            "moved",
            { start: new Date(start).toISOString(), minutes: claimed.minutes },
            claimed.people,
            token,
            false,
          );
          return claimed;
        });
        if (moved === "gone") return { ok: false, message: demoMessages.gone };
        if (moved) return { ok: true, message: demoMessages.rescheduled };
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
      }
      return { ok: false, message: demoMessages.taken };
    },

    /**
     * For an erasure of the visitor's data (server/privacy/erase-person.ts), in its transaction: each of
     * the address's booked demos not yet over is cancelled, its presenters' time freed and the presenters
     * sent the METHOD:CANCEL (a higher SEQUENCE) as a visitor's own cancel sends it, but naming nobody.
     * The visitor is not mailed: a mail to them would keep the address being erased (docs/decisions/0123).
     * Answers how many demos it cancelled; the erasure then deletes the bookings.
     */
    async cancelForErasure(trx: Executor, emailKey: string): Promise<number> {
      const rows = await futureDemosOf(trx, emailKey, new Date().toISOString());
      for (const row of rows) {
        const people = await demoBookingPresenters(trx, row.id);
        const sequence = row.sequence + 1;
        await updateDemoBooking(trx, row.id, { state: "cancelled", sequence, updated_at: new Date().toISOString() });
        await assignDemoPresenters(trx, row.id, [], row.start_at!, row.end_at!);
        if (people.length === 0) continue;
        const minutes = (Date.parse(row.end_at!) - Date.parse(row.start_at!)) / 60_000;
        await mail.enqueueAll(trx, [
          mailOf("demo-to-presenters", {
            uid: row.uid,
            sequence,
            start: row.start_at!,
            minutes,
            timeZone,
            products: parseList(row.products),
            organizer,
            presenters: people.map((p) => ({ name: p.name, email: p.email })),
            change: "cancelled",
            visitor: null,
          }),
        ]);
      }
      return rows.length;
    },

    /** Cancels a booked demo: METHOD:CANCEL with a higher SEQUENCE to the visitor and the presenters. */
    async cancel(token: string): Promise<{ ok: boolean; message: string }> {
      return db.transaction().execute(async (trx) => {
        const row = await findDemoBookingByTokenHash(trx, hashToken(token));
        if (!row || row.state !== "booked") return { ok: false, message: demoMessages.gone };
        const people = await demoBookingPresenters(trx, row.id);
        const sequence = row.sequence + 1;
        await updateDemoBooking(trx, row.id, { state: "cancelled", sequence, updated_at: new Date().toISOString() });
        await assignDemoPresenters(trx, row.id, [], row.start_at!, row.end_at!);
        const minutes = (Date.parse(row.end_at!) - Date.parse(row.start_at!)) / 60_000;
        await mailChange(
          trx,
          { ...row, sequence },
          "cancelled",
          { start: row.start_at!, minutes },
          people,
          null,
          false,
        );
        return { ok: true, message: demoMessages.cancelled };
      });
    },
  };
}
