import { z } from "zod";
import { productName } from "~/content/product-index";
import { demoMoment, utcOffsetLabel } from "~/domain/demo/demo-time";
import type { Locale } from "~/domain/locale/locales";
import type { CalendarEvent } from "#server/calendar/icalendar";
import type { MailBlock, MailSite } from "../mail/mail-content";
import { addressesOf, defineMailKind } from "../mail/mail-kind";
import { dayAndClockIn, localeOf, localisedUrl, mailLocale } from "../mail/mail-locale";
import { DEMO_MAIL_WORDS } from "./demo-mail-words";

/**
 * Demo bookings' mails (docs/product.md §2.20). What goes to the visitor's address holds none of their
 * words: our product names, the time, the presenters and the private link (decision 0090). The
 * presenters and INFO_EMAIL see the visitor's details.
 */
const person = z.object({ name: z.string(), email: z.string().min(1) });
const change = z.enum(["booked", "moved", "cancelled"]);
const event = z.object({
  uid: z.string().min(1),
  sequence: z.number().int().min(0),
  start: z.string().min(1),
  minutes: z.number().int().positive(),
  timeZone: z.string().min(1),
  products: z.array(z.string()).min(1),
  organizer: z.string().min(1),
  presenters: z.array(person),
  change,
});

/**
 * The private link travels as the seed its token is made from (server/security/demo-link-tokens.ts), put
 * back together with TOKEN_SECRET when the mail is sent: null when the mail carries no link (a
 * cancellation, or a move whose booking's first invitation was held back). `link`, the address in clear,
 * is only in rows written before seeds; a row holds one or the other.
 */
const invitationPayload = event
  .extend({
    email: z.string().min(1),
    seed: z.string().min(1).nullable().optional(),
    link: z.string().min(1).optional(),
    /** The language of the page the demo was booked on (decision 0192); absent: English. */
    locale: mailLocale,
  })
  .refine((p) => p.seed !== undefined || p.link !== undefined, { message: "the private link's seed is missing" });
/** Who asked for a demo, as the booking and request forms took it. */
const visitorFields = z.object({
  name: z.string(),
  email: z.string().min(1),
  company: z.string(),
  phone: z.string(),
  country: z.string(),
  note: z.string(),
});
const presentersPayload = event.extend({
  /** Null in the cancellation sent when the visitor's data is erased: it names nobody (docs/decisions/0123). */
  visitor: visitorFields.nullable(),
});
// No link: only its hash is kept, so the reminder points to the invitation mail that holds it.
const reminderPayload = event
  .omit({ change: true, organizer: true, sequence: true })
  .extend({ email: z.string().min(1) });
const requestPayload = visitorFields.extend({
  suggestion: z.string(),
  products: z.array(z.string()).min(1),
  /** The request's UID: its mail is erased with it (retention, docs/decisions/0122); absent in older rows. */
  uid: z.string().min(1).optional(),
});

const productList = (slugs: readonly string[]) => slugs.map(productName).join(", ");
const summary = (slugs: readonly string[], site: MailSite) => `${site.name} demo: ${productList(slugs)}`;
const headings = { booked: "Your demo is booked", moved: "Your demo has moved", cancelled: "Your demo is cancelled" };
const subjects = { booked: "Demo booked", moved: "Demo moved", cancelled: "Demo cancelled" };

function calendarOf(
  p: z.infer<typeof event>,
  site: MailSite,
  visitor: { email: string; name?: string } | null,
): CalendarEvent {
  return {
    method: p.change === "cancelled" ? "CANCEL" : "REQUEST",
    uid: p.uid,
    sequence: p.sequence,
    start: p.start,
    durationMinutes: p.minutes,
    timeZone: p.timeZone,
    summary: summary(p.products, site),
    location: "Online: the meeting link follows from your presenter",
    organizer: { email: p.organizer, name: site.name },
    attendees: visitor ? [visitor, ...p.presenters] : p.presenters,
  };
}

const when = (p: { start: string; timeZone: string; minutes: number }) =>
  `${demoMoment(Date.parse(p.start), p.timeZone)}, ${p.minutes} minutes`;

/** The same in a language: its day and clock by Intl, the zone's offset and name as in English. */
function whenIn(p: { start: string; timeZone: string; minutes: number }, locale: Locale): string {
  if (locale === "en") return when(p);
  const at = Date.parse(p.start);
  const { day, clock } = dayAndClockIn(at, p.timeZone, locale);
  return `${day}, ${clock} (${utcOffsetLabel(p.timeZone, at)}, ${p.timeZone}), ${DEMO_MAIL_WORDS[locale].minutes(p.minutes)}`;
}

/** What the console shows instead of the private link when a mail is rendered without TOKEN_SECRET. */
const LINK_KEPT_BACK = "(the visitor's private link)";

/** The private page's address, from the seed (or an older row's address); null when the mail carries none. */
function privateLink(p: z.infer<typeof invitationPayload>, site: MailSite): string | null {
  if (p.seed) return site.demoLink ? site.demoLink(p.seed) : LINK_KEPT_BACK;
  return p.link ?? null;
}

/**
 * To the visitor: the invitation (or its update, or its cancellation). A booking or a move carries the
 * private link when there is one to give; a cancellation has none, and its words promise none.
 */
export const demoInvitation = defineMailKind({
  payload: invitationPayload,
  person: (p) => ({ email: p.email, reference: p.uid }),
  recipients: (p, mail) => ({ to: [p.email], replyTo: addressesOf(mail.infoEmail) }),
  content: (p, site) => {
    const locale = localeOf(p);
    const w = DEMO_MAIL_WORDS[locale];
    const found = p.change === "cancelled" ? null : privateLink(p, site);
    // The private page in the language the demo was booked in.
    const link = found === null || found === LINK_KEPT_BACK ? found : localisedUrl(found, locale, site.url);
    const linkBlocks: MailBlock[] =
      link === null
        ? p.change === "cancelled"
          ? []
          : [{ kind: "paragraph", text: w.useFirstLink }]
        : link === LINK_KEPT_BACK
          ? [{ kind: "paragraph", text: `${w.reschedule}: ${LINK_KEPT_BACK}` }]
          : [{ kind: "link", label: w.reschedule, href: link }];
    return {
      subject: w.subject(p.change, site.name),
      heading: w.heading[p.change],
      blocks: [
        {
          kind: "facts",
          rows: [
            [w.products, productList(p.products)],
            [w.when, whenIn(p, locale)],
            [w.presenters, p.presenters.map((x) => x.name).join(", ")],
          ],
        },
        ...(p.change === "cancelled" ? [] : [{ kind: "paragraph" as const, text: w.calendarAttached }]),
        ...linkBlocks,
      ],
      footer: [
        {
          kind: "paragraph",
          text: p.change === "cancelled" ? w.whyCancelled(site.name) : w.whyBooked(site.name, link !== null),
        },
      ],
      ...(p.locale && { locale: p.locale }),
    };
  },
  calendar: (p, site) => {
    const event = calendarOf(p, site, { email: p.email });
    if (!p.locale) return event;
    const w = DEMO_MAIL_WORDS[p.locale];
    return { ...event, summary: w.calendarSummary(site.name, productList(p.products)), location: w.calendarLocation };
  },
  // The seed (or an older row's link) opens the booking: a person's export shows the mail without it.
  exported: ({ link: _link, seed: _seed, ...p }) => p,
});

/** To the presenters: the same event, with who booked it (nobody named when the visitor's data was erased). */
export const demoToPresenters = defineMailKind({
  payload: presentersPayload,
  // An erased visitor's cancellation concerns nobody: nothing of theirs is in it, and no erasure need find it.
  person: (p) => (p.visitor ? { email: p.visitor.email, reference: p.uid } : { email: "", reference: null }),
  recipients: (p) => ({ to: p.presenters.map((x) => x.email), ...(p.visitor && { replyTo: [p.visitor.email] }) }),
  content: (p) => ({
    subject: `${subjects[p.change]} (${productList(p.products)})`,
    heading: `${headings[p.change].replace("Your", "A")}`,
    blocks: p.visitor
      ? [
          {
            kind: "facts",
            rows: [
              ["When", when(p)],
              ["Products", productList(p.products)],
              ["Name", p.visitor.name],
              ["Company", p.visitor.company],
              ["E-mail", p.visitor.email],
              ["Phone", p.visitor.phone],
              ["Country", p.visitor.country],
              ["Presenters", p.presenters.map((x) => x.name).join(", ")],
            ],
          },
          ...(p.visitor.note ? [{ kind: "quote" as const, text: p.visitor.note }] : []),
          { kind: "paragraph", text: "Reply to this mail to write to the visitor." },
        ]
      : [
          {
            kind: "facts",
            rows: [
              ["When", when(p)],
              ["Products", productList(p.products)],
              ["Presenters", p.presenters.map((x) => x.name).join(", ")],
            ],
          },
          { kind: "paragraph", text: ERASED_VISITOR_TEXT },
        ],
  }),
  calendar: (p, site) => calendarOf(p, site, p.visitor && { email: p.visitor.email, name: p.visitor.name }),
});

/** Why a cancellation names no visitor: the person asked for their data to be erased. */
const ERASED_VISITOR_TEXT =
  "The visitor asked us to erase their data, so this demo is cancelled and its details are no longer kept.";

/** A day before: to the visitor, the presenters copied. */
export const demoReminder = defineMailKind({
  payload: reminderPayload,
  person: (p) => ({ email: p.email, reference: p.uid }),
  recipients: (p, mail) => ({
    to: [p.email],
    cc: p.presenters.map((x) => x.email),
    replyTo: addressesOf(mail.infoEmail),
  }),
  content: (p, site) => ({
    subject: `Reminder: your ${site.name} demo is tomorrow`,
    heading: "Your demo is tomorrow",
    blocks: [
      {
        kind: "facts",
        rows: [
          ["Products", productList(p.products)],
          ["When", when(p)],
          ["Presenters", p.presenters.map((x) => x.name).join(", ")],
        ],
      },
      { kind: "paragraph", text: "To move or cancel it, use the link in the invitation mail we sent when you booked." },
    ],
  }),
});

/** "Suggest another time": to INFO_EMAIL, answered by replying to the visitor. */
export const demoRequest = defineMailKind({
  payload: requestPayload,
  person: (p) => ({ email: p.email, reference: p.uid ?? null }),
  recipients: (p, mail) => ({ to: addressesOf(mail.infoEmail), replyTo: [p.email] }),
  content: (p) => ({
    subject: "A demo request for another time",
    heading: "A demo request for another time",
    blocks: [
      {
        kind: "facts",
        rows: [
          ["Products", productList(p.products)],
          ["Name", p.name],
          ["Company", p.company],
          ["E-mail", p.email],
          ["Phone", p.phone],
          ["Country", p.country],
        ],
      },
      { kind: "quote", text: p.suggestion },
      ...(p.note ? [{ kind: "quote" as const, text: p.note }] : []),
      { kind: "paragraph", text: "Reply to this mail to agree a time with the visitor." },
    ],
  }),
});
