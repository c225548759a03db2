import { readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMPTY_JOB_FORM } from "~/domain/job-form";
import { can, STAFF_MENU, STAFF_ROLES, type Permission, type StaffRole } from "~/domain/permissions";
import { staffMessages } from "~/domain/staff/messages";
import { pathPermission } from "~/domain/staff/path-permission";
import { signInPath } from "~/domain/staff/redirect-path";
import { resumeRequest, jobApplication } from "../support/factories";
import { JOBS } from "../support/seeded-jobs";
import { insertContactMessage } from "#server/contact/contact-messages.repository";
import { insertRightsRequest } from "#server/privacy/rights-requests.repository";
import { insertDemoBooking } from "#server/demos/demos.repository";
import { findSubscriptionByEmailKey, insertSubscriptionOnce } from "#server/newsletter/subscriptions.repository";
import { createStaffUser, signedInAs, StaffBrowser, STAFF_TEST_PASSWORD } from "../support/staff";
import { startTestServer, type TestServer } from "../support/test-server";
import { staffRouteFiles } from "#tests/support/staff-route-files";

/**
 * Every staff route, from the one table (app/domain/permissions.ts): signed out, admin, hr and
 * marketing, by GET (the loader) and POST (the action). A new file under app/routes/staff/<area>/ without a
 * row here fails the first test.
 */

type Who = "signed out" | StaffRole;
type Answer = { status: number; location?: string };
type Fixture = {
  targetUserId: number;
  unique: () => string;
  /** A wizard application and a resume, each with a PDF. */
  applicationId: number;
  resumeId: number;
  draftJobCode: number;
  /** A draft news story. */
  newsCode: number;
  messageId: number;
  subscriberId: number;
  /** An interview (times offered) of the wizard application whose interviewers are the admin, hr and interviewer signed in here. */
  interviewId: number;
  /** A draft newsletter issue. */
  issueId: number;
  rightsRequestId: number;
  /** The address of a demo request: a lead. */
  leadEmail: string;
  /** A site content entry, a draft never published. */
  contentId: number;
  /** A redirect from /matrix-old-address to /contact-us. */
  redirectId: number;
};

type GuardedRow = {
  file: string;
  path: (f: Fixture) => string;
  /** The permission the route's loader and action check. */
  permission: Permission;
  /** A harmless form its action accepts (status 200), or null when the route has no action (405 for all). */
  post: ((f: Fixture) => Record<string, string>) | null;
  /** The status a permitted POST gets when it is not 200 (a creation answers with a redirect to it). */
  allowedPostStatus?: number;
  /** The status a permitted GET gets when it is not 200 (ending a preview answers with the console). */
  allowedGetStatus?: number;
};
type OpenRow = {
  file: string;
  path: (f: Fixture) => string;
  /** Pages before sign-in (or that end it): what each visitor gets, spelled out. */
  get: (who: Who) => Answer;
  post: { form: Record<string, string>; answer: (who: Who) => Answer };
};
type Row = GuardedRow | OpenRow | { file: string; layout: string };

const signedInGoesHome = (signedOut: Answer) => (who: Who) =>
  who === "signed out" ? signedOut : { status: 302, location: "/staff" };

const ROUTES: Row[] = [
  { file: "staff.tsx", layout: "the console's frame: its loader checks staff:enter under every page below" },
  { file: "staff._index.tsx", path: () => "/staff", permission: "staff:enter", post: null },
  {
    file: "staff.account.tsx",
    path: () => "/staff/account",
    permission: "staff:enter",
    post: () => ({ intent: "end-other-sessions", currentPassword: STAFF_TEST_PASSWORD }),
  },
  {
    file: "staff.users._index.tsx",
    path: () => "/staff/users",
    permission: "users:manage",
    post: (f) => ({ intent: "invite", email: `${f.unique()}@matrix.example`, name: "Matrix Invitee", role: "hr" }),
  },
  {
    file: "staff.users.$userId.tsx",
    path: (f) => `/staff/users/${f.targetUserId}`,
    permission: "users:manage",
    post: () => ({ intent: "end-all-sessions" }),
  },
  { file: "staff.jobs._index.tsx", path: () => "/staff/jobs", permission: "jobs:manage", post: null },
  {
    file: "staff.jobs.new.tsx",
    path: () => "/staff/jobs/new",
    permission: "jobs:manage",
    post: () => ({ intent: "save", title: "Matrix draft", description: "A draft no one publishes." }),
    allowedPostStatus: 302,
  },
  {
    file: "staff.jobs.$code.tsx",
    path: (f) => `/staff/jobs/${f.draftJobCode}`,
    permission: "jobs:manage",
    // Unpublishing a draft changes nothing.
    post: () => ({ intent: "unpublish" }),
  },
  {
    file: "staff.jobs.$code_.questions.tsx",
    path: (f) => `/staff/jobs/${f.draftJobCode}/questions`,
    permission: "jobs:manage",
    // Removing a question that is not there changes nothing (refused after the role check).
    post: () => ({ intent: "remove", id: "999999" }),
    allowedPostStatus: 404,
  },
  {
    file: "staff.templates._index.tsx",
    path: () => "/staff/templates",
    permission: "templates:manage",
    // Removing a reason that is not on the list changes nothing.
    post: () => ({ intent: "remove-reason", id: "999999" }),
  },
  {
    file: "staff.templates.new.tsx",
    path: () => "/staff/templates/new",
    permission: "templates:manage",
    post: (f) => ({ intent: "save", name: `Matrix ${f.unique()}`, subject: "Matrix", body: "Matrix text." }),
    allowedPostStatus: 302,
  },
  {
    file: "staff.templates.$id.tsx",
    path: () => "/staff/templates/1",
    permission: "templates:manage",
    // Restoring a revision that does not exist changes nothing (refused as unknown, after the role check).
    post: () => ({ intent: "restore", restore: "999", revision: "1" }),
    allowedPostStatus: 400,
  },
  { file: "staff.audit.tsx", path: () => "/staff/audit?action=staff.sign-in", permission: "audit:read", post: null },
  { file: "staff.outbox.tsx", path: () => "/staff/outbox?status=sent", permission: "outbox:read", post: null },
  { file: "staff.news._index.tsx", path: () => "/staff/news", permission: "news:manage", post: null },
  { file: "staff.content._index.tsx", path: () => "/staff/content", permission: "content:manage", post: null },
  {
    file: "staff.content.new.tsx",
    path: () => "/staff/content/new?type=company-fact",
    permission: "content:manage",
    post: (f) => ({ intent: "create", value: "9", label: `Matrix claim ${f.unique()}` }),
    allowedPostStatus: 302,
  },
  {
    file: "staff.content.$id.tsx",
    path: (f) => `/staff/content/${f.contentId}`,
    permission: "content:manage",
    // Taking a never-published draft off the site changes nothing, however often it is asked.
    post: () => ({ intent: "unpublish" }),
  },
  {
    file: "staff.content.pictures.tsx",
    path: () => "/staff/content/pictures",
    permission: "content:manage",
    // A post without a picture is refused with its message after the role check: nothing is stored.
    post: () => ({}),
    allowedPostStatus: 400,
  },
  {
    file: "staff.content.preview.tsx",
    path: () => "/staff/content/preview",
    permission: "content:manage",
    // Ending a preview that was never started, and starting one on the home page, change nothing stored.
    allowedGetStatus: 302,
    post: () => ({ to: "/" }),
    allowedPostStatus: 302,
  },
  {
    file: "staff.content.translations.tsx",
    path: () => "/staff/content/translations",
    permission: "content:manage",
    post: null,
  },
  {
    file: "staff.content.redirects._index.tsx",
    path: () => "/staff/content/redirects",
    permission: "content:manage",
    post: null,
  },
  {
    file: "staff.content.redirects.new.tsx",
    path: () => "/staff/content/redirects/new",
    permission: "content:manage",
    post: (f) => ({ intent: "create", from: `/matrix-${f.unique()}`, to: "/contact-us", status: "302" }),
    allowedPostStatus: 302,
  },
  {
    file: "staff.content.redirects.$id.tsx",
    path: (f) => `/staff/content/redirects/${f.redirectId}`,
    permission: "content:manage",
    // Saving the redirect as it is changes nothing, however often it is asked.
    post: () => ({ intent: "save", from: "/matrix-old-address", to: "/contact-us", status: "301" }),
  },
  {
    file: "staff.news.new.tsx",
    path: () => "/staff/news/new",
    permission: "news:manage",
    post: (f) => ({
      intent: "save",
      title: `Matrix story ${f.unique()}`,
      newsDate: "2026-12-10",
      description: "Text.",
    }),
    allowedPostStatus: 302,
  },
  {
    file: "staff.news.$id.tsx",
    path: (f) => `/staff/news/${f.newsCode}`,
    permission: "news:manage",
    post: () => ({ intent: "save", title: "Matrix draft", newsDate: "2026-12-10", description: "Still a draft." }),
  },
  {
    file: "staff_.news.$id.preview.tsx",
    path: (f) => `/staff/news/${f.newsCode}/preview`,
    permission: "news:manage",
    post: null,
  },
  {
    file: "staff.applications_.$id.tsx",
    path: (f) => `/staff/applications/${f.applicationId}`,
    // Its action (moves, notes) checks applications:write, which the same roles hold.
    permission: "applications:read",
    post: () => ({ intent: "note", note: "Matrix note" }),
  },
  {
    file: "staff.applications._index.tsx",
    path: () => "/staff/applications?status=new&q=anita",
    // Its action (the bulk move) checks applications:write, which the same roles hold.
    permission: "applications:read",
    // A bulk move with no row ticked moves nothing (refused after the role check).
    post: () => ({ intent: "bulk-move", to: "screening" }),
    allowedPostStatus: 400,
  },
  {
    file: "staff.jobs.$code.board.tsx",
    path: (f) => `/staff/jobs/${f.draftJobCode}/board`,
    // Its action (a card's move) checks applications:write, which the same roles hold.
    permission: "applications:read",
    // Moving a card that is not there changes nothing (refused after the role check).
    post: () => ({ intent: "move", card: "application:999999", from: "new", to: "screening" }),
    allowedPostStatus: 409,
  },
  {
    file: "staff.applications_.export[.]csv.ts",
    path: () => "/staff/applications/export.csv?status=new",
    permission: "applications:read",
    post: null,
  },
  {
    file: "staff.resumes_.$id.tsx",
    path: (f) => `/staff/resumes/${f.resumeId}`,
    // Its action (moves, notes) checks applications:write, which the same roles hold.
    permission: "resumes:read",
    post: () => ({ intent: "note", note: "Matrix note" }),
  },
  {
    file: "staff.applications_.$id_.resume.$mode.ts",
    path: (f) => `/staff/applications/${f.applicationId}/resume/download`,
    permission: "resumes:read",
    post: null,
  },
  {
    file: "staff.resumes_.$id_.resume.$mode.ts",
    path: (f) => `/staff/resumes/${f.resumeId}/resume/view`,
    permission: "resumes:read",
    post: null,
  },
  {
    file: "staff.interviews._index.tsx",
    path: () => "/staff/interviews?scope=all",
    permission: "interviews:read",
    post: null,
  },
  {
    file: "staff.interviews.$id.tsx",
    path: (f) => `/staff/interviews/${f.interviewId}`,
    // Every role allowed is on the interview; its scorecard waits for the interview to start (409).
    permission: "interviews:read",
    post: () => ({ intent: "scorecard", recommendation: "yes" }),
    allowedPostStatus: 409,
  },
  {
    file: "staff.interviews.$id_.resume.ts",
    path: (f) => `/staff/interviews/${f.interviewId}/resume`,
    permission: "interviews:read",
    post: null,
  },
  {
    file: "staff.people.tsx",
    path: () => "/staff/people?email=nobody%40matrix.example",
    permission: "people:manage",
    // Erasing an address nothing is held about: erases nothing.
    post: () => ({ intent: "erase", email: "nobody@matrix.example", confirm: "yes" }),
  },
  {
    file: "staff.people.export.ts",
    path: () => "/staff/people/export?email=nobody%40matrix.example",
    permission: "people:manage",
    post: null,
  },
  {
    file: "staff.messages._index.tsx",
    path: () => "/staff/messages?q=matrix",
    permission: "messages:read",
    post: null,
  },
  {
    file: "staff.messages.$messageId.tsx",
    path: (f) => `/staff/messages/${f.messageId}`,
    permission: "messages:read",
    post: () => ({ intent: "handled" }),
  },
  {
    file: "staff.privacy-requests._index.tsx",
    path: () => "/staff/privacy-requests?waiting=yes",
    permission: "privacy-requests:manage",
    post: null,
  },
  {
    file: "staff.privacy-requests.$requestId.tsx",
    path: (f) => `/staff/privacy-requests/${f.rightsRequestId}`,
    permission: "privacy-requests:manage",
    post: () => ({ intent: "answered", note: "Answered in the matrix." }),
  },
  {
    file: "staff.subscribers._index.tsx",
    path: () => "/staff/subscribers?q=matrix",
    permission: "subscribers:read",
    // Removing an address that is not there: answered as done, changes nothing.
    post: () => ({ intent: "remove", id: "999999999" }),
  },
  {
    file: "staff.subscribers.$subscriberId.tsx",
    path: (f) => `/staff/subscribers/${f.subscriberId}`,
    permission: "subscribers:write",
    post: null,
  },
  {
    file: "staff.subscribers.export.ts",
    path: () => "/staff/subscribers/export",
    permission: "subscribers:read",
    post: null,
  },
  { file: "staff.demos._index.tsx", path: () => "/staff/demos", permission: "demos:manage", post: null },
  {
    file: "staff.demos.lead.tsx",
    path: (f) => `/staff/demos/lead?email=${encodeURIComponent(f.leadEmail)}`,
    permission: "demos:manage",
    post: () => ({ intent: "save", status: "new", owner: "", notes: "" }),
  },
  { file: "staff.demos.export.ts", path: () => "/staff/demos/export", permission: "demos:manage", post: null },
  { file: "staff.insights._index.tsx", path: () => "/staff/insights", permission: "insights:view", post: null },
  {
    file: "staff.insights.export.$table.ts",
    path: () => "/staff/insights/export/sources?days=7",
    permission: "insights:view",
    post: null,
  },
  {
    file: "staff.insights.hiring.tsx",
    path: () => "/staff/insights/hiring",
    permission: "insights:hiring",
    post: null,
  },
  {
    file: "staff.insights.hiring_.export.$table.ts",
    path: () => "/staff/insights/hiring/export/applications-by-source?days=7",
    permission: "insights:hiring",
    post: null,
  },
  {
    file: "staff.demos.settings.tsx",
    path: () => "/staff/demos/settings",
    permission: "demos:configure",
    post: () => ({ intent: "settings", minutes: "45", holidays: "" }),
  },
  {
    file: "staff.newsletter._index.tsx",
    path: () => "/staff/newsletter",
    permission: "newsletter:send",
    // A new issue without a subject: refused, nothing saved.
    post: () => ({ intent: "save", subject: "", body: "matrix" }),
    allowedPostStatus: 400,
  },
  {
    file: "staff.newsletter.$id.tsx",
    path: (f) => `/staff/newsletter/${f.issueId}`,
    permission: "newsletter:send",
    // Pausing a draft: refused as it is not being sent, nothing changes.
    post: () => ({ intent: "pause" }),
    allowedPostStatus: 409,
  },
  {
    file: "staff.newsletter.$id_.mail.ts",
    path: (f) => `/staff/newsletter/${f.issueId}/mail`,
    permission: "newsletter:send",
    post: null,
  },
  {
    file: "staff_.login.tsx",
    path: () => "/staff/login",
    get: signedInGoesHome({ status: 200 }),
    post: {
      form: { email: "nobody@matrix.example", password: "not a password of anyone" },
      // Someone signed in already is sent on, whatever they post.
      answer: signedInGoesHome({ status: 401 }),
    },
  },
  {
    file: "staff_.login_.code.tsx",
    path: () => "/staff/login/code",
    get: signedInGoesHome({ status: 302, location: signInPath("/staff") }),
    post: { form: { code: "123456" }, answer: () => ({ status: 302, location: signInPath("/staff", "expired") }) },
  },
  {
    file: "staff_.logout.tsx",
    path: () => "/staff/logout",
    get: () => ({ status: 302, location: "/staff" }),
    post: { form: {}, answer: () => ({ status: 302, location: "/staff/login" }) },
  },
  {
    file: "staff_.set-password.$token.tsx",
    path: () => `/staff/set-password/${"x".repeat(43)}`,
    get: () => ({ status: 404 }),
    post: { form: { password: "a long enough passphrase 1" }, answer: () => ({ status: 404 }) },
  },
];

const guarded = ROUTES.filter((r): r is GuardedRow => "permission" in r);
const open = ROUTES.filter((r): r is OpenRow => "get" in r);
const WHO: Who[] = ["signed out", ...STAFF_ROLES];

let server: TestServer;

async function createDraftStory(server: TestServer): Promise<number> {
  const saved = await server.services.newsEditor.save(
    null,
    { title: "Matrix draft", newsDate: "2026-12-10", description: "A draft for the route matrix." },
    null,
    { ip: null, userAgent: null },
  );
  if (!saved.ok) throw new Error("could not save the matrix's draft story");
  return saved.code;
}
async function createDraftIssue(server: TestServer): Promise<number> {
  const { user } = await createStaffUser(server, { role: "marketing" });
  const saved = await server.services.newsletter.save(
    null,
    { subject: "Matrix issue", body: "A draft issue for the route matrix." },
    null,
    user,
    { ip: null, userAgent: null },
  );
  if (!saved.ok) throw new Error("could not save the matrix's draft issue");
  return saved.id;
}
let fixture: Fixture;
/** Each visitor's browser: signed out, or signed in as a new account of the role. */
const browsers = new Map<Who, StaffBrowser>();
/** A fresh browser of the same person (a new session), for requests that would end the one in use. */
const freshBrowser = new Map<Who, () => Promise<StaffBrowser>>();

beforeAll(async () => {
  server = await startTestServer();
  let n = 0;
  fixture = {
    targetUserId: (await createStaffUser(server, { role: "hr", name: "Matrix Target" })).user.id,
    messageId: await insertContactMessage(server.db, {
      ...{ name: "Matrix Sender", email: "matrix.sender@example.in", mobile: "9876543210", subject: "Matrix" },
      ...{ message: "A message for the route matrix.", ip_address: "", browser_info: "" },
      ...{ created_at: new Date().toISOString(), client_ip: null },
    }),
    subscriberId: await subscriberFixture(server),
    rightsRequestId: await insertRightsRequest(server.db, {
      ...{ name: "Matrix Requester", email: "matrix.requester@example.in", kind: "copy", details: "" },
      ...{
        ip_address: "",
        browser_info: "",
        notice_version: null,
        created_at: new Date().toISOString(),
        client_ip: null,
      },
    }),
    leadEmail: await leadFixture(server),
    unique: () => `m${Date.now()}-${++n}`,
    ...(await submitApplicationAndResume(server)),
    draftJobCode: await server.services.jobs
      .create(
        { ...EMPTY_JOB_FORM, title: "Matrix job", description: "Never published." },
        (await createStaffUser(server, { role: "hr" })).user,
        { ip: null, userAgent: null },
      )
      .then((r) => (r.ok ? r.code : Promise.reject(new Error(r.message)))),
    newsCode: await createDraftStory(server),
    interviewId: 0,
    issueId: await createDraftIssue(server),
    contentId: await createContentDraft(server),
    redirectId: await createRedirect(server),
  };
  browsers.set("signed out", new StaffBrowser(server.baseUrl));
  freshBrowser.set("signed out", async () => new StaffBrowser(server.baseUrl));
  const interviewers: number[] = [];
  for (const role of STAFF_ROLES) {
    const { browser, email, password, user } = await signedInAs(server, role);
    if (can(role, "interviews:read")) interviewers.push(user.id);
    browsers.set(role, browser);
    freshBrowser.set(role, async () => {
      const b = new StaffBrowser(server.baseUrl);
      await b.signIn(email, password);
      return b;
    });
  }
  fixture.interviewId = await offerInterview(server, fixture.applicationId, interviewers);
}, 120_000);
afterAll(async () => server?.close());

/** A company claim saved as a draft by an admin, never published. */
async function createContentDraft(s: TestServer): Promise<number> {
  const { user } = await createStaffUser(s, { role: "admin" });
  const outcome = await s.services.contentEditing.create(
    "company-fact",
    { value: "1", label: "Matrix claim" },
    { user, client: { ip: null, userAgent: null } },
  );
  if (!outcome.ok) throw new Error("could not save the matrix's content draft");
  return outcome.id;
}

/** A redirect saved by an admin. */
async function createRedirect(s: TestServer): Promise<number> {
  const { user } = await createStaffUser(s, { role: "admin" });
  const outcome = await s.services.redirects.save(
    null,
    { from: "/matrix-old-address", to: "/contact-us", status: "301" },
    { user, client: { ip: null, userAgent: null } },
  );
  if (!outcome.ok) throw new Error("could not save the matrix's redirect");
  return outcome.id;
}

/** A request for a demo at another time: its address is a lead. */
async function leadFixture(s: TestServer): Promise<string> {
  const email = "matrix.lead@insurer.example";
  await insertDemoBooking(s.db, {
    uid: "matrix-lead@localhost",
    token_hash: "0".repeat(64),
    state: "requested",
    products: '["gi"]',
    ...{ company: "Matrix Insurers", name: "Matrix Lead", email, email_key: email, phone: "", country: "India" },
    ...{ note: "", start_at: null, end_at: null, sequence: 0, reminder_sent_at: null, client_ip: null },
    ...{ created_at: new Date().toISOString(), updated_at: new Date().toISOString() },
  });
  return email;
}

/** A wizard application and a resume sent through the API, as a job seeker sends them. */
async function submitApplicationAndResume(s: TestServer) {
  const job = await s.db.selectFrom("jobs").select("code").where("title", "=", JOBS.trainee).executeTakeFirstOrThrow();
  const client = s.client();
  const applied = await client.post("/api/Career/PostJobApplication", jobApplication(Number(job.code)));
  const sent = await client.post("/api/Career/PostCandidate", resumeRequest());
  if (applied.status !== 200 || sent.status !== 200) throw new Error("could not submit the matrix's application");
  const id = async (table: "job_applications" | "candidates") =>
    (await s.db.selectFrom(table).select("id").orderBy("id", "desc").executeTakeFirstOrThrow()).id;
  return { applicationId: await id("job_applications"), resumeId: await id("candidates") };
}

/** Times offered for the matrix's application, a week ahead, with these interviewers. */
async function offerInterview(s: TestServer, applicationId: number, interviewerIds: number[]): Promise<number> {
  const hr = (await createStaffUser(s, { role: "hr" })).user;
  const date = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const offered = await s.services.interviews.offer({
    ...{ kind: "application", id: applicationId, mode: "onsite", place: "Technopark, Trivandrum" },
    ...{ times: [{ date, start: "10:00", length: "60" }], interviewerIds, user: hr as never, ip: null },
  });
  if (!offered.ok) throw new Error(`could not offer the matrix's interview: ${offered.message}`);
  return offered.id;
}

async function subscriberFixture(s: TestServer): Promise<number> {
  const email = "matrix.subscriber@example.in";
  await insertSubscriptionOnce(s.db, {
    ...{ email, email_key: email, ip_address: "", browser_info: "" },
    ...{ created_at: new Date().toISOString(), client_ip: null },
  });
  return (await findSubscriptionByEmailKey(s.db, email))!.id;
}

function expectAnswer(res: Response, expected: Answer, what: string) {
  expect(res.status, what).toBe(expected.status);
  if (expected.location !== undefined) expect(res.headers.get("location"), what).toBe(expected.location);
}

describe(
  `every staff route x signed out, admin, hr, marketing on ${process.env.TEST_ENGINE ?? "sqlite"}`,
  { timeout: 120_000 },
  () => {
    it("has a row for every staff route file, and no row for a file that is gone", () => {
      expect(ROUTES.map((r) => r.file).sort()).toEqual(staffRouteFiles().sort());
      // Staff route modules live in their own folder, never among the public site's.
      expect(readdirSync(path.resolve("app/routes")).filter((f) => f.startsWith("staff"))).toEqual(["staff"]);
      // And nothing but the frame sits beside the areas.
      expect(readdirSync(path.resolve("app/routes/staff")).filter((f) => f.includes("."))).toEqual(["staff.tsx"]);
    });

    for (const row of guarded) {
      it(`${row.file}: GET and POST follow the table for ${row.permission}`, async () => {
        // Sign-in sends a person only where their role opens the page, by this reading of the path.
        expect(pathPermission(row.path(fixture)), "pathPermission").toBe(row.permission);
        for (const who of WHO) {
          const url = row.path(fixture);
          const get = await browsers.get(who)!.get(url);
          expectAnswer(
            get,
            who === "signed out"
              ? { status: 302, location: signInPath(url) }
              : { status: can(who, row.permission) ? (row.allowedGetStatus ?? 200) : 403 },
            `GET ${url} as ${who}`,
          );
          if (get.status === 403) expect(await get.text()).toContain(staffMessages.forbidden);

          const post = await browsers.get(who)!.postForm(url, row.post ? row.post(fixture) : {});
          const expected: Answer = !row.post
            ? { status: 405 }
            : who === "signed out"
              ? { status: 302, location: signInPath(url) }
              : { status: can(who, row.permission) ? (row.allowedPostStatus ?? 200) : 403 };
          expectAnswer(post, expected, `POST ${url} as ${who}`);
        }
      });
    }

    for (const row of open) {
      it(`${row.file}: answers each visitor as written`, async () => {
        for (const who of WHO) {
          const url = row.path(fixture);
          expectAnswer(await browsers.get(who)!.get(url), row.get(who), `GET ${url} as ${who}`);
          // Signing out ends the session in use: a separate browser of the same person posts.
          const browser = await freshBrowser.get(who)!();
          expectAnswer(await browser.postForm(url, row.post.form), row.post.answer(who), `POST ${url} as ${who}`);
        }
      });
    }

    it("shows each role exactly the menu entries whose pages it may open, each naming its page's permission", async () => {
      for (const entry of STAFF_MENU) {
        const row = guarded.find((r) => r.path(fixture).split("?")[0] === entry.href);
        expect(row, `a route row for the menu entry ${entry.href}`).toBeDefined();
        expect(entry.permission, entry.href).toBe(row!.permission);
      }
      for (const role of STAFF_ROLES) {
        const html = await (await browsers.get(role)!.get("/staff")).text();
        const nav = /<nav aria-label="Staff console">([\s\S]*?)<\/nav>/.exec(html)![1]!;
        const hrefs = [...nav.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
        expect(hrefs, role).toEqual(STAFF_MENU.filter((e) => can(role, e.permission)).map((e) => e.href));
      }
    });
  },
);
