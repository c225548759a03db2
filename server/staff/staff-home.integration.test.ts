import { beforeAll, describe, expect, it } from "vitest";
import { contactMessage, resumeRequest } from "#tests/support/factories";
import { JOBS } from "#tests/support/seeded-jobs";
import { signedInAs, type StaffBrowser } from "#tests/support/staff";
import { serverForFile } from "#tests/support/test-server";

/**
 * The console's home (docs/product.md §10.12): what needs attention for each role, each a link; "since
 * your last visit" counts from the person's previous visit, kept per person.
 */
// The outbox worker stays away: a mail marked failed here stays failed.
const server = serverForFile({ env: { MAIL_POLL_INTERVAL_MS: "3600000" } });
let analyst = 0;
const staff: Partial<Record<"hr" | "marketing" | "admin", { browser: StaffBrowser; id: number }>> = {};

const home = async (role: keyof typeof staff) => {
  const res = await staff[role]!.browser.get("/staff");
  expect(res.status).toBe(200);
  return res.text();
};

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

/**
 * As if what arrived so far came three hours ago and the person last opened the home an hour ago, after
 * it: their next opening is a new visit, which counts from then.
 */
async function visitedAfterArrivals(id: number) {
  for (const table of ["candidates", "job_applications"] as const)
    await server.db
      .updateTable(table)
      .set({ created_at: hoursAgo(3) })
      .execute();
  await server.db
    .updateTable("staff_users")
    .set({ home_seen_at: hoursAgo(1) })
    .where("id", "=", id)
    .execute();
}

beforeAll(async () => {
  const job = await server.db
    .selectFrom("jobs")
    .select("code")
    .where("title", "=", JOBS.analyst)
    .executeTakeFirstOrThrow();
  analyst = Number(job.code);
  for (const role of ["hr", "marketing", "admin"] as const) {
    const { browser, user } = await signedInAs(server, role);
    staff[role] = { browser, id: user.id };
  }
  const api = server.client();
  for (const i of [1, 2])
    await api.post("/api/Career/PostCandidate", resumeRequest({ Email: `home${i}@example.in`, JobCode: analyst }));
  await api.post("/api/Career/PostCandidate", resumeRequest({ Email: "home3@example.in", JobCode: 0 }));
  for (const i of [1, 2, 3])
    await api.post("/api/Message/PostMessage", contactMessage({ Email: `msg${i}@example.in` }));
  const [first] = await server.db.selectFrom("contact_messages").select("id").orderBy("id").execute();
  await server.db
    .updateTable("contact_messages")
    .set({ handled_at: new Date().toISOString() })
    .where("id", "=", first!.id)
    .execute();
  const [mail] = await server.db.selectFrom("mail_outbox").select("id").orderBy("id").execute();
  await server.db.updateTable("mail_outbox").set({ status: "failed" }).where("id", "=", mail!.id).execute();
});

describe(`the console's home on ${process.env.TEST_ENGINE ?? "sqlite"}`, () => {
  it("shows HR what arrived, per job, each a link to the inbox; no messages, no mails, no permission codes", async () => {
    const html = await home("hr");
    expect(html).toContain("3 submissions arrived");
    expect(html).toContain("in the last 7 days (your first visit)");
    // From the day the counting starts: a link shows those rows, newest first.
    const day = "\\d{4}-\\d{2}-\\d{2}";
    expect(html).toMatch(
      new RegExp(`<a [^>]*href="/staff/applications\\?job=${analyst}&amp;from=${day}"[^>]*>${JOBS.analyst}</a>: 2 new`),
    );
    expect(html).toMatch(
      new RegExp(`<a [^>]*href="/staff/applications\\?job=0&amp;from=${day}"[^>]*>General</a>: 1 new`),
    );
    expect(html).not.toContain("Contact messages");
    expect(html).not.toContain("/staff/outbox");
    expect(html).not.toContain("What your role allows");
    expect(html).not.toMatch(/>applications:read</);
  });

  it("counts from the last visit: nothing new on the next one, then what arrived after it", async () => {
    await visitedAfterArrivals(staff.hr!.id);
    const again = await home("hr");
    expect(again).toContain("0 submissions arrived");
    expect(again).toContain("since your last visit");
    expect(again).toContain("Nothing new.");
    // Opened again within the same visit: the same moment, so what arrives meanwhile shows.
    await server
      .client()
      .post("/api/Career/PostCandidate", resumeRequest({ Email: "home4@example.in", JobCode: analyst }));
    const within = await home("hr");
    expect(within).toContain("1 submission arrived");
    expect(within).toMatch(new RegExp(`>${JOBS.analyst}</a>: 1 new`));
  });

  it("shows marketing the waiting contact messages, and admins everything with the failed mails", async () => {
    const marketing = await home("marketing");
    expect(marketing).toMatch(/<a [^>]*href="\/staff\/messages"[^>]*>2 contact messages wait to be handled<\/a>/);
    expect(marketing).not.toContain("submissions arrived");
    expect(marketing).not.toContain("/staff/outbox");

    const admin = await home("admin");
    expect(admin).toContain("4 submissions arrived");
    expect(admin).toContain("2 contact messages wait to be handled");
    expect(admin).toMatch(/<a [^>]*href="\/staff\/outbox\?status=failed"[^>]*>1 mail could not be delivered<\/a>/);
  });
});
