import { zonedDateTimeFormat, zoneOffsetMs } from "~/domain/dates";

/** "UTC+05:30": a zone's offset at a moment, as the demo pages and mails print it. */
export function utcOffsetLabel(timeZone: string, at: number): string {
  const minutes = Math.round(zoneOffsetMs(timeZone, at) / 60_000);
  const abs = Math.abs(minutes);
  return `UTC${minutes < 0 ? "−" : "+"}${String(Math.floor(abs / 60)).padStart(2, "0")}:${String(abs % 60).padStart(2, "0")}`;
}

// Looked up by zone alone: the free times call these once or twice per time, on the server and in the browser.
const dayFormat = zonedDateTimeFormat("en-GB", { weekday: "long", day: "numeric", month: "long", year: "numeric" });
const clockFormat = zonedDateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23" });

/** "Tuesday, 8 December 2026": a demo's day in a zone. */
export function demoDay(at: number, timeZone: string): string {
  return dayFormat(timeZone).format(at);
}

/** "10:30": a demo's time of day in a zone, 24-hour clock. */
export function demoClock(at: number, timeZone: string): string {
  return clockFormat(timeZone).format(at);
}

/** "Tuesday, 8 December 2026, 10:30 (UTC+05:30, Asia/Kolkata)": the whole moment, for mails and confirmations. */
export function demoMoment(at: number, timeZone: string): string {
  return `${demoDay(at, timeZone)}, ${demoClock(at, timeZone)} (${utcOffsetLabel(timeZone, at)}, ${timeZone})`;
}
