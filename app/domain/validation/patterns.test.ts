import { describe, expect, it } from "vitest";
import { isCleanText, isEmail, isPhoneNumber, storableText } from "./patterns";

describe("isEmail", () => {
  it.each(["a@b.co", "first.last+tag@mail.example.com", "x_y@sub-domain.in"])("accepts %s", (e) =>
    expect(isEmail(e)).toBe(true),
  );
  it.each(["plain", "a@b", "a@b.", "a b@c.com", "a@@b.com", "@b.com", "a@.com", "a@b.c"])("rejects %s", (e) =>
    expect(isEmail(e)).toBe(false),
  );
});

describe("isCleanText", () => {
  it.each(["Fatima Al Mansoori", "तकाफ़ुल", "emoji 😀 pair", "tab\tand\nnewline", ""])("accepts %j", (value) =>
    expect(isCleanText(value)).toBe(true),
  );
  it.each(["a\u0000b", "bad \ud800 high", "bad \udc00 low", "ends high \ud83d", "replacement \ufffd char"])(
    "refuses %j",
    (value) => expect(isCleanText(value)).toBe(false),
  );
});

describe("isPhoneNumber", () => {
  it.each(["9847001122", "+971 (50) 123-4567", "0484 240 1122"])("accepts %j", (value) =>
    expect(isPhoneNumber(value)).toBe(true),
  );
  it.each(["98470 ABC 22", "0484.2401122", "0484/2401122", "٩٨٤٧٠", "98470\u000001122", ""])("refuses %j", (value) =>
    expect(isPhoneNumber(value)).toBe(false),
  );
});

describe("storableText", () => {
  it("drops NUL and unpaired surrogates and keeps the rest, pairs included", () => {
    expect(storableText("Safari\u0000 19 \ud800x\udc00 😀 ✓")).toBe("Safari 19 x 😀 ✓");
    expect(storableText("ends \ud83d")).toBe("ends ");
  });
});
