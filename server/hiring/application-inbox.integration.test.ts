import type { SubmissionKind } from "~/domain/submission-kind";
import { beforeAll, describe, expect, it } from "vitest";
import { APPLICATION_STATUS_LABELS } from "~/domain/application-pipeline";
import { formatExperience } from "~/domain/experience";
import {
  compareNewestFirst,
  EMPTY_INBOX_FILTER,
  INBOX_PAGE_SIZE,
  parseInboxQuery,
  type InboxCursor,
  type InboxFilter,
} from "~/domain/staff/application-inbox";
import { staffMessages } from "~/domain/staff/messages";
import { countInboxByStatus, listInbox, type InboxListFilter } from "#server/hiring/application-inbox.repository";
import { insertResume } from "#server/careers/resumes.repository";
import { insertJobApplication, type NewWorkExperience } from "#server/careers/job-applications.repository";
import { insertResumeFile } from "#server/careers/resume-files.repository";
import { INBOX_CSV_HEADER, toListFilter } from "#server/hiring/application-inbox";
import { APPLICATION_ROW_CONSTANTS, jobApplication, pastJob } from "../../tests/support/factories";
import { JOBS } from "../../tests/support/seeded-jobs";
import { asHtml, signedInAs, type StaffBrowser } from "../../tests/support/staff";
import { serverForFile } from "../../tests/support/test-server";

const server = serverForFile();
const TZ = "Asia/Kolkata";
const jobs = new Map<string, number>();
let hr: StaffBrowser;
let marketing: StaffBrowser;
/** Every submission the tests made, as the inbox orders them. */
const made: (InboxCursor & { email: string })[] = [];

type Experience = Pick<
  NewWorkExperience,
  "job_position" | "company_name" | "company_location" | "start_month" | "start_year" | "end_month" | "end_year"
> & { current?: boolean };

async function addApplication(o: {
  at: string;
  job: number;
  name?: string;
  email?: string;
  mobile?: string;
  city?: string;
  status?: string;
  experiences?: Experience[];
}): Promise<number> {
  const email = o.email ?? `applicant${made.length}@example.in`;
  const id = await server.db.transaction().execute(async (trx) => {
    const resume = await insertResumeFile(
      trx,
      {
        fileName: "cv.pdf",
        contentType: "application/pdf",
        size: 5,
        sha256: "0".repeat(64),
        bytes: Buffer.from("%PDF-"),
      },
      "192.0.2.1",
    );
    const audit = { created_at: o.at, client_ip: "192.0.2.1" };
    const id = await insertJobApplication(
      trx,
      {
        job_code: o.job,
        name: o.name ?? `Applicant ${made.length}`,
        gender: "F",
        birth_date: "15-08-1996",
        ...APPLICATION_ROW_CONSTANTS,
        email,
        mobile: o.mobile ?? `9${String(100000000 + made.length)}`,
        address1: "1 Main Road",
        city: o.city ?? "Kochi",
        current_ctc: null,
        expected_ctc: null,
        ip_address: "192.0.2.1",
        browser_info: "test",
        resume_file_id: resume,
        ...audit,
      },
      [],
      (o.experiences ?? []).map((e, i) => ({
        position: i + 1,
        code: `e-${i}`,
        job_position: e.job_position,
        company_name: e.company_name,
        company_location: e.company_location,
        is_currently_working: e.current ? 1 : 0,
        start_month: e.start_month,
        start_month_text: "",
        start_year: e.start_year,
        end_month: e.current ? null : e.end_month,
        end_month_text: "",
        end_year: e.current ? null : e.end_year,
        ...audit,
      })),
    );
    if (o.status) await trx.updateTable("job_applications").set({ status: o.status }).where("id", "=", id).execute();
    return id;
  });
  made.push({ at: o.at, kind: "application", id, email });
  return id;
}

async function addResume(o: {
  at: string;
  job?: number;
  name?: string;
  email?: string;
  mobile?: string;
  status?: string;
}) {
  const email = o.email ?? `sender${made.length}@example.in`;
  const id = await insertResume(server.db, {
    name: o.name ?? `Sender ${made.length}`,
    email,
    mobile: o.mobile ?? `8${String(100000000 + made.length)}`,
    phone: "",
    job_code: o.job ?? 0,
    ip_address: "192.0.2.2",
    browser_info: "test",
    resume_file_id: null,
    created_at: o.at,
    client_ip: "192.0.2.2",
  });
  if (o.status) await server.db.updateTable("candidates").set({ status: o.status }).where("id", "=", id).execute();
  made.push({ at: o.at, kind: "resume", id, email });
  return id;
}

const key = (r: { kind: SubmissionKind; id: number }) => `${r.kind === "application" ? "a" : "r"}${r.id}`;
const filterOf = (f: Partial<InboxFilter>): InboxListFilter => toListFilter({ ...EMPTY_INBOX_FILTER, ...f }, TZ);
/** Every row of a filter, through the one repository function, newest first. */
const all = async (f: Partial<InboxFilter>) => (await listInbox(server.db, filterOf(f), 10_000)).map(key);
const search = (q: string) => all({ q });

const minute = (base: string, n: number) => new Date(Date.parse(base) + n * 60_000).toISOString();
let special: Record<string, number>;

beforeAll(async () => {
  for (const r of await server.db.selectFrom("jobs").select(["code", "title"]).execute()) jobs.set(r.title, r.code);
  hr = (await signedInAs(server, "hr")).browser;
  marketing = (await signedInAs(server, "marketing")).browser;
  const analyst = jobs.get(JOBS.analyst)!;
  const qa = jobs.get(JOBS.qa)!;
  const statuses = ["new", "screening", "shortlisted", "rejected"];
  // 120 rows in January 2025, two of each kind a minute, so kinds and moments tie.
  for (let i = 0; i < 60; i++) {
    const at = minute("2025-01-01T00:00:00.000Z", Math.floor(i / 2));
    await addApplication({ at, job: i % 3 === 0 ? qa : analyst, status: statuses[i % 4] });
    await addResume({ at, job: i % 5 === 0 ? analyst : 0, status: statuses[(i + 1) % 4] });
  }
  special = {
    meenakshi: await addApplication({
      at: "2025-02-10T09:00:00.000Z",
      job: analyst,
      name: "Meenakshi Iyer",
      email: "Meenakshi.Iyer@Example.in",
      mobile: "9000000001",
      city: "Thrissur",
      experiences: [
        {
          job_position: "Actuarial Analyst",
          company_name: "Lotus Assurance",
          company_location: "Pune",
          start_month: 1,
          start_year: 2020,
          end_month: 6,
          end_year: 2022,
        },
        {
          job_position: "Claims Associate",
          company_name: "Coastline Brokers",
          company_location: "Chennai",
          start_month: 8,
          start_year: 2022,
          end_month: null,
          end_year: null,
          current: true,
        },
      ],
    }),
    // The same person again by the resume form, the address in another letter case.
    meenakshiAgain: await addResume({
      at: "2025-02-11T09:00:00.000Z",
      name: "Meenakshi I.",
      email: "meenakshi.iyer@example.in",
      mobile: "9000000099",
    }),
    // Another person sharing only a mobile number with the first.
    sameMobile: await addResume({
      at: "2025-02-12T09:00:00.000Z",
      job: qa,
      name: "Ravi Shankar",
      mobile: "9000000001",
    }),
    markup: await addApplication({
      at: "2025-02-13T09:00:00.000Z",
      job: qa,
      name: `<img src=x onerror=alert(1)> Tara`,
      city: `<script>alert("city")</script>`,
    }),
    // Either side of midnight in Kolkata on 1-2 March 2025.
    lateFirst: await addApplication({ at: "2025-03-01T18:29:59.999Z", job: analyst, name: "Late First" }),
    earlySecond: await addResume({ at: "2025-03-01T18:30:00.000Z", name: "Early Second" }),
  };
  made.sort(compareNewestFirst);
}, 240_000);

describe(`the applications inbox on ${process.env.TEST_ENGINE ?? "sqlite"}`, { timeout: 120_000 }, () => {
  it("lists both kinds newest first (a wizard application before a resume of the same moment), 50 a page, by keyset without gaps or repeats while new rows arrive", async () => {
    expect(await all({})).toEqual(made.map(key));

    const walked: string[] = [];
    let query = parseInboxQuery(new URLSearchParams());
    const sizes: number[] = [];
    for (let guard = 0; guard < 10; guard++) {
      const page = await server.services.applicationInbox.page(query, INBOX_PAGE_SIZE);
      walked.push(...page.items.map(key));
      sizes.push(page.items.length);
      // Someone applies between two page views: older pages do not move.
      await addResume({ at: new Date().toISOString(), name: `Arrived during page ${guard}` });
      if (!page.older) break;
      query = { ...query, before: page.older };
    }
    const before = made.filter((m) => m.at < "2026");
    const expected = before.map(key);
    expect(walked).toEqual(expected);
    expect(sizes).toEqual([50, 50, 26]);
    made.sort(compareNewestFirst);

    // Going back with "Newer" gives exactly the previous page, which now has newer rows beyond it.
    const second = await server.services.applicationInbox.page(
      parseInboxQuery(new URLSearchParams(`before=${encodeCursor(before[49]!)}`)),
      INBOX_PAGE_SIZE,
    );
    expect(second.items.map(key)).toEqual(expected.slice(50, 100));
    const back = await server.services.applicationInbox.page(
      { ...parseInboxQuery(new URLSearchParams()), after: second.newer },
      INBOX_PAGE_SIZE,
    );
    expect(back.items.map(key)).toEqual(expected.slice(0, 50));
    expect(back.newer).not.toBeNull();
    const { at, kind, id } = before[49]!;
    expect(back.older).toEqual({ at, kind, id });
    const newest = await all({});
    expect(newest.slice(0, 3)).toEqual(made.slice(0, 3).map(key));
    expect(newest.slice(3, 53)).toEqual(expected.slice(0, 50));
  });

  it("filters by job, status, kind, date range in the company's time zone, e-mail and mobile", async () => {
    const analyst = jobs.get(JOBS.analyst)!;
    const byJob = await all({ job: analyst });
    expect(byJob.length).toBeGreaterThan(0);
    const jobOf = async (k: string) =>
      (
        await server.db
          .selectFrom(k.startsWith("a") ? "job_applications" : "candidates")
          .select("job_code")
          .where("id", "=", Number(k.slice(1)))
          .executeTakeFirstOrThrow()
      ).job_code;
    for (const k of byJob) expect(await jobOf(k)).toBe(analyst);
    const analystResume = await server.db
      .selectFrom("candidates")
      .select("id")
      .where("job_code", "=", analyst)
      .executeTakeFirstOrThrow();
    expect(byJob).toContain(`r${analystResume.id}`);

    const general = await all({ job: 0 });
    expect(general.every((k) => k.startsWith("r"))).toBe(true);
    expect(general).toContain(`r${special.meenakshiAgain}`);
    expect(general).not.toContain(`r${special.sameMobile}`);

    const shortlisted = await all({ status: "shortlisted" });
    const expectShortlisted = [
      ...(
        await server.db.selectFrom("job_applications").select("id").where("status", "=", "shortlisted").execute()
      ).map((r) => `a${r.id}`),
      ...(await server.db.selectFrom("candidates").select("id").where("status", "=", "shortlisted").execute()).map(
        (r) => `r${r.id}`,
      ),
    ];
    expect([...shortlisted].sort()).toEqual(expectShortlisted.sort());
    expect(shortlisted).toEqual(made.map(key).filter((k) => shortlisted.includes(k)));

    const screening = await all({ status: "screening" });
    const jobAndStatus = await all({ job: analyst, status: "screening" });
    expect(jobAndStatus.length).toBeGreaterThan(0);
    expect(jobAndStatus).toEqual(byJob.filter((k) => screening.includes(k)));

    const resumes = await all({ kind: "resume" });
    expect(resumes).toEqual(made.filter((m) => m.kind === "resume").map(key));
    const applications = await all({ kind: "application" });
    expect(applications).toEqual(made.filter((m) => m.kind === "application").map(key));

    expect(await all({ from: "2025-03-02", to: "2025-03-02" })).toEqual([`r${special.earlySecond}`]);
    expect(await all({ from: "2025-03-01", to: "2025-03-01" })).toEqual([`a${special.lateFirst}`]);
    expect((await all({ to: "2025-01-01" })).length).toBe(120);
    expect(await all({ from: "2025-03-03", to: "2025-03-01" })).toEqual([]);

    expect(await all({ email: "MEENAKSHI.IYER@example.IN" })).toEqual([
      `r${special.meenakshiAgain}`,
      `a${special.meenakshi}`,
    ]);
    expect(await all({ mobile: "9000000001" })).toEqual([`r${special.sameMobile}`, `a${special.meenakshi}`]);
  });

  it("searches name, e-mail, mobile, city, job title and experiences as word beginnings, every word", async () => {
    const m = `a${special.meenakshi}`;
    expect(await search("meenak")).toEqual([`r${special.meenakshiAgain}`, m]);
    expect(await search("Meenakshi Iyer")).toEqual([`r${special.meenakshiAgain}`, m]);
    expect(await search("meenakshi thrissur")).toEqual([m]);
    expect(await search("meenakshi.iyer@example.in")).toEqual([`r${special.meenakshiAgain}`, m]);
    expect(await search("90000000")).toEqual([`r${special.sameMobile}`, `r${special.meenakshiAgain}`, m]);
    expect(await search("9000000001")).toEqual([`r${special.sameMobile}`, m]);
    expect(await search("thrissur")).toEqual([m]);
    expect(await search("lotus")).toEqual([m]);
    expect(await search("actuarial pune")).toEqual([m]);
    expect(await search("coastline chennai claims")).toEqual([m]);
    expect(await search("thrissur ravi")).toEqual([]);
    expect(await search("iyer")).toEqual([`r${special.meenakshiAgain}`, m]);
    expect(await search("eyer")).toEqual([]);
    // The job's title, and "General" for a resume for no particular job.
    const qa = await search("QA Engineer");
    expect(qa).toContain(`r${special.sameMobile}`);
    expect(qa).toContain(`a${special.markup}`);
    expect(qa).not.toContain(m);
    expect(await search("general early")).toEqual([`r${special.earlySecond}`]);
    // Search with another filter, and markup typed as a search is only words.
    expect(await all({ q: "meenakshi", kind: "application" })).toEqual([m]);
    expect(await search(`<img src=x onerror=alert(1)>`)).toEqual([`a${special.markup}`]);
    expect(await search(`zzz" OR "1"="1' --`)).toEqual([]);
    expect(await search(`***`)).toEqual(await all({}));
  });

  it("keeps the search right when rows change: an edit, an erased row, an experience removed, a job renamed", async () => {
    const id = await addApplication({
      at: "2025-02-20T09:00:00.000Z",
      job: jobs.get(JOBS.trainee)!,
      name: "Nandita Kurup",
      city: "Kannur",
      experiences: [
        {
          job_position: "Underwriter",
          company_name: "Zircon Mutual",
          company_location: "Mysuru",
          start_month: 1,
          start_year: 2021,
          end_month: 1,
          end_year: 2022,
        },
      ],
    });
    made.sort(compareNewestFirst);
    expect(await search("nandita zircon")).toEqual([`a${id}`]);
    await server.db.updateTable("job_applications").set({ name: "Nandita Menon" }).where("id", "=", id).execute();
    expect(await search("kurup")).toEqual([]);
    expect(await search("nandita menon")).toEqual([`a${id}`]);
    // A pipeline move changes nothing searched.
    await server.db.updateTable("job_applications").set({ status: "interview" }).where("id", "=", id).execute();
    expect(await search("nandita menon kannur")).toEqual([`a${id}`]);

    await server.db.deleteFrom("job_application_work_experiences").where("application_id", "=", id).execute();
    expect(await search("zircon")).toEqual([]);
    expect(await search("nandita")).toEqual([`a${id}`]);

    const trainee = jobs.get(JOBS.trainee)!;
    await server.db
      .updateTable("jobs")
      .set({ title: "Apprentice Quokka Engineer" })
      .where("code", "=", trainee)
      .execute();
    expect(await search("quokka")).toEqual([`a${id}`]);
    await server.db.updateTable("jobs").set({ title: JOBS.trainee }).where("code", "=", trainee).execute();
    expect(await search("quokka")).toEqual([]);

    // Erasing the personal data (blanking it, as the privacy tools do) takes it out of the search.
    await server.db
      .updateTable("job_applications")
      .set({ name: "", email: "", mobile: "", city: "" })
      .where("id", "=", id)
      .execute();
    expect(await search("nandita")).toEqual([]);
    expect(await search("kannur")).toEqual([]);
    await server.db.deleteFrom("job_applications").where("id", "=", id).execute();
    made.splice(
      made.findIndex((r) => r.kind === "application" && r.id === id),
      1,
    );
    expect(await search("trainee")).not.toContain(`a${id}`);
  });

  it("finds an application sent through the API by its experience, with its total computed as the wizard does", async () => {
    const trainee = jobs.get(JOBS.trainee)!;
    const experience = pastJob({ CompanyName: "Quillon Reinsurance" });
    const res = await server
      .client()
      .post(
        "/api/Career/PostJobApplication",
        jobApplication(trainee, { personal: { Name: "Devika Pillai" }, experiences: [experience] }),
      );
    expect(res.status).toBe(200);
    const page = await server.services.applicationInbox.page(
      parseInboxQuery(new URLSearchParams("q=quillon devika")),
      INBOX_PAGE_SIZE,
    );
    expect(page.items).toHaveLength(1);
    made.push({ at: page.items[0]!.createdAt, kind: "application", id: page.items[0]!.id, email: "" });
    made.sort(compareNewestFirst);
    expect(page.items[0]).toMatchObject({
      name: "Devika Pillai",
      jobTitle: JOBS.trainee,
      status: "new",
      city: "Kochi",
    });
    // June seven years ago to May four years ago: 36 months.
    expect(page.items[0]!.experienceMonths).toBe(36);
  });

  it("counts each status over the filter whatever status is asked for, and marks the same e-mail or mobile", async () => {
    const analyst = jobs.get(JOBS.analyst)!;
    const q = parseInboxQuery(new URLSearchParams(`job=${analyst}&status=rejected`));
    const page = await server.services.applicationInbox.page(q, INBOX_PAGE_SIZE);
    const rowsOfJob = await all({ job: analyst });
    for (const status of ["new", "screening", "shortlisted", "rejected"]) {
      const n = (await all({ job: analyst, status: status as InboxFilter["status"] })).length;
      expect(page.counts[status] ?? 0, status).toBe(n);
    }
    expect(Object.values(page.counts).reduce((a, b) => a + b, 0)).toBe(rowsOfJob.length);
    expect(page.items.every((i) => i.status === "rejected")).toBe(true);

    // The totals the triggers keep agree with counting, through moves, changes of job and deletions.
    const expectTotalsRight = async () => {
      for (const jobCode of [undefined, analyst, 0]) {
        const live: Record<string, number> = {};
        for (const table of ["job_applications", "candidates"] as const) {
          let q = server.db
            .selectFrom(table)
            .select(["status", (eb) => eb.fn.countAll<number>().as("n")])
            .groupBy("status");
          if (jobCode !== undefined) q = q.where("job_code", "=", jobCode);
          for (const r of await q.execute()) live[r.status] = (live[r.status] ?? 0) + Number(r.n);
        }
        expect(await countInboxByStatus(server.db, { jobCode }), `job ${jobCode}`).toEqual(live);
      }
    };
    await expectTotalsRight();
    const moved = await addResume({ at: "2025-02-15T09:00:00.000Z", job: analyst, name: "Moved Around" });
    await server.db.updateTable("candidates").set({ status: "offer" }).where("id", "=", moved).execute();
    await server.db.updateTable("candidates").set({ job_code: 0, status: "hired" }).where("id", "=", moved).execute();
    await expectTotalsRight();
    await server.db.deleteFrom("candidates").where("id", "=", moved).execute();
    made.splice(
      made.findIndex((r) => r.kind === "resume" && r.id === moved),
      1,
    );
    await expectTotalsRight();

    const dup = await server.services.applicationInbox.page(
      parseInboxQuery(new URLSearchParams("q=meenakshi")),
      INBOX_PAGE_SIZE,
    );
    const first = dup.items.find((i) => i.kind === "application")!;
    const again = dup.items.find((i) => i.kind === "resume")!;
    expect(first).toMatchObject({ othersWithEmail: 1, othersWithMobile: 1 });
    expect(again).toMatchObject({ othersWithEmail: 1, othersWithMobile: 0 });
    // 2020-01 to 2022-06 is 30 months; August 2022 to February 2025 (the day it was sent) is 31.
    expect(first.experienceMonths).toBe(61);
    expect(again.experienceMonths).toBeNull();
  });

  it("shows HR the page: rows with links, labels and markers, filters kept in every link, typed markup as text", async () => {
    const res = await hr.get(`/staff/applications?q=meenakshi`);
    expect(res.status).toBe(200);
    const html = body(await res.text());
    expect(html).toMatch(/<h1[^>]*>Applications<\/h1>/);
    expect(entries(html)).toEqual([`r${special.meenakshiAgain}`, `a${special.meenakshi}`]);
    expect(html).toContain(`href="/staff/applications/${special.meenakshi}"`);
    expect(html).toContain(`href="/staff/resumes/${special.meenakshiAgain}"`);
    expect(html).toContain(formatExperience(61));
    expect(html).toContain("Thrissur");
    expect(html).toContain(`href="/staff/applications?email=Meenakshi.Iyer%40Example.in"`);
    expect(html).toContain(`href="/staff/applications?mobile=9000000001"`);
    expect(html).toContain("Same e-mail as 1 other");
    expect(html).toContain(`>${APPLICATION_STATUS_LABELS.new}<`);
    expect(html).toMatch(/<input[^>]*name="q"[^>]*value="meenakshi"/);
    // The status links keep the search.
    expect(html).toContain(`href="/staff/applications?q=meenakshi&amp;status=screening"`);
    expect(html).toMatch(/<a [^>]*aria-current="page"[^>]*>All \(2\)<\/a>/);

    const form = /<form[^>]*method="get"[^>]*>/.exec(html)?.[0];
    expect(form).toContain('action="/staff/applications"');

    const markup = body(await (await hr.get(`/staff/applications?q=tara`)).text());
    expect(markup).toContain(asHtml(`<img src=x onerror=alert(1)> Tara`));
    expect(markup).toContain(asHtml(`<script>alert("city")</script>`));
    expect(markup).not.toContain("<img src=x");
    expect(markup).not.toContain(`<script>alert("city")`);

    const general = body(await (await hr.get(`/staff/applications?job=0&q=early`)).text());
    expect(entries(general)).toEqual([`r${special.earlySecond}`]);
    expect(general).toMatch(/<td[^>]*>General<\/td>/);

    const paged = body(await (await hr.get(`/staff/applications?kind=application`)).text());
    const older = /<a[^>]*href="([^"]+)"[^>]*>Older<\/a>/.exec(paged)?.[1]?.replace(/&amp;/g, "&");
    expect(older).toMatch(/^\/staff\/applications\?kind=application&before=[^&]+%7Ea\d+$/);
    const next = body(await (await hr.get(older!)).text());
    expect(entries(next)[0]).toBe(made.filter((m) => m.kind === "application").map(key)[50]);

    const bad = body(await (await hr.get(`/staff/applications?from=2025-03-05&to=2025-03-01`)).text());
    expect(bad).toContain("Nothing sent matches.");
    expect(bad).toContain(asHtml("The “From” date is after the “To” date"));
  });

  it("refuses marketing and shows the menu entry only to roles that may open it", async () => {
    const refused = await marketing.get("/staff/applications");
    expect(refused.status).toBe(403);
    const text = await refused.text();
    expect(text).toContain(staffMessages.forbidden);
    expect(text).not.toContain("Meenakshi");
    const home = await (await marketing.get("/staff")).text();
    expect(home).not.toContain('href="/staff/applications"');
    expect(await (await hr.get("/staff")).text()).toContain('href="/staff/applications"');
  });

  it("exports the current filter as CSV: UTF-8 with a BOM, every row in the inbox's order, formulas made text, each export audited", async () => {
    const qa = jobs.get(JOBS.qa)!;
    const formula = await addApplication({
      at: "2025-02-14T09:00:00.000Z",
      job: qa,
      name: `=HYPERLINK("http://evil.example","Click") Zed`,
      email: "@zed@example.in",
      mobile: "-9000001",
      city: "+91 Kochi",
    });
    made.sort(compareNewestFirst);
    // What the spreadsheet shows besides the inbox: answers, the highest qualification, the last move.
    await server.db
      .updateTable("job_applications")
      .set({
        current_ctc: 6.5,
        expected_ctc: 9,
        is_referral: 1,
        referrer_name: "Joseph Mathew",
        referrer_email: "joseph@example.in",
      })
      .where("id", "=", formula)
      .execute();
    const qualification = {
      application_id: formula,
      code: "q",
      stream_code: "",
      board_code: "",
      board_text: "",
      university_code: "",
      university_text: "",
      college_text: "College",
      state: "",
      state_text: "",
      district: "",
      district_text: "",
      percentage: 80,
      is_mandatory: 0 as const,
      is_fully_filled: 1 as const,
      created_at: "2025-02-14T09:00:00.000Z",
      client_ip: null,
    };
    await server.db
      .insertInto("job_application_qualifications")
      .values([
        {
          ...qualification,
          position: 0,
          course_code: "HSE",
          course_text: "Higher Secondary",
          stream_text: "",
          finish_year: 2012,
        },
        {
          ...qualification,
          position: 1,
          course_code: "BTECH",
          course_text: "B.Tech",
          stream_text: "Civil",
          finish_year: 2016,
        },
      ])
      .execute();
    const change = {
      kind: "application" as const,
      application_id: formula,
      actor_user_id: null,
      actor_label: "HR",
      note: "",
    };
    await server.db
      .insertInto("application_status_changes")
      .values([
        { ...change, at: "2025-02-15T10:00:00.000Z", from_status: "new", to_status: "screening" },
        { ...change, at: "2025-02-16T18:40:00.000Z", from_status: "screening", to_status: "rejected" },
      ])
      .execute();

    const page = body(await (await hr.get("/staff/applications?q=meenakshi&kind=application")).text());
    expect(page).toContain(`href="/staff/applications/export.csv?q=meenakshi&amp;kind=application"`);

    const res = await hr.get(`/staff/applications/export.csv?q=zed`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="applications-\d{4}-\d{2}-\d{2}-search-zed\.csv"$/,
    );
    expect(res.headers.get("cache-control")).toBe("no-store");
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...records] = csvRecords(bytes.subarray(3).toString("utf8"));
    expect(header).toEqual([...INBOX_CSV_HEADER]);
    expect(records).toHaveLength(1);
    const row = Object.fromEntries(INBOX_CSV_HEADER.map((h, i) => [h, records[0]![i]]));
    // The issue 27 columns: times on the company's clock as a spreadsheet reads them, the reference as
    // applicants quote it, the answers and the last move.
    expect(row).toEqual({
      Sent: "2025-02-14 14:30",
      Form: "Wizard application",
      Reference: `A-${String(formula).padStart(6, "0")}`,
      Name: `'=HYPERLINK("http://evil.example","Click") Zed`,
      "E-mail": "'@zed@example.in",
      Mobile: "'-9000001",
      City: "'+91 Kochi",
      "Job code": String(qa),
      Job: JOBS.qa,
      Status: "New",
      "Last status change": "Screening → Rejected",
      "Status changed": "2025-02-17 00:10",
      "Experience (months)": "0",
      Experience: "0 year(s) and 0 month(s)",
      "Highest qualification": "B.Tech (Civil), 2016",
      "Current CTC (₹ Lakhs)": "6.5",
      "Expected CTC (₹ Lakhs)": "9",
      Referral: "Yes: Joseph Mathew <joseph@example.in>",
      Source: "Not recorded",
      "Landing page": "",
      // Its job asked no screening questions (docs/decisions/0174).
      Screening: "",
      "Screening answers": "",
      "Page in the console": `${server.config.siteUrl}/staff/applications/${formula}`,
    });

    // A filter of many rows: all of them, in the inbox's order, however they are paged.
    const analyst = jobs.get(JOBS.analyst)!;
    const filtered = await hr.get(`/staff/applications/export.csv?job=${analyst}`);
    const lines = csvRecords(
      Buffer.from(await filtered.arrayBuffer())
        .subarray(3)
        .toString("utf8"),
    ).slice(1);
    const expected = await all({ job: analyst });
    expect(lines.map((l) => `${l[1] === "Wizard application" ? "a" : "r"}${Number(l[2]!.slice(2))}`)).toEqual(expected);
    expect(filtered.headers.get("content-disposition")).toMatch(
      /filename="applications-\d{4}-\d{2}-\d{2}-insurance-business-analyst\.csv"$/,
    );
    const everything: string[] = [];
    for await (const page of server.services.applicationInbox.everyPage(EMPTY_INBOX_FILTER, 7))
      everything.push(...page.map(key));
    expect(everything).toEqual(await all({}));

    const audited = await server.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "applications.exported")
      .orderBy("id")
      .execute();
    expect(audited.map((a) => JSON.parse(a.detail!).filter)).toEqual(["q=zed", `job=${analyst}`]);
    expect(audited[0]!.actor_label).toMatch(/^hr-/);

    expect((await marketing.get("/staff/applications/export.csv")).status).toBe(403);
    expect(
      await server.db.selectFrom("audit_log").select("id").where("action", "=", "applications.exported").execute(),
    ).toHaveLength(2);
  });
});

describe(`the applications export's formula rule on ${process.env.TEST_ENGINE ?? "sqlite"}`, () => {
  it("prefixes a cell that starts with a tab or a carriage return too, and keeps the rest as typed", async () => {
    const email = "tab.cr@example.in";
    const id = await addApplication({
      at: "2025-02-16T09:00:00.000Z",
      job: jobs.get(JOBS.qa)!,
      name: "\t=1+2 Tab",
      email,
      city: "\r=cmd|' /C calc'!A0",
    });
    made.sort(compareNewestFirst);
    const res = await hr.get(`/staff/applications/export.csv?email=${encodeURIComponent(email)}`);
    expect(res.status).toBe(200);
    const [, ...records] = csvRecords(
      Buffer.from(await res.arrayBuffer())
        .subarray(3)
        .toString("utf8"),
    );
    expect(records).toHaveLength(1);
    const row = Object.fromEntries(INBOX_CSV_HEADER.map((h, i) => [h, records[0]![i]]));
    expect(row).toMatchObject({
      Reference: `A-${String(id).padStart(6, "0")}`,
      Name: "'\t=1+2 Tab",
      "E-mail": email,
      City: "'\r=cmd|' /C calc'!A0",
    });
  });

  it("writes a mobile number with its + as typed, and still neutralises a + that starts anything else", async () => {
    const cases: [string, string][] = [
      ["+91 98470 12345", "+91 98470 12345"],
      ["+971 50 123 4567", "+971 50 123 4567"],
      ["+919847012399", "+919847012399"],
      ["+1+cmd|' /C calc'!A0", "'+1+cmd|' /C calc'!A0"],
      ["+SUM(A1)", "'+SUM(A1)"],
    ];
    for (const [i, [mobile, written]] of cases.entries()) {
      const email = `plus.${i}@example.in`;
      await addApplication({ at: `2025-02-16T1${i}:00:00.000Z`, job: jobs.get(JOBS.qa)!, email, mobile });
      made.sort(compareNewestFirst);
      const res = await hr.get(`/staff/applications/export.csv?email=${encodeURIComponent(email)}`);
      const [, ...records] = csvRecords(
        Buffer.from(await res.arrayBuffer())
          .subarray(3)
          .toString("utf8"),
      );
      const row = Object.fromEntries(INBOX_CSV_HEADER.map((h, j) => [h, records[0]![j]]));
      expect(row.Mobile, mobile).toBe(written);
    }
  });
});

/** The records of a CSV text (RFC 4180: quoted cells may hold commas and doubled quotes; CRLF ends a record). */
function csvRecords(text: string): string[][] {
  expect(text.endsWith("\r\n")).toBe(true);
  return text
    .slice(0, -2)
    .split("\r\n")
    .map((line) =>
      [...line.matchAll(/(?:^|,)(?:"((?:[^"]|"")*)"|([^,]*))/g)].map((m) =>
        m[1] !== undefined ? m[1].replaceAll('""', '"') : m[2]!,
      ),
    );
}

function encodeCursor(c: InboxCursor) {
  return encodeURIComponent(`${c.at}~${c.kind === "application" ? "a" : "r"}${c.id}`);
}
/** The page's markup without the hydration data (which repeats the rows as JSON). */
function body(html: string) {
  return html.slice(0, html.indexOf("window.__reactRouterContext"));
}
function entries(html: string) {
  return [...html.matchAll(/data-entry="([ar]\d+)"/g)].map((m) => m[1]!);
}
