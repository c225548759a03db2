import { describe, expect, it } from "vitest";
import { changedFields, contentKeyOf, contentMessages, validateContent } from "./content-types";

describe("a content entry's fields", () => {
  const member = {
    name: " Nikhil Joseph ",
    role: "Vice President, Sales",
    group: "vice-president",
    photo: "/images/team/nikhil.svg",
    bio: "Leads sales.",
  };

  it("are trimmed and kept when every one is filled within its length", () => {
    expect(validateContent("team-member", member)).toEqual({ ok: true, values: { ...member, name: "Nikhil Joseph" } });
  });

  it("are each required, within their length, a choice among the offered values", () => {
    expect(validateContent("team-member", { ...member, name: "  ", role: "x".repeat(121), group: "ceo" })).toEqual({
      ok: false,
      errors: {
        name: contentMessages.required("Name"),
        role: contentMessages.tooLong("Role", 120),
        group: contentMessages.badChoice("Shown as"),
      },
    });
  });

  it("take a picture only from this site, never another address or a climb out of the folders", () => {
    for (const photo of ["https://elsewhere.example/p.png", "javascript:alert(1)", "/images/../staff", "images/a.svg"])
      expect(validateContent("team-member", { ...member, photo })).toEqual({
        ok: false,
        errors: { photo: contentMessages.badPicturePath("Portrait") },
      });
    expect(validateContent("team-member", { ...member, photo: "/media/ab12-640.webp" }).ok).toBe(true);
  });

  it("name the fields where two versions differ", () => {
    expect(
      changedFields("company-fact", { value: "130+", label: "Projects" }, { value: "140+", label: "Projects" }),
    ).toEqual(["value"]);
  });

  it("give an entry a key from its title's words, the seed's and a new entry's alike", () => {
    expect(contentKeyOf("Faisal Al Mansoori")).toBe("faisal-al-mansoori");
    expect(contentKeyOf("  Projects delivered! ")).toBe("projects-delivered");
    expect(contentKeyOf("<b>")).toBe("b");
    expect(contentKeyOf("---")).toBe("entry");
  });
});
