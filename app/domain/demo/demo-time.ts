import { zonedDateTimeFormat, zoneOffsetMs } from "~/domain/dates";

/** "UTC+05:30": a zone's offset at a moment, as the demo pages and mails print it. */
export function utcOffsetLabel(timeZone: string, at: number): string {
  const minutes = Math.round(zoneOffsetMs(timeZone, at) / 60_000);
  const abs = Math.abs(minutes);
  return `UTC${minutes < 0 ? "−" : "+"}${String(Math.floor(abs / 60)).padStart(2, "0")}:${String(abs % 60).padStart(2, "0")}`;
}

// Looked up by zone alone: the free times call these once or twice per time, on the server and in the browser.
// English is en-GB; a translated page passes its language's Intl tag (LOCALE_INFO[locale].intl).
const DAY = { weekday: "long", day: "numeric", month: "long", year: "numeric" } as const;
const CLOCK = { hour: "2-digit", minute: "2-digit", hourCycle: "h23" } as const;
const ENGLISH = "en-GB";
const formats = new Map<
  string,
  { day: (zone: string) => Intl.DateTimeFormat; clock: (zone: string) => Intl.DateTimeFormat }
>();
function formatsIn(intl: string) {
  let f = formats.get(intl);
  if (!f) formats.set(intl, (f = { day: zonedDateTimeFormat(intl, DAY), clock: zonedDateTimeFormat(intl, CLOCK) }));
  return f;
}

/** "Tuesday, 8 December 2026": a demo's day in a zone (in another language with its Intl tag). */
export function demoDay(at: number, timeZone: string, intl: string = ENGLISH): string {
  return formatsIn(intl).day(timeZone).format(at);
}

/** "10:30": a demo's time of day in a zone, 24-hour clock. */
export function demoClock(at: number, timeZone: string, intl: string = ENGLISH): string {
  return formatsIn(intl).clock(timeZone).format(at);
}

/** "Tuesday, 8 December 2026, 10:30 (UTC+05:30, Asia/Kolkata)": the whole moment, for mails and confirmations. */
export function demoMoment(at: number, timeZone: string, intl: string = ENGLISH): string {
  return `${demoDay(at, timeZone, intl)}, ${demoClock(at, timeZone, intl)} (${utcOffsetLabel(timeZone, at)}, ${timeZone})`;
}
