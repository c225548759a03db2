import { describe, expect, it } from "vitest";
import { hrefForLink, richTextHref } from "./links";
import { legacyMarkupToDoc } from "./legacy-markup";
import { docToLegacyMarkup, docToMarkup, markupToDoc } from "./markup";
import type { RichTextDoc, RichTextInline } from "./model";
import { parseRichTextInput, readStoredRichText, richTextInputForForm, storedRichText } from "./text";
import { richTextPlainText } from "./plain-text";
import { parseRichTextJson, richTextMessages } from "./validate";

const doc = (...blocks: RichTextDoc["blocks"]): RichTextDoc => ({ type: "doc", version: 1, blocks });
const p = (...children: RichTextInline[]) => ({ type: "paragraph" as const, children });
const t = (text: string, marks: { bold?: true; italic?: true } = {}) => ({ type: "text" as const, text, ...marks });
const a = (href: string, text: string) => ({ type: "link" as const, href, children: [t(text)] });

/** A document with every kind of block and inline. */
const full = doc(
  { type: "heading", level: 2, children: [t("Our news")] },
  p(
    t("We are "),
    t("live", { bold: true }),
    t(" and "),
    t("glad", { italic: true }),
    t(": "),
    a("https://example.com/a?b=1#c", "read"),
    t("."),
  ),
  { type: "heading", level: 3, children: [t("What changed")] },
  { type: "list", ordered: false, items: [{ children: [t("Claims")] }, { children: [a("/contact-us", "Ask us")] }] },
  { type: "list", ordered: true, items: [{ children: [t("First")] }, { children: [t("Second", { bold: true })] }] },
);

describe("links in a long text", () => {
  it.each([
    ["https://example.com", "https://example.com"],
    [" HTTP://Example.com/x ", "HTTP://Example.com/x"],
    ["/contact-us", "/contact-us"],
    ["/company/news?id=3#top", "/company/news?id=3#top"],
  ])("accepts %j", (raw, href) => expect(richTextHref(raw)).toBe(href));

  it.each([
    "javascript:alert(1)",
    "JaVaScRiPt:alert`1`",
    "data:text/html;base64,PHNjcmlwdD4=",
    "vbscript:msgbox",
    "//evil.example",
    "/\\evil.example",
    "relative/path",
    "mailto:someone@example.com",
    "ftp://files.example",
    "https:evil",
    "http://",
    "https://exa mple.com",
    'https://a.example/"onmouseover="alert(1)',
    "",
  ])("refuses %j", (raw) => expect(richTextHref(raw)).toBeNull());

  it("is written out as a browser would, a path of this site as it is", () => {
    expect(hrefForLink("https://example.com")).toBe("https://example.com/");
    expect(hrefForLink("/contact-us")).toBe("/contact-us");
  });
});

describe("a document from the editor's JSON", () => {
  it("accepts a whole document and gives it back the same", () => {
    expect(parseRichTextJson(JSON.stringify(full))).toEqual({ ok: true, doc: full });
  });

  it("drops what it does not know, empty pieces and blocks, and trims each block", () => {
    const sent = {
      type: "doc",
      version: 1,
      extra: "<script>",
      blocks: [
        { type: "paragraph", children: [{ type: "text", text: "  Hello\r\nthere ", bold: "yes", style: "x" }] },
        { type: "paragraph", children: [{ type: "text", text: " " }] },
        { type: "list", ordered: "no", items: [{ children: [] }, { children: [{ type: "text", text: "One" }] }] },
      ],
    };
    expect(parseRichTextJson(JSON.stringify(sent))).toEqual({
      ok: true,
      doc: doc(p(t("Hello\nthere")), { type: "list", ordered: false, items: [{ children: [t("One")] }] }),
    });
  });

  it.each([
    ["not JSON", "{", richTextMessages.unreadable],
    ["another shape", JSON.stringify({ type: "doc", version: 2, blocks: [] }), richTextMessages.unreadable],
    [
      "an unknown block",
      JSON.stringify(doc({ type: "table" } as never)),
      "Part 1 of the text is not a paragraph, a heading or a list.",
    ],
    [
      "a heading of level 1",
      JSON.stringify(doc({ type: "heading", level: 1 as 2, children: [t("Big")] })),
      "A heading must be a heading (level 2) or a subheading (level 3).",
    ],
    [
      "an unknown inline",
      JSON.stringify(doc(p({ type: "image" } as never))),
      "A piece of the text is neither text nor a link.",
    ],
    [
      "too much JSON",
      " ".repeat(400_001),
      "The text is too large to be read (at most 400,000 characters with its formatting).",
    ],
    [
      "too many blocks",
      JSON.stringify(doc(...Array.from({ length: 2001 }, () => p(t("x"))))),
      "The text has too many paragraphs, headings and lists: at most 2,000.",
    ],
    [
      "too many list items",
      JSON.stringify(
        doc({ type: "list", ordered: false, items: Array.from({ length: 1001 }, () => ({ children: [t("x")] })) }),
      ),
      "A list has too many items: at most 1,000.",
    ],
    [
      "nesting deeper than a document",
      JSON.stringify(
        doc(p({ type: "link", href: "/a", children: [{ type: "link", href: "/b", children: [t("x")] }] } as never)),
      ),
      "A piece of the text is neither text nor a link.",
    ],
  ])("refuses %s with its message", (_, json, message) => {
    expect(parseRichTextJson(json)).toEqual({ ok: false, message });
  });

  it.each([
    [
      "javascript:alert(1)",
      "The link “click” goes to “javascript:alert(1)”: a link must go to an address starting with https:// or http://, or to a page of this site starting with / (such as /contact-us).",
    ],
    [
      "data:text/html,<script>alert(1)</script>",
      "The link “click” goes to “data:text/html,<script>alert(1)</script>”: a link must go to an address starting with https:// or http://, or to a page of this site starting with / (such as /contact-us).",
    ],
    [
      "//evil.example/x",
      "The link “click” goes to “//evil.example/x”: a link must go to an address starting with https:// or http://, or to a page of this site starting with / (such as /contact-us).",
    ],
  ])("refuses a link to %j", (href, message) => {
    expect(parseRichTextJson(JSON.stringify(doc(p(a(href, "click")))))).toEqual({ ok: false, message });
  });

  it("keeps a refused link as its markup for the form, so nothing typed is lost", () => {
    const json = JSON.stringify(doc(p(t("See "), a("javascript:alert(1)", "this"))));
    expect(richTextInputForForm({ json })).toEqual({
      doc: doc(p(t("See "), t("[this](javascript:alert(1))"))),
      typed: null,
    });
    expect(richTextInputForForm("Typed **as is**")).toEqual({
      doc: doc(p(t("Typed "), t("as is", { bold: true }))),
      typed: "Typed **as is**",
    });
  });

  it("counts the text's characters against the field's limit, and refuses an empty text", () => {
    const rules = { maxChars: 5, missing: "Write the text", tooLong: "Too long" };
    expect(parseRichTextInput({ json: JSON.stringify(doc(p(t("12345")))) }, rules)).toEqual({
      ok: true,
      doc: doc(p(t("12345"))),
    });
    expect(parseRichTextInput({ json: JSON.stringify(doc(p(t("12"), t("3456", { bold: true })))) }, rules)).toEqual({
      ok: false,
      message: "Too long",
    });
    expect(parseRichTextInput({ json: JSON.stringify(doc(p(t("  ")))) }, rules)).toEqual({
      ok: false,
      message: "Write the text",
    });
    expect(parseRichTextInput("\n\n", rules)).toEqual({ ok: false, message: "Write the text" });
  });
});

describe("the old news markup", () => {
  it("splits paragraphs at blank lines and keeps single line breaks inside one", () => {
    expect(legacyMarkupToDoc("One\nstill one\n\n\n  Two  \r\n\r\nThree")).toEqual(
      doc(p(t("One\nstill one")), p(t("Two")), p(t("Three"))),
    );
    expect(legacyMarkupToDoc("   \n\n  ")).toEqual(doc());
  });

  it("reads bold and http(s) links, keeping the address as typed", () => {
    expect(
      legacyMarkupToDoc("We are **live** at [our site](https://example.com/a?b=1#c) now. [plain](http://example.org)"),
    ).toEqual(
      doc(
        p(
          t("We are "),
          t("live", { bold: true }),
          t(" at "),
          a("https://example.com/a?b=1#c", "our site"),
          t(" now. "),
          a("http://example.org", "plain"),
        ),
      ),
    );
  });

  it.each([
    "[x](javascript:alert(1))",
    "[x](JaVaScRiPt:alert`1`)",
    "[x](data:text/html;base64,PHNjcmlwdD4=)",
    "[x](//evil.example)",
    "[x](/relative)",
    '[x](https://a.example/"onmouseover="alert(1))',
    "[x](https:evil)",
  ])("keeps %j as text, as the pages showed it", (input) => {
    expect(legacyMarkupToDoc(input)).toEqual(doc(p(t(input))));
  });

  it("treats HTML as text, and leaves unmatched or nested markers as typed", () => {
    expect(legacyMarkupToDoc("<script>alert(1)</script> **<b>x</b>** &amp;")).toEqual(
      doc(p(t("<script>alert(1)</script> "), t("<b>x</b>", { bold: true }), t(" &amp;"))),
    );
    expect(legacyMarkupToDoc("2 ** 3 and **open _not italic_ ## no heading")).toEqual(
      doc(p(t("2 ** 3 and **open _not italic_ ## no heading"))),
    );
    expect(legacyMarkupToDoc("**[a](https://x.example)**")).toEqual(
      doc(p(t("[a](https://x.example)", { bold: true }))),
    );
    expect(legacyMarkupToDoc("- not\n- a list")).toEqual(doc(p(t("- not\n- a list"))));
  });

  it.each([
    "One paragraph.",
    "A **bold** word, [a link](https://example.com), and [one more](http://example.org/x?y=1).\n\nSecond paragraph\nwith a line break.",
    "2 ** 3, **[a](https://x.example)**, [bad](javascript:x) and <b>tags</b>.",
  ])("gives back %j byte for byte in the API's form", (text) => {
    expect(docToLegacyMarkup(legacyMarkupToDoc(text))).toBe(text);
  });
});

describe("the document as text", () => {
  it("writes the API's old markup: headings as paragraphs, lists as lines, italic as its words, site links absolute", () => {
    expect(docToLegacyMarkup(full, "https://www.kavach.example")).toBe(
      "Our news\n\nWe are **live** and glad: [read](https://example.com/a?b=1#c).\n\nWhat changed\n\n- Claims\n- [Ask us](https://www.kavach.example/contact-us)\n\n1. First\n2. **Second**",
    );
    expect(docToLegacyMarkup(doc(p(a("/contact-us", "Ask us"))))).toBe("Ask us");
  });

  it("keeps the spaces at a bold run's edges outside its markers", () => {
    expect(docToLegacyMarkup(doc(p(t("A"), t(" bold ", { bold: true }), t("word"))))).toBe("A **bold** word");
  });

  it("writes the form's markup and reads it back the same", () => {
    const markup =
      "## Our news\n\nWe are **live** and _glad_: [read](https://example.com/a?b=1#c).\n\n### What changed\n\n- Claims\n- [Ask us](/contact-us)\n\n1. First\n2. **Second**";
    expect(docToMarkup(full)).toBe(markup);
    expect(markupToDoc(markup)).toEqual(full);
  });

  it("reads bold italic, italic only outside words, and keeps a refused link as typed", () => {
    expect(markupToDoc("**_both_** snake_case_name [x](javascript:alert(1)) [y](//evil.example)")).toEqual(
      doc(
        p(t("both", { bold: true, italic: true }), t(" snake_case_name [x](javascript:alert(1)) [y](//evil.example)")),
      ),
    );
    expect(markupToDoc("* one\n* two\n\n3) three")).toEqual(
      doc(
        { type: "list", ordered: false, items: [{ children: [t("one")] }, { children: [t("two")] }] },
        { type: "list", ordered: true, items: [{ children: [t("three")] }] },
      ),
    );
  });

  it("gives the plain text: blocks apart, list items on lines, links as their words", () => {
    expect(richTextPlainText(full)).toBe(
      "Our news\n\nWe are live and glad: read.\n\nWhat changed\n\n- Claims\n- Ask us\n\n1. First\n2. Second",
    );
  });

  it("is stored as JSON, and a stored text that is not a document is read as the old markup", () => {
    expect(readStoredRichText(storedRichText(full))).toEqual(full);
    expect(readStoredRichText("Old **text**.")).toEqual(doc(p(t("Old "), t("text", { bold: true }), t("."))));
    expect(readStoredRichText('{"not": "a document"}')).toEqual(doc(p(t('{"not": "a document"}'))));
  });
});
