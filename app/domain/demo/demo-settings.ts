import { can } from "~/domain/permissions";
import type { DayHours, WeeklyHours } from "./availability";

/** The console's words for the demo settings (docs/staff-console.md), shared by the page and the service. */
export const demoSettingsMessages = {
  minutesInvalid: "The demo length must be a whole number of minutes from 15 to 240",
  holidaysInvalid: (line: string) => `"${line}" is not a date written as YYYY-MM-DD`,
  hoursInvalid: (day: string) => `${day}: give both times as HH:MM, the end after the start, or leave both empty`,
  productsRequired: "Choose at least one product this person presents",
  presenterUnknown: "Choose a staff account that is enabled",
  saved: "Saved.",
  presenterRemoved: "They no longer present demos; their booked demos stay booked.",
} as const;

export const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/** "09:30" as minutes after midnight; null for anything else. */
export function parseClock(value: string): number | null {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(value.trim());
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

export const clockOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** The week's hours from the form's `from-N` and `to-N` fields (N = 0 for Sunday), or the first weekday that is wrong. */
export function parseWeeklyHours(get: (name: string) => string): { hours: WeeklyHours } | { error: string } {
  const hours: (DayHours | null)[] = [];
  for (let d = 0; d < 7; d++) {
    const fromText = get(`from-${d}`).trim();
    const toText = get(`to-${d}`).trim();
    if (fromText === "" && toText === "") {
      hours.push(null);
      continue;
    }
    const from = parseClock(fromText);
    const to = parseClock(toText);
    if (from === null || to === null || to <= from) return { error: demoSettingsMessages.hoursInvalid(WEEKDAYS[d]!) };
    hours.push({ from, to });
  }
  return { hours };
}

/** Holidays, one date a line (anything after the date is a note and is dropped), sorted, each once. */
export function parseHolidays(text: string): { holidays: string[] } | { error: string } {
  const out = new Set<string>();
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === "") continue;
    const date = line.slice(0, 10);
    const valid = /^\d{4}-\d{2}-\d{2}$/.test(date) && new Date(`${date}T00:00:00Z`).toISOString().startsWith(date);
    if (!valid) return { error: demoSettingsMessages.holidaysInvalid(line.slice(0, 40)) };
    out.add(date);
  }
  return { holidays: [...out].sort() };
}

export function parseDemoMinutes(text: string): number | null {
  const n = Number(text.trim());
  return Number.isInteger(n) && n >= 15 && n <= 240 ? n : null;
}

/** A lead's status (docs/product.md §10.9), in the order a sale moves through them. */
export const LEAD_STATUSES = ["new", "contacted", "qualified", "proposal", "won", "lost"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  qualified: "Qualified",
  proposal: "Proposal",
  won: "Won",
  lost: "Lost",
};
export const isLeadStatus = (v: unknown): v is LeadStatus =>
  typeof v === "string" && (LEAD_STATUSES as readonly string[]).includes(v);
export const LEAD_NOTES_MAX = 4000;

/** Who may own a lead: a role that works the leads (marketing, sales, admins), never HR or interviewers. */
export const mayOwnLeads = (role: string) => can(role, "demos:manage");

export const leadMessages = {
  ownerInvalid: "Choose an owner from the list: someone who works on demos and leads",
} as const;

/** A booking's state as the lead page and the leads' CSV name it. */
export const DEMO_BOOKING_STATE_LABELS = {
  booked: "Booked",
  cancelled: "Cancelled",
  requested: "Asked for another time",
} as const;
