import { describe, expect, it } from "vitest";
import {
  compareNewestFirst,
  emailKey,
  formatInboxCursor,
  inboxFilterProblem,
  inboxHref,
  inboxSearchTerms,
  parseInboxCursor,
  parseInboxQuery,
} from "./application-inbox";

describe("the applications inbox's query", () => {
  it("reads every filter and a cursor, and ignores what the page does not offer", () => {
    const q = parseInboxQuery(
      new URLSearchParams(
        "q=+Anita+Raman+&job=7&status=shortlisted&kind=resume&from=2026-02-01&to=2026-02-28&email=A@x.in&mobile=98&pool=yes&source=LinkedIn&screening=misses&before=2026-12-03T08:35:00.000Z~r40",
      ),
    );
    expect(q).toEqual({
      q: "Anita Raman",
      job: 7,
      status: "shortlisted",
      kind: "resume",
      from: "2026-02-01",
      to: "2026-02-28",
      email: "A@x.in",
      mobile: "98",
      otherOpenings: true,
      // Sources are stored lower case.
      source: "linkedin",
      screening: "misses",
      before: { at: "2026-12-03T08:35:00.000Z", kind: "resume", id: 40 },
      after: null,
    });
    const bad = parseInboxQuery(
      new URLSearchParams(
        "job=x&status=done&kind=mail&from=2026-02-30&to=yesterday&before=nope&after=2026-12-03T08:35:00.000Z~a7",
      ),
    );
    expect(bad).toMatchObject({ job: null, status: null, kind: null, from: null, to: null, before: null });
    expect(parseInboxQuery(new URLSearchParams("pool=1")).otherOpenings).toBe(false);
    expect(parseInboxQuery(new URLSearchParams("source=")).source).toBeNull();
    expect(parseInboxQuery(new URLSearchParams("screening=some")).screening).toBeNull();
    expect(bad.after).toEqual({ at: "2026-12-03T08:35:00.000Z", kind: "application", id: 7 });
    expect(parseInboxQuery(new URLSearchParams("job=0")).job).toBe(0);
    expect(parseInboxQuery(new URLSearchParams("job=2147483648")).job).toBeNull();
    expect(parseInboxQuery(new URLSearchParams(`q=${"x".repeat(500)}`)).q).toHaveLength(200);
    // What PostgreSQL refuses as a parameter is dropped, also half of a pair the length limit splits.
    const nul = parseInboxQuery(new URLSearchParams("q=ra%00man&email=a%00@b.example&mobile=%00"));
    expect([nul.q, nul.email, nul.mobile]).toEqual(["raman", "a@b.example", null]);
    const params = new URLSearchParams();
    params.set("q", "x".repeat(199) + "😀");
    expect(parseInboxQuery(params).q).toBe("x".repeat(199));
  });

  it("writes the address back in one order, cursors included, and refuses malformed cursors", () => {
    const cursor = { at: "2026-12-03T08:35:00.000Z", kind: "application" as const, id: 12 };
    expect(formatInboxCursor(cursor)).toBe("2026-12-03T08:35:00.000Z~a12");
    expect(parseInboxCursor(formatInboxCursor(cursor))).toEqual(cursor);
    for (const bad of [
      "",
      "~a1",
      "2026-12-03T08:35:00.000Z~1",
      "2026-12-03T08:35:00.000Z~x1",
      "2026-12-03T08:35:00.000Z~a0",
      "2026-12-03T08:35:00.000Z~a01",
      "2026-12-03T08:35:00.000Z~r2147483648",
    ])
      expect(parseInboxCursor(bad), bad).toBeNull();
    expect(inboxHref({})).toBe("/staff/applications");
    expect(inboxHref({ source: "indeed" })).toBe("/staff/applications?source=indeed");
    expect(inboxHref({ status: "new", q: "anita k", job: 0, before: cursor })).toBe(
      "/staff/applications?q=anita+k&job=0&status=new&before=2026-12-03T08%3A35%3A00.000Z%7Ea12",
    );
  });

  it("orders newest first, a wizard application before a resume of the same moment", () => {
    const at = "2026-01-01T00:00:00.000Z";
    const rows = [
      { at, kind: "resume" as const, id: 9 },
      { at: "2026-01-02T00:00:00.000Z", kind: "resume" as const, id: 1 },
      { at, kind: "application" as const, id: 3 },
      { at, kind: "application" as const, id: 4 },
    ];
    expect(rows.sort(compareNewestFirst).map((r) => `${r.kind[0]}${r.id}`)).toEqual(["r1", "a4", "a3", "r9"]);
  });

  it("splits a search into lower-case words as the index does, at most eight", () => {
    expect(inboxSearchTerms(" Anita.Raman@Example.com 98470 ")).toEqual(["anita", "raman", "example", "com", "98470"]);
    expect(inboxSearchTerms(`<img src=x onerror=alert(1)> "OR" 1=1`)).toEqual([
      "img",
      "src",
      "x",
      "onerror",
      "alert",
      "1",
      "or",
    ]);
    expect(inboxSearchTerms("राम कुमार")).toEqual(["राम", "कुमार"]);
    expect(inboxSearchTerms("a b c d e f g h i j")).toHaveLength(8);
    expect(inboxSearchTerms("*** ---")).toEqual([]);
    expect(emailKey(" Anita.R@Example.IN ")).toBe("anita.r@example.in");
  });

  it("says when the date range cannot match", () => {
    const base = parseInboxQuery(new URLSearchParams());
    expect(inboxFilterProblem({ ...base, from: "2026-03-02", to: "2026-03-01" })).toMatch(/after the “To” date/);
    expect(inboxFilterProblem({ ...base, from: "2026-03-01", to: "2026-03-01" })).toBeNull();
  });
});
