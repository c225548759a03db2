import { describe, expect, it } from "vitest";
import { contactRules, type ContactInput } from "./contact-rules";
import { firstFailure } from "./rules";

const valid: ContactInput = {
  Name: "Asha Menon",
  Email: "asha.menon@example.com",
  Mobile: "9847012345",
  Subject: "Schedule a Demo",
  Message: "Please show us the claims module.",
};
const check = (patch: Partial<ContactInput>) => {
  const r = firstFailure(contactRules, { ...valid, ...patch });
  return r.ok ? null : r.message;
};
const chars = (n: number) => "x".repeat(n);
// An address of exactly n characters that matches the pattern.
const emailOf = (n: number) => `${"a".repeat(n - 9)}@mail.com`;

describe("contact form rules", () => {
  it("accepts a complete form", () => expect(check({})).toBeNull());

  it("name: empty, then at least 3 characters (2/3)", () => {
    expect(check({ Name: "" })).toBe("Name must be entered");
    expect(check({ Name: "  " })).toBe("Name must be entered");
    expect(check({ Name: "Jo" })).toBe("A valid name must be entered");
    expect(check({ Name: "Joe" })).toBeNull();
  });

  it("email: empty, at least 10 characters (9/10), then the format", () => {
    expect(check({ Email: "" })).toBe("E-mail address must be entered");
    expect(emailOf(9)).toHaveLength(9);
    expect(check({ Email: emailOf(9) })).toBe("A valid e-mail must be entered");
    expect(check({ Email: emailOf(10) })).toBeNull();
    expect(check({ Email: "asha.menon.example.com" })).toBe("A valid e-mail address must be entered");
  });

  it("mobile: empty, then 7 to 14 characters (6/7 and 14/15)", () => {
    // A mobile number is digits (and spaces, + - ( )), so its lengths are counted in digits.
    const digits = (n: number) => "9".repeat(n);
    expect(check({ Mobile: "" })).toBe("Mobile number must be entered");
    expect(check({ Mobile: digits(6) })).toBe("A valid mobile number must be entered");
    expect(check({ Mobile: digits(7) })).toBeNull();
    expect(check({ Mobile: digits(14) })).toBeNull();
    expect(check({ Mobile: digits(15) })).toBe("A valid mobile number must be entered");
  });

  it("subject: empty, then 7 to 229 characters (6/7 and 229/230)", () => {
    expect(check({ Subject: "" })).toBe("Please specify the subject line");
    expect(check({ Subject: chars(6) })).toBe("Please specify the valid subject line");
    expect(check({ Subject: chars(7) })).toBeNull();
    expect(check({ Subject: chars(229) })).toBeNull();
    expect(check({ Subject: chars(230) })).toBe("Please specify the valid subject line");
  });

  it("message: empty, then 11 to 3899 characters (10/11 and 3899/3900)", () => {
    expect(check({ Message: "" })).toBe("Please specify the message");
    expect(check({ Message: chars(10) })).toBe("Please specify the valid message");
    expect(check({ Message: chars(11) })).toBeNull();
    expect(check({ Message: chars(3899) })).toBeNull();
    expect(check({ Message: chars(3900) })).toBe("Please specify the valid message");
  });

  it("reports only the first failure, in the order of docs/product.md §5.4", () => {
    const empty = { Name: "", Email: "", Mobile: "", Subject: "", Message: "" };
    const steps: [Partial<ContactInput>, string | null][] = [
      [{}, "Name must be entered"],
      [{ Name: "Jo" }, "A valid name must be entered"],
      [{ Name: "Joe" }, "E-mail address must be entered"],
      [{ Email: "a@b.co" }, "A valid e-mail must be entered"],
      [{ Email: "joe at example" }, "A valid e-mail address must be entered"],
      [{ Email: "joe@example.com" }, "Mobile number must be entered"],
      [{ Mobile: "12345" }, "A valid mobile number must be entered"],
      [{ Mobile: "9847012345" }, "Please specify the subject line"],
      [{ Subject: "Demo" }, "Please specify the valid subject line"],
      [{ Subject: "Schedule a Demo" }, "Please specify the message"],
      [{ Message: "Hello" }, "Please specify the valid message"],
      [{ Message: "Hello, please call me back." }, null],
    ];
    let form: ContactInput = empty;
    for (const [patch, expected] of steps) {
      form = { ...form, ...patch };
      const r = firstFailure(contactRules, form);
      expect(r.ok ? null : r.message).toBe(expected);
    }
  });

  it("treats values of the wrong type as empty", () => {
    expect(check({ Name: 42 })).toBe("Name must be entered");
    expect(check({ Message: null })).toBe("Please specify the message");
  });
});
