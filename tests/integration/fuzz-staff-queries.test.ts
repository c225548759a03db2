import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { EMPTY_JOB_FORM } from "~/domain/job-form";
import { insertContactMessage } from "#server/contact/contact-messages.repository";
import { findSubscriptionByEmailKey, insertSubscriptionOnce } from "#server/newsletter/subscriptions.repository";
import { jobApplication, resumeRequest } from "../support/factories";
import { JOBS } from "../support/seeded-jobs";
import { createStaffUser, signedInAs, type StaffBrowser } from "../support/staff";
import { serverForFile } from "../support/test-server";
import { staffRouteFiles } from "#tests/support/staff-route-files";

/**
 * Every page and download of the console, read by an admin (who may open them all) with random query
 * parameters: the ones the pages read, with values no form would send (NUL, invalid UTF-8, numbers past
 * any column's range, impossible dates and cursors), and made-up ones; now and then with made-up ids in
 * the path too. Each answer is below 500, and its body arrives whole: an export that failed half-way
 * would make reading it fail.
 */
const server = serverForFile();

/** The records the pages open; the fuzzing also puts made-up ids in their place. */
type Fixture = Record<
  | "applicationId"
  | "resumeId"
  | "messageId"
  | "subscriberId"
  | "userId"
  | "jobCode"
  | "newsCode"
  | "interviewId"
  | "issueId"
  | "requestId"
  | "templateId"
  | "contentId"
  | "redirectId",
  number | string
>;

/** One address per staff route file (the layout excepted); a new file without one fails the first test. */
const PAGES: Record<string, (f: Fixture) => string> = {
  "staff._index.tsx": () => "/staff",
  "staff.account.tsx": () => "/staff/account",
  "staff.applications._index.tsx": () => "/staff/applications",
  "staff.applications_.$id.tsx": (f) => `/staff/applications/${f.applicationId}`,
  "staff.applications_.$id_.resume.$mode.ts": (f) => `/staff/applications/${f.applicationId}/resume/view`,
  "staff.applications_.export[.]csv.ts": () => "/staff/applications/export.csv",
  "staff.audit.tsx": () => "/staff/audit",
  "staff.jobs.$code.tsx": (f) => `/staff/jobs/${f.jobCode}`,
  "staff.jobs.$code.board.tsx": (f) => `/staff/jobs/${f.jobCode}/board`,
  "staff.jobs.$code_.questions.tsx": (f) => `/staff/jobs/${f.jobCode}/questions`,
  "staff.jobs._index.tsx": () => "/staff/jobs",
  "staff.jobs.new.tsx": () => "/staff/jobs/new",
  "staff.messages.$messageId.tsx": (f) => `/staff/messages/${f.messageId}`,
  "staff.messages._index.tsx": () => "/staff/messages",
  "staff.news.$id.tsx": (f) => `/staff/news/${f.newsCode}`,
  "staff.news._index.tsx": () => "/staff/news",
  "staff.news.new.tsx": () => "/staff/news/new",
  "staff.content._index.tsx": () => "/staff/content",
  "staff.content.new.tsx": () => "/staff/content/new?type=team-member",
  "staff.content.$id.tsx": (f) => `/staff/content/${f.contentId}`,
  "staff.content.preview.tsx": () => "/staff/content/preview",
  "staff.content.pictures.tsx": () => "/staff/content/pictures",
  "staff.content.translations.tsx": () => "/staff/content/translations",
  "staff.content.redirects._index.tsx": () => "/staff/content/redirects",
  "staff.content.redirects.new.tsx": () => "/staff/content/redirects/new",
  "staff.content.redirects.$id.tsx": (f) => `/staff/content/redirects/${f.redirectId}`,
  "staff.outbox.tsx": () => "/staff/outbox",
  "staff.people.export.ts": () => "/staff/people/export",
  "staff.people.tsx": () => "/staff/people",
  "staff.resumes_.$id.tsx": (f) => `/staff/resumes/${f.resumeId}`,
  "staff.resumes_.$id_.resume.$mode.ts": (f) => `/staff/resumes/${f.resumeId}/resume/download`,
  "staff.subscribers.$subscriberId.tsx": (f) => `/staff/subscribers/${f.subscriberId}`,
  "staff.subscribers._index.tsx": () => "/staff/subscribers",
  "staff.subscribers.export.ts": () => "/staff/subscribers/export",
  "staff.users.$userId.tsx": (f) => `/staff/users/${f.userId}`,
  "staff.users._index.tsx": () => "/staff/users",
  "staff.demos._index.tsx": () => "/staff/demos",
  "staff.demos.export.ts": () => "/staff/demos/export",
  "staff.demos.lead.tsx": () => "/staff/demos/lead",
  "staff.demos.settings.tsx": () => "/staff/demos/settings",
  "staff.insights._index.tsx": () => "/staff/insights",
  "staff.insights.export.$table.ts": () => "/staff/insights/export/pages",
  "staff.insights.hiring.tsx": () => "/staff/insights/hiring",
  "staff.insights.hiring_.export.$table.ts": () => "/staff/insights/hiring/export/applications-by-job",
  "staff.interviews._index.tsx": () => "/staff/interviews",
  "staff.interviews.$id.tsx": (f) => `/staff/interviews/${f.interviewId}`,
  "staff.interviews.$id_.resume.ts": (f) => `/staff/interviews/${f.interviewId}/resume`,
  "staff.newsletter._index.tsx": () => "/staff/newsletter",
  "staff.newsletter.$id.tsx": (f) => `/staff/newsletter/${f.issueId}`,
  "staff.newsletter.$id_.mail.ts": (f) => `/staff/newsletter/${f.issueId}/mail`,
  "staff.privacy-requests._index.tsx": () => "/staff/privacy-requests",
  "staff.privacy-requests.$requestId.tsx": (f) => `/staff/privacy-requests/${f.requestId}`,
  "staff.templates._index.tsx": () => "/staff/templates",
  "staff.templates.new.tsx": () => "/staff/templates/new",
  "staff.templates.$id.tsx": (f) => `/staff/templates/${f.templateId}`,
  "staff_.login.tsx": () => "/staff/login",
  "staff_.login_.code.tsx": () => "/staff/login/code",
  "staff_.logout.tsx": () => "/staff/logout",
  "staff_.news.$id.preview.tsx": (f) => `/staff/news/${f.newsCode}/preview`,
  "staff_.set-password.$token.tsx": () => `/staff/set-password/${"x".repeat(43)}`,
};

/** Every parameter a console page reads from its address. */
const KNOWN_NAMES = [
  ...["q", "email", "mobile", "job", "status", "kind", "from", "to", "before", "after"],
  ...["person", "action", "done", "created", "copiedFrom", "redirectTo", "reason"],
  ...["pool", "all", "mine", "waiting", "products", "revision", "sample", "reference", "source"],
];

const name = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...KNOWN_NAMES) }, fc.string({ maxLength: 8 }));

const instant = fc
  .date({ min: new Date("0001-01-01T00:00:00Z"), max: new Date("9999-12-31T23:59:59Z"), noInvalidDate: true })
  .map((d) => d.toISOString());
const value = fc.oneof(
  fc.string({ maxLength: 40, unit: "binary" }),
  fc.string({ maxLength: 300 }),
  fc.constantFrom(
    ...["\u0000", "a\u0000b", "anita\u0000@example.com", "98470\u000012345", " ", "%", "'", "\\", "😀", "\ufffd"],
    ...["0", "-1", "1e3", "2147483647", "2147483648", "9999999999", "99999999999999999999"],
    ...["2026-02-30", "0000-01-01", "9999-12-31"],
    ...["0000-01-01T00:00:00Z~a1", "2026-01-01T00:00:00Z~r9999999999999999", "1970-01-01T00:00:00.000Z~1"],
    ...["new", "application", "resume", "sent", "failed", "staff.sign-in", "//evil.example", "/staff/audit"],
  ),
  fc.integer().map(String),
  fc.tuple(instant, fc.constantFrom("~a", "~r", "~"), fc.bigInt({ min: 0n, max: 10n ** 17n })).map((p) => p.join("")),
);
/** Bytes a URL may carry that no URLSearchParams writes: invalid UTF-8, a lone surrogate's encoding, a bare %. */
const rawPiece = fc.constantFrom("q=%ff", "email=%ed%a0%80", "mobile=%00", "q=%", "job=%c0%80", "q=%f0%9f");
/** An id in a page's path that names no record, or is no id at all. */
const madeUpId = fc.oneof(
  fc.constantFrom("0", "-1", "01", "2147483647", "2147483648", "9999999999", "99999999999999999999", "1e3", "%00"),
  fc.nat().map(String),
);

let fixture: Fixture;
let admin: StaffBrowser;

beforeAll(async () => {
  const job = await server.db
    .selectFrom("jobs")
    .select("code")
    .where("title", "=", JOBS.trainee)
    .executeTakeFirstOrThrow();
  const client = server.client();
  expect((await client.post("/api/Career/PostJobApplication", jobApplication(Number(job.code)))).status).toBe(200);
  expect((await client.post("/api/Career/PostCandidate", resumeRequest())).status).toBe(200);
  const newest = async (table: "job_applications" | "candidates") =>
    (await server.db.selectFrom(table).select("id").orderBy("id", "desc").executeTakeFirstOrThrow()).id;
  const email = "fuzz.subscriber@example.in";
  await insertSubscriptionOnce(server.db, {
    ...{ email, email_key: email, ip_address: "", browser_info: "" },
    ...{ created_at: new Date().toISOString(), client_ip: null },
  });
  const hr = (await createStaffUser(server, { role: "hr" })).user;
  const created = await server.services.jobs.create(
    { ...EMPTY_JOB_FORM, title: "Fuzz job", description: "Never published." },
    hr,
    { ip: null, userAgent: null },
  );
  const story = await server.services.newsEditor.save(
    null,
    { title: "Fuzz draft", newsDate: "2026-12-10", description: "A draft." },
    null,
    { ip: null, userAgent: null },
  );
  if (!created.ok || !story.ok) throw new Error("could not make the fuzzing's job and story");
  fixture = {
    applicationId: await newest("job_applications"),
    resumeId: await newest("candidates"),
    messageId: await insertContactMessage(server.db, {
      ...{ name: "Fuzz Sender", email: "fuzz.sender@example.in", mobile: "9876543210", subject: "Fuzz" },
      ...{ message: "A message for the fuzzing.", ip_address: "", browser_info: "" },
      ...{ created_at: new Date().toISOString(), client_ip: null },
    }),
    subscriberId: (await findSubscriptionByEmailKey(server.db, email))!.id,
    userId: hr.id,
    jobCode: created.code,
    newsCode: story.code,
    // The first of each, where one exists (the seeded templates); otherwise a page's "no such" answer.
    interviewId: 1,
    issueId: 1,
    requestId: 1,
    templateId:
      (await server.db.selectFrom("message_templates").select("id").orderBy("id").executeTakeFirst())?.id ?? 1,
    // A seeded entry (the team's founder).
    contentId: 1,
    // None is seeded: the page's "no such redirect" answer.
    redirectId: 1,
  };
  admin = (await signedInAs(server, "admin")).browser;
}, 60_000);

describe(`fuzzing the console's query parameters on ${process.env.TEST_ENGINE ?? "sqlite"}`, () => {
  it("has an address for every staff route file", () => {
    expect(Object.keys(PAGES).sort()).toEqual(
      staffRouteFiles()
        .filter((f) => f !== "staff.tsx")
        .sort(),
    );
  });

  it("answers every page and download below 500, its body whole", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...Object.values(PAGES)),
        fc.array(fc.tuple(name, value), { minLength: 1, maxLength: 4 }),
        fc.option(rawPiece, { freq: 4 }),
        fc.boolean(),
        fc.option(madeUpId, { freq: 4 }),
        async (page, pairs, raw, data, id) => {
          const query = [new URLSearchParams(pairs).toString(), raw].filter(Boolean).join("&");
          const records =
            id === null ? fixture : (Object.fromEntries(Object.keys(fixture).map((k) => [k, id])) as Fixture);
          const url = `${page(records)}${data ? ".data" : ""}?${query}`;
          const res = await admin.get(url);
          expect(res.status, url).toBeLessThan(500);
          await expect(res.arrayBuffer(), url).resolves.toBeDefined();
        },
      ),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 300) },
    );
  }, 240_000);
});
