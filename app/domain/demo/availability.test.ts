import { describe, expect, it } from "vitest";
import {
  DEFAULT_HOURS,
  freeTimes,
  zonedMoment,
  type AvailabilityInput,
  type FreeTime,
  type Presenter,
} from "./availability";

const TZ = "Asia/Kolkata";
// Monday 2026-12-07, 08:00 in Kolkata.
const NOW = zonedMoment("2026-12-07", 8 * 60, TZ);
const asha: Presenter = { id: 1, products: ["gi", "medical"], hours: DEFAULT_HOURS };
const ravi: Presenter = { id: 2, products: ["broker"], hours: DEFAULT_HOURS };

const input = (over: Partial<AvailabilityInput> = {}): AvailabilityInput => ({
  now: NOW,
  timeZone: TZ,
  demoMinutes: 60,
  presenters: [asha, ravi],
  holidays: [],
  busy: new Map(),
  products: ["gi"],
  ...over,
});
const at = (day: string, hhmm: string) => {
  const [h, m] = hhmm.split(":").map(Number);
  return zonedMoment(day, h! * 60 + m!, TZ);
};
const startsOn = (times: FreeTime[], day: string) =>
  times.filter((t) => t.start >= at(day, "00:00") && t.start < at(day, "23:59"));

describe("freeTimes", () => {
  it("offers the working hours on a 30-minute grid, a demo's length before the end, after the notice", () => {
    const times = freeTimes(input());
    const monday = startsOn(times, "2026-12-07");
    // 09:30 to 16:30 (the last that ends by 17:30), and 08:00 + 2 h notice leaves 10:00 as the first.
    expect(monday[0]!.start).toBe(at("2026-12-07", "10:00"));
    expect(monday.at(-1)!.start).toBe(at("2026-12-07", "16:30"));
    expect(monday).toHaveLength(14);
    expect(monday[0]!.presenters).toEqual([1]);
  });

  it("looks 15 working days ahead, skipping weekends and holidays", () => {
    const times = freeTimes(input({ holidays: ["2026-12-08"] }));
    const days = [...new Set(times.map((t) => new Date(t.start + 5.5 * 3600_000).toISOString().slice(0, 10)))];
    expect(days).toHaveLength(15);
    expect(days).not.toContain("2026-12-08");
    expect(days).not.toContain("2026-12-12");
    expect(days.at(-1)).toBe("2026-12-28");
  });

  it("does not count today once the notice has passed its last time, still offering 15 working days", () => {
    // Monday 15:30: 2 h notice is 17:30, after the last start of 16:30.
    const times = freeTimes(input({ now: at("2026-12-07", "15:30") }));
    const days = [...new Set(times.map((t) => new Date(t.start + 5.5 * 3600_000).toISOString().slice(0, 10)))];
    expect(days[0]).toBe("2026-12-08");
    expect(days).toHaveLength(15);
    expect(days.at(-1)).toBe("2026-12-28");
  });

  it("needs a free presenter for every chosen product, one person covering two when they can", () => {
    expect(freeTimes(input({ products: ["gi", "hrms"] }))).toEqual([]);
    const both = freeTimes(input({ products: ["gi", "broker"] }));
    expect(both[0]!.presenters).toEqual([1, 2]);
    const one = freeTimes(input({ products: ["gi", "medical"] }));
    expect(one[0]!.presenters).toEqual([1]);
  });

  it("leaves out times overlapping a presenter's busy intervals, and uses another presenter when one is free", () => {
    const busy = new Map([[1, [{ start: at("2026-12-07", "11:00"), end: at("2026-12-07", "12:00") }]]]);
    const monday = startsOn(freeTimes(input({ busy })), "2026-12-07").map((t) => t.start);
    expect(monday).toContain(at("2026-12-07", "10:00"));
    expect(monday).not.toContain(at("2026-12-07", "10:30"));
    expect(monday).not.toContain(at("2026-12-07", "11:00"));
    expect(monday).not.toContain(at("2026-12-07", "11:30"));
    expect(monday).toContain(at("2026-12-07", "12:00"));
    const second: Presenter = { id: 3, products: ["gi"], hours: DEFAULT_HOURS };
    const covered = startsOn(freeTimes(input({ busy, presenters: [asha, second] })), "2026-12-07");
    expect(covered.find((t) => t.start === at("2026-12-07", "11:00"))!.presenters).toEqual([3]);
  });

  it("keeps each presenter to their own hours of the weekday", () => {
    const early: Presenter = {
      id: 4,
      products: ["gi"],
      hours: [null, { from: 600, to: 720 }, null, null, null, null, null],
    };
    const times = freeTimes(input({ presenters: [early] }));
    expect(startsOn(times, "2026-12-07").map((t) => t.start)).toEqual([
      at("2026-12-07", "10:00"),
      at("2026-12-07", "10:30"),
      at("2026-12-07", "11:00"),
    ]);
    expect(startsOn(times, "2026-12-08")).toEqual([]);
  });

  it("offers nothing without products or presenters", () => {
    expect(freeTimes(input({ products: [] }))).toEqual([]);
    expect(freeTimes(input({ presenters: [] }))).toEqual([]);
  });
});
