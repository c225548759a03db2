import { beforeAll, describe, expect, it } from "vitest";
import { CAREERS_EN } from "~/content/messages/careers.en";
import { CAREERS_MESSAGES } from "~/content/messages/careers";
import { fill } from "~/content/messages/shell.en";
import { formatLongDate } from "~/domain/dates";
import { jobFilterMessages } from "~/domain/job-filter";
import { step1Messages } from "~/domain/validation/wizard-step1-rules";
import { formatJobDate, localiseMessage } from "~/features/careers/careers-words";
import { publicHtml } from "#tests/support/public-page";
import { JOBS } from "#tests/support/seeded-jobs";
import { serverForFile } from "#tests/support/test-server";

/**
 * The careers pages in every language (app/content/messages/careers.ts): the careers page, a job's page
 * with its wizard and the resume page answer in the language of their address, with its `dir`; English
 * pages say exactly what they said before; a page carries only its own language's words.
 */
const server = serverForFile();

const attribute = (html: string, tag: string, name: string) =>
  new RegExp(`<${tag}[^>]* ${name}="([^"]*)"`).exec(html)?.[1];

/** Text as React writes it into HTML. */
const escaped = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");

let analyst: { code: number; lastDate: string };

beforeAll(async () => {
  const row = await server.db
    .selectFrom("jobs")
    .select(["code", "last_date_of_apply"])
    .where("title", "=", JOBS.analyst)
    .executeTakeFirstOrThrow();
  analyst = { code: Number(row.code), lastDate: String(row.last_date_of_apply).slice(0, 10) };
});

describe(`the careers pages' languages on ${process.env.TEST_ENGINE ?? "sqlite"}`, { timeout: 60_000 }, () => {
  it("answers /ar/careers in Arabic, right to left", async () => {
    const ar = CAREERS_MESSAGES.ar;
    const html = await publicHtml(server, "/ar/careers");
    expect(attribute(html, "html", "lang")).toBe("ar");
    expect(attribute(html, "html", "dir")).toBe("rtl");
    expect(html).toContain(`<title>${ar.meta.careersTitle} | `);
    expect(html).toContain(`>${ar.careers.heading}</h2>`);
    expect(html).toContain(`>${ar.careers.openingsHeading}</h2>`);
    expect(html).toContain(`aria-label="${ar.careers.illustration}"`);
    expect(html).toContain(`placeholder="${ar.filter.searchPlaceholder}"`);
    expect(html).toContain(`>${ar.filter.anyLocation}</option>`);
    expect(html).toContain(`>${ar.filter.levels["3-5"]}</option>`);
    expect(html).toContain(`>${ar.alert.heading}</h3>`);
    expect(html).toContain(`${ar.alert.submit}</button>`);
    expect(html).toContain(ar.openings.applyNow);
    expect(html).toContain(ar.resume.heading);
    expect(html).toContain(ar.lostLink.alreadyApplied);
    // The filter's count, every listed opening shown.
    expect(html).toMatch(new RegExp(fill(ar.filter.all, { total: "\\d+" }).replace(/[().]/g, "\\$&")));
    // None of the English words it replaced.
    for (const english of [CAREERS_EN.careers.heading, CAREERS_EN.careers.openingsHint, CAREERS_EN.filter.search])
      expect(html).not.toContain(english);
  });

  it("answers /ml/careers/job/{code} in Malayalam: the job's facts, the wizard, the date", async () => {
    const ml = CAREERS_MESSAGES.ml;
    const html = await publicHtml(server, `/ml/careers/job/${analyst.code}`);
    expect(attribute(html, "html", "lang")).toBe("ml");
    expect(attribute(html, "html", "dir")).toBe("ltr");
    expect(html).toContain(`<title>${escaped(fill(ml.meta.jobTitleOpen, { title: JOBS.analyst }))} | `);
    expect(html).toContain(`>${ml.crumbs.applyJob}</h1>`);
    expect(html).toContain(`>${ml.job.jobId}</span>`);
    expect(html).toContain(`>${ml.job.lastDate}</span>`);
    // The last date as Malayalam writes it, not as English does.
    const mlDate = formatJobDate(analyst.lastDate, "ml");
    expect(mlDate).not.toBe(formatLongDate(analyst.lastDate));
    expect(html).toContain(mlDate);
    expect(html).toContain(`>${ml.facts.employmentType}</dt>`);
    expect(html).toContain(ml.job.about);
    // The wizard's steps, its first step's labels and its buttons.
    expect(html).toContain(`aria-label="${ml.wizard.progress}"`);
    for (const step of [ml.wizard.steps.personal, ml.wizard.steps.qualifications, ml.wizard.steps.experiences])
      expect(html).toContain(step);
    expect(html).toContain(ml.wizard.steps.resume);
    for (const label of [ml.personal.name, ml.personal.birthDate, ml.personal.address1, ml.personal.referred])
      expect(html).toContain(label);
    expect(html).toContain(`>${ml.wizard.next}</button>`);
    // Job content stays as HR wrote it.
    expect(html).toContain(`<bdi>${escaped(JOBS.analyst)}</bdi></h2>`);
    expect(html).not.toContain(CAREERS_EN.wizard.steps.personal);
  });

  it("answers /hi/careers/resume in Hindi", async () => {
    const hi = CAREERS_MESSAGES.hi;
    const html = await publicHtml(server, "/hi/careers/resume");
    expect(attribute(html, "html", "lang")).toBe("hi");
    expect(attribute(html, "html", "dir")).toBe("ltr");
    expect(html).toContain(`<title>${hi.meta.resumeTitle} | `);
    expect(html).toContain(`>${hi.resume.pageHeading}</h2>`);
    expect(html).toContain(hi.resume.help);
    expect(html).toContain(`>${hi.resume.phone}`);
    expect(html).toContain(hi.resume.submit);
    expect(html).toContain(hi.resume.oneFile);
    expect(html).toContain(hi.lostLink.alreadyApplied);
    // The breadcrumb leads to the Hindi careers page.
    expect(html).toMatch(new RegExp(`href="/hi/careers"[^>]*>${hi.crumbs.careers}</a>`));
    expect(html).not.toContain(CAREERS_EN.resume.pageHeading);
  });

  it("keeps the English pages' words exactly", async () => {
    const careers = await publicHtml(server, "/careers");
    expect(attribute(careers, "html", "dir")).toBe("ltr");
    expect(careers).toContain(">Current Openings</h2>");
    expect(careers).toContain("Open a position to read the details and apply.");
    expect(careers).toContain(">Mail me new openings like these</h3>");
    expect(careers).toContain(
      "We mail you every new opening. You confirm by a link first, and every mail has a link to stop it.",
    );
    expect(careers).toMatch(/Showing all \d+ openings\./);
    expect(careers).toContain(jobFilterMessages.matches(6, 6));
    expect(careers).toContain(">Apply Now");
    expect(careers).toContain(
      "Attach your resume as a PDF, DOC or DOCX file under 1 MB. All fields except Phone are required.",
    );
    expect(careers).toContain('aria-label="Illustration: a team building insurance software together"');

    const job = await publicHtml(server, `/careers/job/${analyst.code}`);
    expect(job).toContain(`<title>Apply: ${escaped(JOBS.analyst)} | `);
    expect(job).toContain(">Last Date of Apply:</span>");
    expect(job).toContain(formatLongDate(analyst.lastDate));
    for (const step of ["Personal Information", "Educational Qualifications", "Work Experiences", "Resume Upload"])
      expect(job).toContain(step);
    expect(job).toContain("Are you referred by Our Employee?");
    expect(job).toContain(">Next</button>");

    const resume = await publicHtml(server, "/careers/resume");
    expect(resume).toContain("<title>Send Us Your Resume | ");
    expect(resume).toContain(">Build insurance software with us</h2>");
    expect(resume).toContain("One file: PDF, DOC or DOCX, under 1 MB.");
  });

  it("sends a page its own language's words only, those the browser shows after its checks among them", async () => {
    const arabic = await publicHtml(server, `/ar/careers/job/${analyst.code}`);
    // A message only the browser's checks show travels with the page, in its language only.
    expect(arabic).toContain(CAREERS_MESSAGES.ar.validation.underAge);
    expect(arabic).not.toContain(CAREERS_MESSAGES.ml.validation.underAge);
    expect(arabic).not.toContain(CAREERS_MESSAGES.hi.validation.underAge);
    expect(localiseMessage(step1Messages.underAge, CAREERS_MESSAGES.ar)).toBe(CAREERS_MESSAGES.ar.validation.underAge);
    const english = await publicHtml(server, `/careers/job/${analyst.code}`);
    expect(english).not.toContain(CAREERS_MESSAGES.ar.validation.underAge);
  });

  it("keeps a careers redirect in the language", async () => {
    const res = await fetch(`${server.baseUrl}/ml/careers/job/999999`, { redirect: "manual" });
    expect(res.status).toBe(302);
    expect(new URL(res.headers.get("location")!, server.baseUrl).pathname).toBe("/ml/careers");
  });
});
