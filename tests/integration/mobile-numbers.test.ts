import { beforeAll, describe, expect, it } from "vitest";
import { INBOX_PAGE_SIZE, parseInboxQuery } from "~/domain/staff/application-inbox";
import { commonMessages } from "~/domain/validation/common-rules";
import { contactMessages } from "~/domain/validation/contact-rules";
import { resumeFormMessages } from "~/domain/validation/resume-form-rules";
import { contactMessage, jobApplication, resumePdf, resumeRequest } from "#tests/support/factories";
import { JOBS } from "#tests/support/seeded-jobs";
import { signedInAs, type StaffBrowser } from "#tests/support/staff";
import { serverForFile } from "#tests/support/test-server";

/**
 * One person however they typed their mobile (docs/product.md §7.18, §10.3): the public forms take
 * spaces, dashes, dots and parentheses and count the number without them, through the API and through
 * the plain form posts; the number is stored as typed and in E.164; and the inbox's markers, its mobile
 * filter and its search treat the four spellings of one number as one.
 */
const server = serverForFile();
let hr: StaffBrowser;
let api: ReturnType<typeof server.client>;
const SPELLINGS = ["98467 78899", "9846778899", "+91 98467 78899", "+919846778899"] as const;
const E164 = "+919846778899";

const stored = (table: "candidates" | "job_applications", email: string) =>
  server.db.selectFrom(table).select(["id", "mobile", "mobile_e164"]).where("email", "=", email).executeTakeFirst();

/** The `data-entry` keys of an inbox page's rows (`a12`, `r7`), in order. */
async function inboxRows(query: string): Promise<{ rows: string[]; html: string }> {
  const res = await hr.get(`/staff/applications?${query}`);
  expect(res.status).toBe(200);
  const html = await res.text();
  const rows = [...html.matchAll(/href="\/staff\/(applications|resumes)\/(\d+)"/g)].map(
    (m) => `${m[1] === "applications" ? "a" : "r"}${m[2]}`,
  );
  return { rows: [...new Set(rows)], html };
}

let jobCode = 0;
const people: string[] = [];
let other = "";

beforeAll(async () => {
  api = server.client();
  hr = (await signedInAs(server, "hr")).browser;
  const job = await server.db
    .selectFrom("jobs")
    .select("code")
    .where("title", "=", JOBS.trainee)
    .executeTakeFirstOrThrow();
  jobCode = Number(job.code);
  // The same person four times, once per spelling: two applications and two resumes.
  for (const [i, Mobile] of SPELLINGS.entries()) {
    const Email = `same.person.${i}@example.in`;
    const res =
      i % 2 === 0
        ? await api.post(
            "/api/Career/PostJobApplication",
            jobApplication(jobCode, { personal: { Email, Mobile, Name: "Devika Nair" } }),
          )
        : await api.post("/api/Career/PostCandidate", resumeRequest({ Email, Mobile, Name: "Devika Nair" }));
    expect(res.status, Mobile).toBe(200);
    const row = await stored(i % 2 === 0 ? "job_applications" : "candidates", Email);
    people.push(`${i % 2 === 0 ? "a" : "r"}${row!.id}`);
  }
  // Someone else, whose number only starts the same way.
  await api.post("/api/Career/PostCandidate", resumeRequest({ Email: "other@example.in", Mobile: "9846778890" }));
  other = `r${(await stored("candidates", "other@example.in"))!.id}`;
});

describe(`mobile numbers on ${process.env.TEST_ENGINE ?? "sqlite"}`, () => {
  it("keeps each number as typed and in E.164", async () => {
    for (const [i, typed] of SPELLINGS.entries())
      expect(
        await stored(i % 2 === 0 ? "job_applications" : "candidates", `same.person.${i}@example.in`),
      ).toMatchObject({
        mobile: typed,
        mobile_e164: E164,
      });
  });

  it("takes spaces, dashes, dots and parentheses at the API and counts the number without them", async () => {
    const accepted = ["+91 97890 12345", "+971 50 123 4567", "(050) 123-4567", "98470.12345"];
    for (const [i, Mobile] of accepted.entries()) {
      const resume = await api.post(
        "/api/Career/PostCandidate",
        resumeRequest({ Email: `sep.${i}@example.in`, Mobile }),
      );
      expect(resume.status, Mobile).toBe(200);
      const message = await api.post(
        "/api/Message/PostMessage",
        contactMessage({ Email: `msg.${i}@example.in`, Mobile }),
      );
      expect(message.status, Mobile).toBe(200);
      expect(message.body.Message).toBe(contactMessages.success);
    }
    const wizard = await api.post(
      "/api/Career/PostJobApplication",
      jobApplication(jobCode, { personal: { Email: "sep.wizard@example.in", Mobile: "+971 50 123 4567" } }),
    );
    expect(wizard.body.Status).toBe(1);
    expect(await stored("candidates", "sep.1@example.in")).toMatchObject({ mobile_e164: "+971501234567" });
    expect(await stored("candidates", "sep.2@example.in")).toMatchObject({ mobile_e164: "+971501234567" });

    // Six digits however spread out, fifteen however written, and any other character: the same message.
    for (const Mobile of ["98 47 01 ()", "+91 98467 7889901", "98467/78899"]) {
      const res = await api.post("/api/Message/PostMessage", contactMessage({ Mobile }));
      expect(res.status, Mobile).toBe(400);
      expect(res.body.Message).toBe(commonMessages.mobileInvalid);
    }
  });

  it("takes them in the plain form posts too, and puts a refusal beside the mobile field", async () => {
    const _xsrf = await api.xsrfToken();
    const contactForm = (Email: string, Mobile: string) => ({
      Name: "Form Sender",
      Email,
      Mobile,
      Subject: "Form post with a spaced number",
      Message: "Please call me back about the takaful module.",
      _xsrf,
    });
    const contact = await api.postForm("/contact-us", contactForm("form.contact@example.in", "+91 97890 12345"));
    expect(contact.status).toBe(200);
    expect(await contact.text()).toContain(contactMessages.success);

    const form = new FormData();
    const fields = {
      Name: "Form Sender",
      Email: "form.resume@example.in",
      Mobile: "+971 50 123 4567",
      JobCode: "0",
      _xsrf,
    };
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    form.append("Resume", new Blob([new Uint8Array(resumePdf)], { type: "application/pdf" }), "cv.pdf");
    const resume = await api.postForm("/careers/resume", form);
    expect(resume.status).toBe(200);
    expect(await resume.text()).toContain(resumeFormMessages.success);
    expect(await stored("candidates", "form.resume@example.in")).toMatchObject({
      mobile: "+971 50 123 4567",
      mobile_e164: "+971501234567",
    });

    const refused = await api.postForm("/contact-us", contactForm("form.refused@example.in", "98 47 01"));
    expect(refused.status).toBe(400);
    const html = await refused.text();
    // The message describes the mobile, beside it; the status line under the button stays empty.
    const input = /<input[^>]*name="Mobile"[^>]*>/.exec(html)?.[0] ?? "";
    expect(input).toContain('aria-invalid="true"');
    expect(input).toContain('value="98 47 01"');
    const describedBy = /aria-describedby="([^"]+)"/.exec(input)?.[1] ?? "none";
    expect(html).toContain(`<p id="${describedBy}" role="alert"`);
    expect(html).toMatch(new RegExp(`id="${describedBy}"[^>]*>${commonMessages.mobileInvalid}</p>`));
    expect(html).toMatch(/<p id="contact-outcome"[^>]*role="status"[^>]*><\/p>/);
  });

  it("lists the same person's other submissions on an application's and a resume's page, with links", async () => {
    const pathOf = (key: string) => `/staff/${key.startsWith("a") ? "applications" : "resumes"}/${key.slice(1)}`;
    for (const key of [people[0]!, people[1]!]) {
      const res = await hr.get(pathOf(key));
      expect(res.status).toBe(200);
      const html = await res.text();
      const section = html.slice(
        html.indexOf('id="same-person-title"'),
        html.indexOf("</section>", html.indexOf('id="same-person-title"')),
      );
      for (const otherKey of people.filter((p) => p !== key))
        expect(section, otherKey).toContain(`href="${pathOf(otherKey)}"`);
      expect(section).not.toContain(`href="${pathOf(key)}"`);
      expect(section).not.toContain(`href="${pathOf(other)}"`);
      expect(section).toContain("same mobile");
    }
    // By e-mail alone too: another resume with the first person's address and an unrelated number.
    await api.post(
      "/api/Career/PostCandidate",
      resumeRequest({ Email: "SAME.PERSON.0@example.in", Mobile: "9895000001" }),
    );
    const byEmail = `r${(await stored("candidates", "SAME.PERSON.0@example.in"))!.id}`;
    const html = await (await hr.get(pathOf(people[0]!))).text();
    expect(html).toContain(`href="${pathOf(byEmail)}"`);
    expect(html).toContain("same e-mail");
    const lone = await (await hr.get(pathOf(other))).text();
    expect(lone).toContain("Nothing else was sent with this e-mail address or mobile number.");
  });

  it("marks the four spellings as one person, and filters and searches by any of them", async () => {
    const sorted = [...people].sort();
    for (const typed of SPELLINGS) {
      const filtered = await inboxRows(`mobile=${encodeURIComponent(typed)}`);
      expect(filtered.rows.sort(), `mobile=${typed}`).toEqual(sorted);
      const searched = await inboxRows(`q=${encodeURIComponent(typed)}`);
      expect(searched.rows.sort(), `q=${typed}`).toEqual(sorted);
    }
    // A number's beginning is still a word's beginning: it finds the other number that starts that way.
    const begun = await inboxRows("q=98467");
    expect(begun.rows).toContain(other);
    expect(begun.rows).toContain(people[0]);

    const { html } = await inboxRows(`q=${encodeURIComponent("Devika")}`);
    expect(html).toContain(">Same mobile as 3 others<");
    expect(html).not.toMatch(/>Same mobile as (1 other|2 others)</);
    const page = await server.services.applicationInbox.page(
      parseInboxQuery(new URLSearchParams("q=Devika")),
      INBOX_PAGE_SIZE,
    );
    expect(page.items.map((i) => i.othersWithMobile)).toEqual([3, 3, 3, 3]);
  });
});
