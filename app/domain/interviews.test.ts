import { describe, expect, it } from "vitest";
import { todayIn } from "./dates";
import { agendaTimesIn, formatTimeRange } from "./interviews";

describe("agendaTimesIn", () => {
  // Zones off the hour, and ones whose offset changes in the days covered (Europe/London and
  // America/New_York in spring and autumn 2026, Australia/Lord_Howe by half an hour).
  it.each([
    ["Asia/Kolkata", "2026-03-27"],
    ["Asia/Kathmandu", "2026-03-27"],
    ["America/St_Johns", "2026-11-01"],
    ["Europe/London", "2026-03-28"],
    ["Europe/London", "2026-10-24"],
    ["America/New_York", "2026-03-07"],
    ["Australia/Lord_Howe", "2026-04-04"],
    ["UTC", "2026-12-31"],
  ])("gives the date and clock range the formatters give, in %s from %s", (zone, from) => {
    const times = agendaTimesIn(zone);
    const start = Date.parse(`${from}T00:00:00.000Z`);
    for (let i = 0; i < (3 * 24 * 60) / 7; i++) {
      const startsAt = new Date(start + i * 7 * 60_000 + 13_000).toISOString();
      const endsAt = new Date(Date.parse(startsAt) + (i % 5) * 45 * 60_000).toISOString();
      expect(times(startsAt, endsAt), startsAt).toEqual({
        day: todayIn(zone, new Date(startsAt)),
        clock: formatTimeRange(startsAt, endsAt, zone).split(", ").pop(),
      });
    }
  });

  it("shows a range as 24-hour clocks", () => {
    expect(agendaTimesIn("Asia/Kolkata")("2026-12-08T05:00:00.000Z", "2026-12-08T06:00:00.000Z")).toEqual({
      day: "2026-12-08",
      clock: "10:30–11:30",
    });
    expect(agendaTimesIn("Asia/Kolkata")("2026-12-08T18:45:00.000Z", "2026-12-08T19:30:00.000Z")).toEqual({
      day: "2026-12-09",
      clock: "00:15–01:00",
    });
  });
});
