import { describe, expect, it } from "vitest";
import { marketingListHref, parseMarketingListQuery, replyMailto, replySubject } from "./marketing-lists";

describe("the reply link", () => {
  it("opens a reply to the sender with Re: before the subject", () => {
    expect(replyMailto("asha.rao@example.in", "Demo of Core Takaful")).toBe(
      "mailto:asha.rao@example.in?subject=Re%3A%20Demo%20of%20Core%20Takaful",
    );
  });

  it("does not stack Re:", () => {
    expect(replySubject("RE: pricing")).toBe("RE: pricing");
    expect(replySubject("Renewal")).toBe("Re: Renewal");
  });

  it("encodes what would add fields or headers to the link", () => {
    const link = replyMailto("a&cc=boss@example.com", "x?body=hi&cc=evil@example.com #1 100%\r\nBcc: y@z");
    const url = new URL(link);
    expect([...url.searchParams.keys()]).toEqual(["subject"]);
    expect(url.searchParams.get("subject")).toBe("Re: x?body=hi&cc=evil@example.com #1 100% Bcc: y@z");
    expect(link).not.toMatch(/[\r\n ]/);
    expect(decodeURIComponent(url.pathname)).toBe("a&cc=boss@example.com");
  });
});

describe("list queries", () => {
  it("reads the search text and the cursor, ignoring a cursor that is not an id", () => {
    expect(parseMarketingListQuery(new URLSearchParams("q=%20asha%20&before=120"))).toEqual({
      search: "asha",
      before: 120,
    });
    expect(parseMarketingListQuery(new URLSearchParams("before=-1"))).toEqual({ search: "", before: null });
    expect(parseMarketingListQuery(new URLSearchParams(`q=${"x".repeat(500)}`)).search).toHaveLength(200);
    expect(parseMarketingListQuery(new URLSearchParams("q=as%00ha")).search).toBe("asha");
    expect(parseMarketingListQuery(new URLSearchParams({ q: "x".repeat(199) + "😀" })).search).toBe("x".repeat(199));
  });

  it("writes the address back without empty values", () => {
    expect(marketingListHref("/staff/messages", { search: "", before: null })).toBe("/staff/messages");
    expect(marketingListHref("/staff/messages", { search: "a b", before: 7 })).toBe("/staff/messages?q=a+b&before=7");
  });

  it("takes a page position only as an id a record can have", () => {
    expect(parseMarketingListQuery(new URLSearchParams("before=2147483647")).before).toBe(2147483647);
    expect(parseMarketingListQuery(new URLSearchParams("before=2147483648")).before).toBeNull();
  });
});
