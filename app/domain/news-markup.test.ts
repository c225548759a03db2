import { describe, expect, it } from "vitest";
import { newsPlainText, parseInline, parseNewsMarkup, safeLinkHref } from "./news-markup";

describe("the news markup", () => {
  it("splits paragraphs at blank lines and keeps single line breaks inside one", () => {
    expect(parseNewsMarkup("One\nstill one\n\n\n  Two  \r\n\r\nThree")).toEqual([
      [{ kind: "text", text: "One\nstill one" }],
      [{ kind: "text", text: "Two" }],
      [{ kind: "text", text: "Three" }],
    ]);
    expect(parseNewsMarkup("   \n\n  ")).toEqual([]);
  });

  it("reads bold and http(s) links", () => {
    expect(parseInline("We are **live** at [our site](https://example.com/a?b=1#c) now.")).toEqual([
      { kind: "text", text: "We are " },
      { kind: "bold", text: "live" },
      { kind: "text", text: " at " },
      { kind: "link", text: "our site", href: "https://example.com/a?b=1#c" },
      { kind: "text", text: " now." },
    ]);
    expect(parseInline("[plain](http://example.org)")).toEqual([
      { kind: "link", text: "plain", href: "http://example.org/" },
    ]);
  });

  it.each([
    "[x](javascript:alert(1))",
    "[x](JaVaScRiPt:alert`1`)",
    "[x](data:text/html;base64,PHNjcmlwdD4=)",
    "[x](vbscript:msgbox)",
    "[x](//evil.example)",
    "[x](/relative)",
    '[x](https://a.example/"onmouseover="alert(1))',
    "[x](ftp://files.example)",
    "[x](https:evil)",
  ])("keeps the hostile link %j as text", (input) => {
    const pieces = parseInline(input);
    expect(pieces.some((p) => p.kind === "link")).toBe(false);
    expect(pieces.map((p) => p.text).join("")).toBe(input);
  });

  it("treats HTML as text, never as markup", () => {
    const hostile = `<script>alert(1)</script><img src=x onerror=alert(1)> **<b>x</b>** &amp;`;
    const pieces = parseInline(hostile);
    expect(pieces).toEqual([
      { kind: "text", text: "<script>alert(1)</script><img src=x onerror=alert(1)> " },
      { kind: "bold", text: "<b>x</b>" },
      { kind: "text", text: " &amp;" },
    ]);
  });

  it("leaves unmatched or nested markers as typed", () => {
    expect(parseInline("2 ** 3 and **open")).toEqual([{ kind: "text", text: "2 ** 3 and **open" }]);
    expect(parseInline("[not a link] (https://x.example)")).toEqual([
      { kind: "text", text: "[not a link] (https://x.example)" },
    ]);
    expect(parseInline("**[a](https://x.example)**")).toEqual([{ kind: "bold", text: "[a](https://x.example)" }]);
  });

  it("accepts only absolute http and https addresses", () => {
    expect(safeLinkHref("https://example.com")).toBe("https://example.com/");
    expect(safeLinkHref(" HTTPS://Example.com/x ")).toBe("https://example.com/x");
    expect(safeLinkHref("javascript:alert(1)")).toBeNull();
    expect(safeLinkHref("https://exa mple.com")).toBeNull();
    expect(safeLinkHref("http://")).toBeNull();
  });

  it("gives the plain text for previews", () => {
    expect(newsPlainText("A **bold** [link](https://x.example) here.\n\nSecond [bad](javascript:x).")).toBe(
      "A bold link here.\n\nSecond [bad](javascript:x).",
    );
  });
});
