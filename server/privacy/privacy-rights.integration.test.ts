import { beforeAll, describe, expect, it } from "vitest";
import { noticeVersion } from "~/domain/privacy-notices";
import { RIGHTS_REQUEST_KIND_LABELS, rightsRequestMessages } from "~/domain/rights-requests";
import { commonMessages } from "~/domain/validation/common-rules";
import { listAuditRows } from "#server/audit/audit-log.repository";
import { createRetentionTask } from "#server/privacy/retention";
import { IMG, MARKUP_EMAIL, SCRIPT } from "#tests/support/markup-submissions";
import { asHtml, signedInAs, StaffBrowser } from "#tests/support/staff";
import { serverForFile } from "#tests/support/test-server";

/**
 * The rights page (docs/product.md §2.19, §10.11): its form stores a request with the notice version, an
 * audit row and a mail to the privacy contact; a refused one keeps what was typed; admins list the requests
 * with their 30-day answer time and record the answer (audited); other roles are refused; what the
 * person typed stays text; the person's export holds their requests; retention erases old ones; the form
 * is rate-limited as every post is.
 */
const OFFICER_EMAIL = "dpo@insurer-site.example";
const server = serverForFile({
  env: { PRIVACY_OFFICER_EMAIL: OFFICER_EMAIL, RATE_LIMIT_POSTS_PER_MINUTE: "6", MAIL_POLL_INTERVAL_MS: "3600000" },
});
const DAY_MS = 24 * 60 * 60 * 1000;
const PAGE = "/privacy-rights";

let admin: StaffBrowser;
beforeAll(async () => {
  admin = (await signedInAs(server, "admin")).browser;
});

const requestsOf = (email: string) =>
  server.db.selectFrom("rights_requests").selectAll().where("email", "=", email).execute();

describe(`privacy rights requests on ${process.env.TEST_ENGINE ?? "sqlite"}`, { timeout: 60_000 }, () => {
  it("stores a request from the page's form, audits it and mails the privacy contact; a refused one keeps what was typed", async () => {
    const visitor = new StaffBrowser(server.baseUrl);
    const page = await (await visitor.get(PAGE)).text();
    expect(page).toContain('data-privacy-notice="rights"');
    expect(page).toContain(`href="mailto:${OFFICER_EMAIL}"`);

    const refused = await visitor.postForm(PAGE, {
      Name: "Meera Krishnan",
      Email: "meera.k@example.in",
      Details: "Kept",
    });
    expect(refused.status).toBe(400);
    const refusedHtml = await refused.text();
    expect(refusedHtml).toContain(rightsRequestMessages.requestMissing);
    expect(refusedHtml).toContain('value="meera.k@example.in"');
    expect(refusedHtml).toContain(">Kept</textarea>");
    expect(await requestsOf("meera.k@example.in")).toHaveLength(0);
    const badEmail = await visitor.postForm(PAGE, { Name: "Meera Krishnan", Email: "meera", Request: "copy" });
    expect(await badEmail.text()).toContain(commonMessages.emailTooShort);

    const sent = await visitor.postForm(PAGE, {
      Name: "Meera Krishnan",
      Email: "meera.k@example.in",
      Request: "erasure",
      Details: "Please erase the resume I sent in March.",
    });
    expect(sent.status).toBe(200);
    expect(await sent.text()).toContain(asHtml(rightsRequestMessages.received));
    const [stored] = await requestsOf("meera.k@example.in");
    expect(stored).toMatchObject({ kind: "erasure", notice_version: noticeVersion("rights", "en"), answered_at: null });
    const audit = (await listAuditRows(server.db, { action: "rights-request.received" }, 10)).filter(
      (a) => a.target_id === String(stored!.id),
    );
    expect(audit).toHaveLength(1);
    const mails = await server.db
      .selectFrom("mail_outbox")
      .selectAll()
      .where("template", "=", "rights-request-to-officer")
      .execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to_address).toBe(OFFICER_EMAIL);
    expect(mails[0]!.reply_to).toBe("meera.k@example.in");
  });

  it("lists requests for admins with their answer time, records the answer, and refuses other roles", async () => {
    const at = new Date(Date.now() - 31 * DAY_MS).toISOString();
    const old = await server.db
      .insertInto("rights_requests")
      .values({
        ...{ name: "Ravi Shankar", email: "ravi.s@example.in", kind: "copy", details: "", ip_address: "" },
        ...{ browser_info: "", notice_version: noticeVersion("rights"), created_at: at, client_ip: null },
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const list = await (await admin.get("/staff/privacy-requests")).text();
    expect(list).toContain(`data-request="${old.id}"`);
    expect(list).toContain("Overdue by 1 day");
    expect(list).toContain("Due in 30 days");
    expect(list).toContain(asHtml(RIGHTS_REQUEST_KIND_LABELS.copy));

    for (const role of ["hr", "marketing"] as const) {
      const { browser } = await signedInAs(server, role);
      expect((await browser.get("/staff/privacy-requests")).status, role).toBe(403);
      expect((await browser.get(`/staff/privacy-requests/${old.id}`)).status, role).toBe(403);
      expect((await browser.postForm(`/staff/privacy-requests/${old.id}`, { intent: "answered" })).status, role).toBe(
        403,
      );
    }

    const answered = await admin.postForm(`/staff/privacy-requests/${old.id}`, {
      intent: "answered",
      note: "Sent the export by mail.",
    });
    expect(answered.status).toBe(200);
    expect(await answered.text()).toContain(rightsRequestMessages.answered);
    const again = await admin.postForm(`/staff/privacy-requests/${old.id}`, { intent: "answered" });
    expect(await again.text()).toContain(rightsRequestMessages.alreadyAnswered);
    const detail = await (await admin.get(`/staff/privacy-requests/${old.id}`)).text();
    expect(detail).toContain("Answered by");
    expect(detail).toContain("Sent the export by mail.");
    expect(detail).toContain("answered after the 30 days");
    expect((await listAuditRows(server.db, { action: "rights-request.answered" }, 10)).map((a) => a.target_id)).toEqual(
      [String(old.id)],
    );
    const waiting = await (await admin.get("/staff/privacy-requests?waiting=yes")).text();
    expect(waiting).not.toContain(`data-request="${old.id}"`);
  });

  it("shows what the person typed as text, and puts their requests in their export", async () => {
    const visitor = new StaffBrowser(server.baseUrl);
    await visitor.get(PAGE);
    const sent = await visitor.postForm(PAGE, {
      Name: `Markup ${IMG}`,
      Email: MARKUP_EMAIL,
      Request: "correction",
      Details: `Fix ${SCRIPT} ${IMG}`,
    });
    expect(sent.status).toBe(200);
    const [stored] = await requestsOf(MARKUP_EMAIL);
    for (const path of ["/staff/privacy-requests", `/staff/privacy-requests/${stored!.id}`]) {
      const html = await (await admin.get(path)).text();
      expect(html, path).not.toContain(IMG);
      expect(html, path).not.toContain(SCRIPT);
      expect(html, path).toContain(asHtml(IMG));
      expect(html, path).toContain(asHtml(MARKUP_EMAIL));
    }
    const exported = JSON.parse(
      await (await admin.get(`/staff/people/export?email=${encodeURIComponent(MARKUP_EMAIL)}`)).text(),
    );
    expect(exported.rightsRequests.map((r: { id: number }) => r.id)).toEqual([stored!.id]);
  });

  it("erases a request two years after its last change", async () => {
    const longAgo = new Date(Date.now() - 731 * DAY_MS).toISOString();
    const { id } = await server.db
      .insertInto("rights_requests")
      .values({
        ...{ name: "Old Request", email: "old.request@example.in", kind: "other", details: "", ip_address: "" },
        ...{ browser_info: "", notice_version: null, created_at: longAgo, client_ip: null, answered_at: longAgo },
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const task = createRetentionTask({ db: server.db, logger: server.logger, days: 365 });
    expect(await task.eraseRightsRequests()).toBe(1);
    expect(await server.db.selectFrom("rights_requests").select("id").where("id", "=", id).execute()).toEqual([]);
    expect(await requestsOf("meera.k@example.in")).toHaveLength(1);
  });

  it("is rate-limited like every form post", async () => {
    const visitor = new StaffBrowser(server.baseUrl);
    await visitor.get(PAGE);
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await visitor.postForm(PAGE, { Name: "x" })).status);
    expect(statuses).toContain(429);
  });
});
