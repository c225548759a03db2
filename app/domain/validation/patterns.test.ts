import { describe, expect, it } from "vitest";
import { isEmail } from "./patterns";

describe("isEmail", () => {
  it.each(["a@b.co", "first.last+tag@mail.example.com", "x_y@sub-domain.in"])("accepts %s", (e) =>
    expect(isEmail(e)).toBe(true),
  );
  it.each(["plain", "a@b", "a@b.", "a b@c.com", "a@@b.com", "@b.com", "a@.com", "a@b.c"])("rejects %s", (e) =>
    expect(isEmail(e)).toBe(false),
  );
});
