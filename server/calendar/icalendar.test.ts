import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { renderICalendar, type CalendarEvent } from "./icalendar";

const event: CalendarEvent = {
  method: "REQUEST",
  uid: "interview-17@kavach.example",
  sequence: 2,
  start: "2026-12-01T05:30:00.000Z",
  durationMinutes: 45,
  timeZone: "Asia/Kolkata",
  summary: "Interview: Senior Developer, A-000017",
  description: "Line one; with a comma, and a backslash \\\nLine two",
  location: "Technopark, Phase III, Trivandrum",
  url: "https://kavach.example/careers/status/abc",
  organizer: { email: "hr@kavach.example", name: "Kavach HR" },
  attendees: [{ email: "asha@example.com", name: 'Asha "A" Nair' }, { email: "ravi@kavach.example" }],
  stamp: new Date("2026-11-25T05:00:00Z"),
};

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevent = calendar.getFirstSubcomponent("vevent")!;
  return { calendar, vevent, parsed: new ICAL.Event(vevent) };
}

describe("renderICalendar", () => {
  it("writes an invitation a calendar library reads back: method, zone, times, people, escaped text", () => {
    const text = renderICalendar(event);
    const { calendar, vevent, parsed } = parse(text);
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    expect(parsed.uid).toBe(event.uid);
    expect(parsed.sequence).toBe(2);
    expect(parsed.summary).toBe(event.summary);
    expect(parsed.description).toBe(event.description);
    expect(parsed.location).toBe(event.location);
    expect(vevent.getFirstProperty("dtstart")!.getParameter("tzid")).toBe("Asia/Kolkata");
    expect(parsed.startDate.toString()).toBe("2026-12-01T11:00:00");
    expect(parsed.endDate.toString()).toBe("2026-12-01T11:45:00");
    const zone = new ICAL.Timezone(calendar.getFirstSubcomponent("vtimezone")!);
    parsed.startDate.zone = zone;
    expect(parsed.startDate.toUnixTime()).toBe(Date.parse(event.start) / 1000);
    expect(parsed.organizer).toBe("mailto:hr@kavach.example");
    expect(parsed.attendees.map((a) => a.getFirstValue())).toEqual([
      "mailto:asha@example.com",
      "mailto:ravi@kavach.example",
    ]);
    expect(parsed.attendees[0]!.getParameter("cn")).toBe("Asha  A  Nair");
  });

  it("ends every line in CRLF and folds none longer than 75 octets", () => {
    const text = renderICalendar({ ...event, description: "ड".repeat(200) });
    expect(text.endsWith("\r\n")).toBe(true);
    for (const line of text.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(parse(text).parsed.description).toBe("ड".repeat(200));
  });

  it("writes a cancellation with the same UID, a higher sequence and the event cancelled", () => {
    const { calendar, vevent, parsed } = parse(renderICalendar({ ...event, method: "CANCEL", sequence: 3 }));
    expect(calendar.getFirstPropertyValue("method")).toBe("CANCEL");
    expect(parsed.uid).toBe(event.uid);
    expect(parsed.sequence).toBe(3);
    expect(vevent.getFirstPropertyValue("status")).toBe("CANCELLED");
  });

  it("refuses an event without a valid start", () => {
    expect(() => renderICalendar({ ...event, start: "soon" })).toThrow(/no valid start/);
  });
});
