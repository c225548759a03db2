import { z } from "zod";
import {
  formatTimeRangeWithZone,
  INTERVIEW_MODE_LABELS,
  interviewPath,
  isInterviewMode,
  type InterviewMode,
} from "~/domain/interviews";
import { applicationPath } from "~/domain/staff/application-detail";
import type { CalendarEvent } from "#server/calendar/icalendar";
import type { MailBlock, MailSite } from "../mail/mail-content";
import { addressesOf, defineMailKind } from "../mail/mail-kind";
import type { Locale } from "~/domain/locale/locales";
import { localeOf, localisedUrl, mailLocale, timeRangeIn } from "../mail/mail-locale";
import { INTERVIEW_MAIL_WORDS, type InterviewMailWords } from "./interview-mail-words";

/**
 * Interview mails (docs/product.md §10.8): the offer of times to the applicant; the invitation, its update
 * and its cancellation, each with its iCalendar part, one mail per person; the reminders before; and the
 * scorecard reminder after. Every one concerns the applicant (their address and reference are the mail's
 * person), so their export lists them and their erasure deletes them, the interviewers' copies too; except
 * the cancellation an erasure sends the interviewers, which names nobody (it concerns its interviewer).
 */

const reference = z.string().regex(/^[AR]-\d{6,}$/, "not a reference number (A-000017, R-000006)");
const job = z.object({ code: z.number().int(), title: z.string() }).nullable();
const moment = z.string().refine((v) => !Number.isNaN(Date.parse(v)), "not a time");
const time = z.object({ startsAt: moment, endsAt: moment });
const mode = z.string().refine(isInterviewMode, "online or onsite");
const person = z.object({ email: z.string().min(1), name: z.string() });

/** What every interview mail carries about the interview itself. */
const interviewFacts = {
  interviewId: z.number().int(),
  reference,
  /** The applicant's address: the mail's person. */
  applicantEmail: z.string().min(1),
  job,
  timeZone: z.string().min(1),
  mode,
  place: z.string(),
};

const offerPayload = z.object({
  ...interviewFacts,
  times: z.array(time).min(1).max(5),
  statusSeed: z.string().min(1),
  /** The language the applicant applied in (decision 0192); absent: English. */
  locale: mailLocale,
});

const invitationPayload = z.object({
  ...interviewFacts,
  to: person,
  /** The applicant's copy links to their status page; an interviewer's to the console. */
  audience: z.enum(["applicant", "interviewer"]),
  applicantName: z.string(),
  change: z.enum(["booked", "moved", "cancelled"]),
  sequence: z.number().int().min(0),
  uid: z.string().min(1),
  startsAt: moment,
  endsAt: moment,
  organizer: z.string().min(1),
  attendees: z.array(person).min(1),
  statusSeed: z.string().min(1).optional(),
  /** The applicant's copy: the language they applied in (decision 0192); absent: English. */
  locale: mailLocale,
});
type InvitationPayload = z.infer<typeof invitationPayload>;

const reminderPayload = z.object({
  ...interviewFacts,
  to: person,
  audience: z.enum(["applicant", "interviewer"]),
  applicantName: z.string(),
  before: z.enum(["day", "hour"]),
  startsAt: moment,
  endsAt: moment,
  /** The applicant's copy: the language they applied in (decision 0192); absent: English. */
  locale: mailLocale,
});

const hrNoticePayload = z.object({
  ...interviewFacts,
  applicantName: z.string(),
  kind: z.enum(["application", "resume"]),
  applicationId: z.number().int(),
  /** What the applicant did from their status page. */
  change: z.enum(["booked", "moved", "cancelled"]),
  startsAt: moment,
  endsAt: moment,
  interviewers: z.array(z.string()),
});

/** The cancellation an erasure sends one interviewer: the interview's time and place, nothing of the person. */
const erasedCancellationPayload = z.object({
  interviewId: z.number().int(),
  job,
  timeZone: z.string().min(1),
  mode,
  place: z.string(),
  to: person,
  sequence: z.number().int().min(1),
  uid: z.string().min(1),
  startsAt: moment,
  endsAt: moment,
  organizer: z.string().min(1),
  interviewers: z.array(person).min(1),
});

const scorecardReminderPayload = z.object({
  ...interviewFacts,
  to: person,
  applicantName: z.string(),
  startsAt: moment,
  endsAt: moment,
});

const jobText = (j: { title: string } | null) => j?.title ?? "a position";
const modeText = (m: string) => INTERVIEW_MODE_LABELS[m as InterviewMode] ?? m;

/** The status page in the applicant's language, opened at its "Your interview" part. */
function statusLink(seed: string | undefined, site: MailSite, label: string, locale: Locale = "en"): MailBlock[] {
  if (!seed || !site.statusLink) return [];
  return [{ kind: "link", label, href: `${localisedUrl(site.statusLink(seed), locale)}#interviews` }];
}

/** A time in the mail's language: English as it always was, another by Intl. */
const rangeIn = (startsAt: string, endsAt: string, timeZone: string, locale: Locale) =>
  locale === "en"
    ? formatTimeRangeWithZone(startsAt, endsAt, timeZone)
    : timeRangeIn(startsAt, endsAt, timeZone, locale);

/** The words of an applicant's mail in their language (an interviewer's copy has none: English). */
const wordsOf = (p: { locale?: Locale }) => INTERVIEW_MAIL_WORDS[localeOf(p)];
const modeIn = (m: string, w: InterviewMailWords) => (isInterviewMode(m) ? w.mode[m] : m);
const placeRowIn = (m: string, place: string, w: InterviewMailWords): [string, string] =>
  m === "online" ? [w.meetingLink, place] : [w.address, place];

const toOne = (p: { to: { email: string } }, mail: { hrEmail: string }) => ({
  to: [p.to.email],
  replyTo: addressesOf(mail.hrEmail),
});

/** To the applicant: the times offered, and the private page where they pick one. */
export const interviewOffer = defineMailKind({
  payload: offerPayload,
  person: (p) => ({ email: p.applicantEmail, reference: p.reference }),
  recipients: (p, mail) => ({ to: [p.applicantEmail], replyTo: addressesOf(mail.hrEmail) }),
  exported: ({ statusSeed: _seed, ...rest }) => rest,
  content: (p, site) => {
    const locale = localeOf(p);
    const w = wordsOf(p);
    return {
      subject: w.offerSubject(p.reference),
      heading: w.offerHeading,
      blocks: [
        { kind: "paragraph", text: w.offerIntro(p.job?.title ?? w.aPosition, modeIn(p.mode, w)) },
        {
          kind: "facts",
          rows: p.times.map((t, i) => [w.time(i + 1), rangeIn(t.startsAt, t.endsAt, p.timeZone, locale)]),
        },
        ...statusLink(p.statusSeed, site, w.chooseTime, locale),
        { kind: "paragraph", text: w.offerZones },
        { kind: "paragraph", text: w.quoteReference(p.reference) },
      ],
      ...(p.locale && { locale: p.locale }),
    };
  },
});

/** The event of an invitation: one UID for the interview's life, its SEQUENCE raised by each change. */
function invitationEvent(p: InvitationPayload, site: MailSite): CalendarEvent {
  return {
    method: p.change === "cancelled" ? "CANCEL" : "REQUEST",
    uid: p.uid,
    sequence: p.sequence,
    start: p.startsAt,
    durationMinutes: Math.round((Date.parse(p.endsAt) - Date.parse(p.startsAt)) / 60_000),
    timeZone: p.timeZone,
    summary: `Interview: ${p.applicantName} for ${jobText(p.job)} (${p.reference})`,
    description: `${modeText(p.mode)} interview with ${site.name}.`,
    location: p.place,
    ...(p.mode === "online" && { url: p.place }),
    organizer: { email: p.organizer, name: site.name },
    attendees: p.attendees,
  };
}

/** To one person (the applicant or an interviewer): the booking, a new time, or the cancellation. */
export const interviewInvitation = defineMailKind({
  payload: invitationPayload,
  person: (p) => ({ email: p.applicantEmail, reference: p.reference }),
  recipients: toOne,
  exported: ({ statusSeed: _seed, ...rest }) => rest,
  calendar: invitationEvent,
  content: (p, site) => {
    const locale = localeOf(p);
    const w = wordsOf(p);
    const forApplicant = p.audience === "applicant";
    const job = p.job?.title ?? w.aPosition;
    return {
      subject: `${w.changeSubject[p.change]}: ${forApplicant ? job : p.applicantName} (${p.reference})`,
      heading: w.changeHeading[p.change],
      blocks: [
        {
          kind: "facts",
          rows: [
            [w.when, rangeIn(p.startsAt, p.endsAt, p.timeZone, locale)],
            [w.how, modeIn(p.mode, w)],
            placeRowIn(p.mode, p.place, w),
            [w.position, job],
            ...(forApplicant ? [] : ([["Applicant", p.applicantName]] as [string, string][])),
            [w.referenceNumber, p.reference],
          ],
        },
        { kind: "paragraph", text: p.change === "cancelled" ? w.calendarRemoves : w.calendarAdds },
        ...(forApplicant
          ? statusLink(p.statusSeed, site, p.change === "cancelled" ? w.seeApplication : w.moveOrCancel, locale)
          : [
              {
                kind: "link" as const,
                label: "Open the interview",
                href: `${site.url}${interviewPath(p.interviewId)}`,
              },
            ]),
      ],
      ...(p.locale && { locale: p.locale }),
    };
  },
});

/** To everyone, 24 hours and 1 hour before. */
export const interviewReminder = defineMailKind({
  payload: reminderPayload,
  person: (p) => ({ email: p.applicantEmail, reference: p.reference }),
  recipients: toOne,
  content: (p, site) => {
    const locale = localeOf(p);
    const w = wordsOf(p);
    return {
      subject: w.reminderSubject(p.before, p.reference),
      heading: w.reminderHeading(p.before),
      blocks: [
        {
          kind: "facts",
          rows: [
            [w.when, rangeIn(p.startsAt, p.endsAt, p.timeZone, locale)],
            [w.how, modeIn(p.mode, w)],
            placeRowIn(p.mode, p.place, w),
            [w.position, p.job?.title ?? w.aPosition],
            ...(p.audience === "applicant" ? [] : ([["Applicant", p.applicantName]] as [string, string][])),
            [w.referenceNumber, p.reference],
          ],
        },
        ...(p.audience === "interviewer"
          ? [{ kind: "link" as const, label: "Open the interview", href: `${site.url}${interviewPath(p.interviewId)}` }]
          : []),
      ],
      ...(p.locale && { locale: p.locale }),
    };
  },
});

/** To an interviewer a day after the interview, when their scorecard is still missing. */
export const scorecardReminder = defineMailKind({
  payload: scorecardReminderPayload,
  person: (p) => ({ email: p.applicantEmail, reference: p.reference }),
  recipients: toOne,
  content: (p, site) => ({
    subject: `Your scorecard for ${p.applicantName} (${p.reference}) is missing`,
    heading: "Please fill your scorecard",
    blocks: [
      {
        kind: "paragraph",
        text: `You interviewed ${p.applicantName} for ${jobText(p.job)} on ${formatTimeRangeWithZone(p.startsAt, p.endsAt, p.timeZone)}. Your scorecard is not in yet.`,
      },
      { kind: "link", label: "Fill the scorecard", href: `${site.url}${interviewPath(p.interviewId)}#scorecard` },
    ],
  }),
});

const HR_WORDS = {
  booked: { subject: "Interview booked", heading: "An applicant booked their interview" },
  moved: { subject: "Interview moved", heading: "An applicant moved their interview" },
  cancelled: { subject: "Interview cancelled", heading: "An applicant cancelled their interview" },
} as const;

/** To HR when the applicant books, moves or cancels an interview from their status page (docs/product.md §10.8). */
export const interviewToHr = defineMailKind({
  payload: hrNoticePayload,
  person: (p) => ({ email: p.applicantEmail, reference: p.reference }),
  recipients: (_p, mail) => ({ to: addressesOf(mail.hrEmail) }),
  content: (p, site) => ({
    // No name in the subject (docs/decisions/0090).
    subject: `${HR_WORDS[p.change].subject}: ${jobText(p.job)} (${p.reference})`,
    heading: HR_WORDS[p.change].heading,
    blocks: [
      {
        kind: "facts",
        rows: [
          ["When", formatTimeRangeWithZone(p.startsAt, p.endsAt, p.timeZone)],
          ["How", modeText(p.mode)],
          ["Position", jobText(p.job)],
          ["Applicant", p.applicantName],
          ["Interviewers", p.interviewers.join(", ")],
          ["Reference number", p.reference],
        ],
      },
      { kind: "link", label: "Open the interview", href: `${site.url}${interviewPath(p.interviewId)}` },
      {
        kind: "link",
        label: p.kind === "application" ? "Open the application" : "Open the resume",
        href: `${site.url}${applicationPath(p.kind, p.applicationId)}`,
      },
    ],
  }),
});

/**
 * To each interviewer when the applicant's data is erased before their interview (docs/product.md §10.5,
 * §10.8): METHOD:CANCEL with the interview's UID and a higher SEQUENCE, so calendars drop it, naming
 * nobody. Its outbox row concerns the interviewer it goes to, so no erasure need find it.
 */
export const interviewErasedCancellation = defineMailKind({
  payload: erasedCancellationPayload,
  person: (p) => ({ email: p.to.email, reference: null }),
  recipients: (p, mail) => ({ to: [p.to.email], replyTo: addressesOf(mail.hrEmail) }),
  calendar: (p, site) => ({
    method: "CANCEL",
    uid: p.uid,
    sequence: p.sequence,
    start: p.startsAt,
    durationMinutes: Math.round((Date.parse(p.endsAt) - Date.parse(p.startsAt)) / 60_000),
    timeZone: p.timeZone,
    summary: `Interview for ${jobText(p.job)} (cancelled)`,
    description: `${modeText(p.mode)} interview with ${site.name}.`,
    location: p.place,
    organizer: { email: p.organizer, name: site.name },
    attendees: p.interviewers,
  }),
  content: (p) => ({
    subject: `Interview cancelled: ${jobText(p.job)}`,
    heading: "The interview is cancelled",
    blocks: [
      {
        kind: "facts",
        rows: [
          ["When", formatTimeRangeWithZone(p.startsAt, p.endsAt, p.timeZone)],
          ["How", modeText(p.mode)],
          ["Position", jobText(p.job)],
        ],
      },
      {
        kind: "paragraph",
        text: "The applicant asked for their data to be erased, so the interview will not take place. The attached calendar update removes it from your calendar.",
      },
    ],
  }),
});
