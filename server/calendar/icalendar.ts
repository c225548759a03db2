import { zoneOffsetMs } from "~/domain/dates";

/** One attendee or organiser of an event: a checked address, and a name to show beside it. */
type CalendarPerson = { email: string; name?: string };

/**
 * One event as an invitation mail carries it (RFC 5545 with the iTIP methods of RFC 5546). The same event
 * keeps its `uid` for its whole life; each change (a new time, a cancellation) raises `sequence`, so the
 * calendar programs that already hold it replace it instead of adding a second one.
 */
export type CalendarEvent = {
  method: "REQUEST" | "CANCEL";
  uid: string;
  sequence: number;
  /** The moment it starts, as an ISO timestamp. */
  start: string;
  durationMinutes: number;
  /** The company's zone: the times are written as its wall clock with this TZID. */
  timeZone: string;
  summary: string;
  description?: string;
  location?: string;
  url?: string;
  organizer: CalendarPerson;
  attendees: CalendarPerson[];
  /** When this version of the event was made (DTSTAMP); now unless given. */
  stamp?: Date;
};

const CRLF = "\r\n";

/** TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545 §3.3.11). */
function text(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** A parameter value (a name) is quoted, and may hold neither a quote nor a line break. */
function parameter(value: string): string {
  return `"${value.replace(/["\r\n]/g, " ")}"`;
}

/** Content lines longer than 75 octets are folded: CRLF and one space (RFC 5545 §3.1), never inside a character. */
function fold(line: string): string {
  const out: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    if (octets + size > (out.length === 0 ? 75 : 74)) {
      out.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join(`${CRLF} `);
}

const two = (n: number) => String(n).padStart(2, "0");

/** A UTC moment as iCalendar writes it: 20261125T053000Z. */
function utcStamp(at: Date): string {
  return at
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** The wall-clock time of a moment in the zone, without a zone suffix: 20261125T110000. */
function localStamp(at: number, timeZone: string): string {
  const wall = new Date(at + zoneOffsetMs(timeZone, at));
  return (
    `${wall.getUTCFullYear()}${two(wall.getUTCMonth() + 1)}${two(wall.getUTCDate())}` +
    `T${two(wall.getUTCHours())}${two(wall.getUTCMinutes())}${two(wall.getUTCSeconds())}`
  );
}

/** An offset as iCalendar writes it: +0530. */
function offset(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  const sign = minutes < 0 ? "-" : "+";
  const abs = Math.abs(minutes);
  return `${sign}${two(Math.floor(abs / 60))}${two(abs % 60)}`;
}

/**
 * The zone's definition as it stands at the event's start: one STANDARD observance with the offset in force
 * then. Enough for calendar programs to place this event (the event, not a series, is all we send); the
 * company's zone (India, the Gulf) keeps one offset all year in any case.
 */
function timeZoneBlock(timeZone: string, at: number): string[] {
  const now = offset(zoneOffsetMs(timeZone, at));
  return [
    "BEGIN:VTIMEZONE",
    `TZID:${timeZone}`,
    "BEGIN:STANDARD",
    "DTSTART:19700101T000000",
    `TZOFFSETFROM:${now}`,
    `TZOFFSETTO:${now}`,
    "END:STANDARD",
    "END:VTIMEZONE",
  ];
}

function person(property: "ORGANIZER" | "ATTENDEE", who: CalendarPerson, method: CalendarEvent["method"]): string {
  const params =
    property === "ATTENDEE"
      ? [
          "CUTYPE=INDIVIDUAL",
          "ROLE=REQ-PARTICIPANT",
          `PARTSTAT=${method === "CANCEL" ? "DECLINED" : "NEEDS-ACTION"}`,
          ...(method === "REQUEST" ? ["RSVP=FALSE"] : []),
        ]
      : [];
  if (who.name) params.unshift(`CN=${parameter(who.name)}`);
  return `${property}${params.map((p) => `;${p}`).join("")}:mailto:${who.email}`;
}

/**
 * The text of a calendar invitation (or its cancellation) for one event: the `text/calendar` part of a mail
 * whose `method` parameter is the event's method. Lines end in CRLF and are folded at 75 octets.
 */
export function renderICalendar(event: CalendarEvent): string {
  const startMs = Date.parse(event.start);
  if (Number.isNaN(startMs)) throw new Error(`calendar event ${event.uid} has no valid start: ${event.start}`);
  const endMs = startMs + event.durationMinutes * 60_000;
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Kavach InsureTech//Website//EN",
    "CALSCALE:GREGORIAN",
    `METHOD:${event.method}`,
    ...timeZoneBlock(event.timeZone, startMs),
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utcStamp(event.stamp ?? new Date())}`,
    `DTSTART;TZID=${event.timeZone}:${localStamp(startMs, event.timeZone)}`,
    `DTEND;TZID=${event.timeZone}:${localStamp(endMs, event.timeZone)}`,
    `SUMMARY:${text(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${text(event.description)}`] : []),
    ...(event.location ? [`LOCATION:${text(event.location)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    `STATUS:${event.method === "CANCEL" ? "CANCELLED" : "CONFIRMED"}`,
    "TRANSP:OPAQUE",
    person("ORGANIZER", event.organizer, event.method),
    ...event.attendees.map((a) => person("ATTENDEE", a, event.method)),
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(fold).join(CRLF) + CRLF;
}

/** One event of a calendar feed: no attendees, no method; the same UID and SEQUENCE as its invitations. */
export type FeedEvent = Pick<
  CalendarEvent,
  "uid" | "sequence" | "start" | "durationMinutes" | "summary" | "location" | "url"
>;

/**
 * A subscribed calendar (a staff person's private feed of interviews): many events, each with its UID and
 * SEQUENCE as the invitations had them, so a program holding both shows one event. No METHOD: a feed is
 * published, not an invitation.
 */
export function renderCalendarFeed(feed: {
  name: string;
  timeZone: string;
  events: FeedEvent[];
  stamp?: Date;
}): string {
  const stamp = utcStamp(feed.stamp ?? new Date());
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Kavach InsureTech//Website//EN",
    "CALSCALE:GREGORIAN",
    `X-WR-CALNAME:${text(feed.name)}`,
    `X-WR-TIMEZONE:${feed.timeZone}`,
    ...timeZoneBlock(feed.timeZone, feed.events[0] ? Date.parse(feed.events[0].start) : Date.now()),
  ];
  for (const e of feed.events) {
    const startMs = Date.parse(e.start);
    lines.push(
      "BEGIN:VEVENT",
      `UID:${e.uid}`,
      `SEQUENCE:${e.sequence}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;TZID=${feed.timeZone}:${localStamp(startMs, feed.timeZone)}`,
      `DTEND;TZID=${feed.timeZone}:${localStamp(startMs + e.durationMinutes * 60_000, feed.timeZone)}`,
      `SUMMARY:${text(e.summary)}`,
      ...(e.location ? [`LOCATION:${text(e.location)}`] : []),
      ...(e.url ? [`URL:${e.url}`] : []),
      "STATUS:CONFIRMED",
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return lines.map(fold).join(CRLF) + CRLF;
}
