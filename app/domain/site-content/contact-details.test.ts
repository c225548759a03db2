import { describe, expect, it } from "vitest";
import { contentMessages, validateContent } from "./content-types";
import { siteContactOf } from "./published";

describe("the footer's and contact page's details as content", () => {
  it("takes a phone number with + and its country code, and refuses anything else", () => {
    const office = { title: "India — Head Office", address: "4th Floor\nKochi" };
    expect(validateContent("office", { ...office, phone: " +91 484-403 2100 " })).toEqual({
      ok: true,
      values: { ...office, phone: "+91 484-403 2100" },
    });
    for (const bad of ["0484 403 2100", "+91 (484) 403", "+12345", "+91 484 403 2100 ext 5", "+1 2345 6789 0123 4567"])
      expect(validateContent("office", { ...office, phone: bad }), bad).toEqual({
        ok: false,
        errors: { phone: contentMessages.badPhone("Phone") },
      });
  });

  it("takes an e-mail address and http(s) addresses only", () => {
    const ok = { email: "hello@kavach.example", supportPortal: "https://support.kavach.example/login" };
    expect(validateContent("contact-details", ok)).toEqual({ ok: true, values: ok });
    expect(validateContent("contact-details", { email: "hello@", supportPortal: "javascript:alert(1)" })).toEqual({
      ok: false,
      errors: {
        email: contentMessages.badEmail("E-mail address"),
        supportPortal: contentMessages.badUrl("Support portal"),
      },
    });
    expect(validateContent("social-link", { network: "Facebook", href: "ftp://files.example/x" })).toEqual({
      ok: false,
      errors: { href: contentMessages.badUrl("Address") },
    });
    expect(validateContent("social-link", { network: "MySpace", href: "https://myspace.example/k" })).toEqual({
      ok: false,
      errors: { network: contentMessages.badChoice("Network") },
    });
  });

  it("lays the published entries out for the footer and the contact page", () => {
    expect(
      siteContactOf({
        offices: [
          { key: "uae", values: { title: "UAE", address: "Office 1207\r\n\n Dubai ", phone: "+971 4 557 3090" } },
        ],
        phones: [{ key: "kochi", values: { label: "India (Kochi)", number: "+91 484-403 2100" } }],
        social: [{ key: "linkedin", values: { network: "LinkedIn", href: "https://www.linkedin.example/k" } }],
        details: [{ key: "contact-details", values: { email: "info@k.example", supportPortal: "https://s.example" } }],
      }),
    ).toEqual({
      offices: [
        { key: "uae", title: "UAE", lines: ["Office 1207", "Dubai"], phone: "+971 4 557 3090", tel: "+97145573090" },
      ],
      phones: [{ key: "kochi", label: "India (Kochi)", display: "+91 484-403 2100", tel: "+914844032100" }],
      social: [{ key: "linkedin", name: "LinkedIn", href: "https://www.linkedin.example/k" }],
      email: "info@k.example",
      supportPortalUrl: "https://s.example",
    });
  });
});
