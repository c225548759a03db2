import { describe, expect, it } from "vitest";
import { auditPageHref, describeAuditDetail, parseAuditCursor, parseAuditQuery } from "./audit-query";

describe("the audit page's query", () => {
  it("reads person, action and a cursor, and ignores what the page does not offer", () => {
    const q = parseAuditQuery(new URLSearchParams("person=12&action=staff.sign-in&before=2026-12-03T08:35:00.000Z~40"));
    expect(q).toEqual({
      person: 12,
      action: "staff.sign-in",
      before: { at: "2026-12-03T08:35:00.000Z", id: 40 },
      after: null,
    });
    expect(parseAuditQuery(new URLSearchParams("person=x&action=drop table&before=yesterday"))).toEqual({
      person: null,
      action: null,
      before: null,
      after: null,
    });
    expect(parseAuditQuery(new URLSearchParams("after=2026-12-03T08:35:00.000Z~7")).after).toEqual({
      at: "2026-12-03T08:35:00.000Z",
      id: 7,
    });
    expect(parseAuditQuery(new URLSearchParams("person=0")).person).toBeNull();
    expect(parseAuditQuery(new URLSearchParams("person=2147483648")).person).toBeNull();
    expect(parseAuditQuery(new URLSearchParams("action=toString")).action).toBeNull();
  });

  it("refuses malformed cursors", () => {
    for (const bad of [
      ...["", "~1", "2026-12-03T08:35:00.000Z", "2026-12-03T08:35:00.000Z~0", "x~1", "2026-12-03 08:35~1"],
      "2026-12-03T08:35:00.000Z~2147483648",
    ])
      expect(parseAuditCursor(bad), bad).toBeNull();
  });

  it("writes the address back with only what is set, the cursor readable", () => {
    expect(auditPageHref({})).toBe("/staff/audit");
    expect(auditPageHref({ person: 3, action: "staff.sign-out" })).toBe("/staff/audit?person=3&action=staff.sign-out");
    const href = auditPageHref({ action: "staff.sign-in", before: { at: "2026-12-03T08:35:00.000Z", id: 9 } });
    expect(parseAuditQuery(new URL(href, "http://x").searchParams).before).toEqual({
      at: "2026-12-03T08:35:00.000Z",
      id: 9,
    });
  });

  it("shows an entry's detail as key: value pairs, or as the text it is", () => {
    expect(describeAuditDetail('{"from":"hr","to":"admin"}')).toBe("from: hr, to: admin");
    expect(describeAuditDetail('{"ended":2,"ok":true}')).toBe("ended: 2, ok: true");
    expect(describeAuditDetail('{"name":"<b>x</b>"}')).toBe("name: <b>x</b>");
    expect(describeAuditDetail("not json")).toBe("not json");
    expect(describeAuditDetail(null)).toBe("");
  });
});
