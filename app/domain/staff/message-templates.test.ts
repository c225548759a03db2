import { describe, expect, it } from "vitest";
import { checkTemplate, fillTemplate, isUndo, offersMail, paragraphsOf, templateMessages } from "./message-templates";

const values = {
  name: "Anita",
  job: "Claims Analyst",
  reference: "A-000017",
  company: "Kavach",
  reason: "Position filled",
};

describe("message templates", () => {
  it("refuses unknown fields, open braces, a name or link in the subject and {{reason}} outside the rejection", () => {
    const ok = { name: "T", subject: "About {{job}} ({{reference}})", body: "Dear {{ name }},\n\n{{statusLink}}" };
    expect(checkTemplate(ok, "shortlisted")).toEqual({});
    expect(checkTemplate({ ...ok, body: "Hi {{nmae}}" }, null).body).toBe(templateMessages.unknownField("nmae"));
    expect(checkTemplate({ ...ok, body: "Hi {{name}" }, null).body).toBe(templateMessages.unclosed);
    expect(checkTemplate({ ...ok, subject: "For {{name}}" }, null).subject).toBe(templateMessages.notInSubject("name"));
    expect(checkTemplate({ ...ok, subject: "{{statusLink}}" }, null).subject).toBe(
      templateMessages.notInSubject("statusLink"),
    );
    expect(checkTemplate({ ...ok, body: "{{reason}}" }, "offer").body).toBe(templateMessages.reasonOnlyInRejection);
    expect(checkTemplate({ ...ok, body: "{{reason}}" }, "rejected")).toEqual({});
    expect(checkTemplate({ name: " ", subject: "", body: "" }, null)).toEqual({
      name: templateMessages.nameMissing,
      subject: templateMessages.subjectMissing,
      body: templateMessages.bodyMissing,
    });
  });

  it("fills every field but the link, which stays for the mail to put in", () => {
    expect(fillTemplate("Dear {{name}}: {{job}} {{reference}} {{company}} {{reason}} {{ statusLink }}", values)).toBe(
      "Dear Anita: Claims Analyst A-000017 Kavach Position filled {{statusLink}}",
    );
    // A value that looks like a field is not filled again.
    expect(fillTemplate("{{name}}", { ...values, name: "{{job}}" })).toBe("{{job}}");
  });

  it("splits paragraphs at blank lines", () => {
    expect(paragraphsOf("One\nline two\r\n\r\n\n Three ")).toEqual(["One\nline two", "Three"]);
  });

  it("offers a mail for a decision, never for a move back", () => {
    expect(offersMail("new", "rejected")).toBe(true);
    expect(offersMail("screening", "offer")).toBe(true);
    expect(offersMail("interview", "shortlisted")).toBe(false);
    expect(offersMail("rejected", "screening")).toBe(false);
    expect(offersMail("new", "screening")).toBe(false);
    expect(isUndo("withdrawn", "screening")).toBe(true);
    expect(isUndo("offer", "interview")).toBe(true);
    expect(isUndo("shortlisted", "hired")).toBe(false);
  });
});
