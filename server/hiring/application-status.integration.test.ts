import { createHash } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { APPLICATION_STATUSES } from "~/domain/application-pipeline";
import { APPLICANT_STATUS_WORDS, applicationStatusMessages as m, lostLinkMessages } from "~/domain/application-status";
import { formatLongDate, todayIn } from "~/domain/dates";
import { referenceNumber } from "~/domain/reference-number";
import { listAuditRows } from "#server/audit/audit-log.repository";
import { erasePerson } from "#server/privacy/erase-person";
import { createRetentionTask } from "#server/privacy/retention";
import { contactMessage, resumeRequest, jobApplication } from "#tests/support/factories";
import { JOBS } from "#tests/support/seeded-jobs";
import { type ReceivedMail, smtpSinkForFile } from "#tests/support/smtp-sink";
import { asHtml, signedInAs, StaffBrowser } from "#tests/support/staff";
import { serverForFile } from "#tests/support/test-server";
import type { ParsedJson } from "#tests/support/json";

/**
 * A job seeker's private status link (docs/product.md §2.16, §2.17): the token only as a hash, the page
 * in plain words without HR's notes, withdraw, download and erase without JavaScript, "I lost my link"
 * answering alike for everyone, the same 404 as an unknown page, and expiry by retention.
 */
const SITE = "https://careers.insurer-site.example";
const { sink, server } = smtpSinkForFile({ SITE_URL: SITE });

let jobCode: number;
beforeAll(async () => {
  const job = await server.db.selectFrom("jobs").select("code").where("title", "=", JOBS.trainee).executeTakeFirst();
  jobCode = Number(job!.code);
});

const STATUS_LINK = /\/careers\/application\/([A-Za-z0-9_-]{43})$/;
const tokenOf = (statusLink: string) => STATUS_LINK.exec(statusLink)![1]!;
const page = (token: string) => `/careers/application/${token}`;
const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");

async function apply(email: string, name = "Lakshmi Varma") {
  const res = await server
    .client()
    .post("/api/Career/PostJobApplication", jobApplication(jobCode, { personal: { Email: email, Name: name } }));
  expect(res.status).toBe(200);
  const row = await server.db
    .selectFrom("job_applications")
    .select("id")
    .where("email", "=", email)
    .orderBy("id", "desc")
    .executeTakeFirstOrThrow();
  return { token: tokenOf(res.body.StatusLink as string), id: row.id, reference: res.body.Reference as string };
}

async function sendResume(email: string) {
  const res = await server
    .client()
    .post("/api/Career/PostCandidate", resumeRequest({ Email: email, Name: "Arjun Das" }));
  expect(res.status).toBe(200);
  const row = await server.db
    .selectFrom("candidates")
    .select("id")
    .where("email", "=", email)
    .executeTakeFirstOrThrow();
  return { token: tokenOf(res.body.StatusLink as string), id: row.id, reference: res.body.Reference as string };
}

/** HR moves an application to screening with a note only staff may read. */
const screenWithNote = (id: number, note: string) =>
  server.services.pipeline.move({ kind: "application", id, to: "screening", note, actor: { system: "test" } });

const get = (path: string) => fetch(server.baseUrl + path, { headers: { accept: "text/html" }, redirect: "manual" });
const textOf = (m: ReceivedMail) => m.mail.text ?? "";
/** The status badge of a page, in the words it shows. */
const badgeOf = (html: string) => /data-status="([a-z]+)"[^>]*>([^<]*)</.exec(html)?.slice(1, 3);
const sentTo = (address: string) => (mail: ReceivedMail) =>
  mail.envelope.to.some((to) => to.toLowerCase() === address.toLowerCase());

/** Every row of every table, as text: where a clear token would show if it were stored anywhere. */
async function everythingStored(): Promise<string> {
  const tables = [
    "job_applications",
    "candidates",
    "application_links",
    "mail_outbox",
    "audit_log",
    "application_status_changes",
  ] as const;
  const rows = await Promise.all(tables.map((t) => server.db.selectFrom(t).selectAll().execute()));
  return JSON.stringify(rows);
}

const withoutNonce = (html: string) => html.replace(/ nonce="[^"]*"/g, "");

/**
 * What a visitor receives, without what changes on every request (the CSP nonce, the XSRF token) and
 * the router's manifest and module list, which name the routes of the site (public, not per token).
 */
function visible(html: string): string {
  return withoutNonce(html)
    .replace(/<script\b[\s\S]*?<\/script>/g, "")
    .replace(/<link rel="modulepreload"[^>]*>/g, "");
}

describe(`application status links on ${process.env.TEST_ENGINE ?? "sqlite"}`, () => {
  it("answers a submission with its link, mails it, and keeps only the token's SHA-256", async () => {
    const email = "lakshmi.varma@example.in";
    const { token, id, reference } = await apply(email);
    const [link] = await server.db
      .selectFrom("application_links")
      .selectAll()
      .where("application_id", "=", id)
      .execute();
    expect(link).toMatchObject({ kind: "application", token_hash: sha256(token), issued_by: "submission" });
    expect(await everythingStored()).not.toContain(token);

    const [confirmation] = await sink.waitFor(sentTo(email));
    for (const part of [textOf(confirmation!), String(confirmation!.mail.html)]) {
      expect(part).toContain(`${SITE}${page(token)}`);
      expect(part).toContain(reference);
    }
  });

  it("shows the job, the date, the reference and the status in plain words, never HR's notes", async () => {
    const { token, id, reference } = await apply("status.words@example.in");
    await screenWithNote(id, "Zircon move note for HR only");
    await server.services.pipeline.addNote({
      kind: "application",
      id,
      body: "Zircon internal note",
      actor: { system: "test" },
    });
    const res = await get(page(token));
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(res.headers.get("x-page-cache")).toBeNull();
    const html = await res.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(html).toContain('<meta name="referrer" content="same-origin"/>');
    expect(html).toContain(asHtml(JOBS.trainee));
    expect(html).toContain(reference);
    expect(html).toContain(formatLongDate(todayIn("Asia/Kolkata")));
    expect(badgeOf(html)).toEqual(["screening", APPLICANT_STATUS_WORDS.screening]);
    expect(html).not.toContain("Zircon");

    for (const status of APPLICATION_STATUSES) {
      await server.db.updateTable("job_applications").set({ status }).where("id", "=", id).execute();
      const shown = await (await get(page(token))).text();
      expect(badgeOf(shown), status).toEqual([status, asHtml(APPLICANT_STATUS_WORDS[status])]);
    }
  });

  it("keeps status pages out of robots' reach and out of the sitemap", async () => {
    expect((await (await get("/robots.txt")).text()).split("\n")).toContain("Disallow: /careers/application/");
    expect(await (await get("/sitemap.xml")).text()).not.toContain("/careers/application");
  });

  it("calls a resume sent without a job a general application", async () => {
    const { token } = await sendResume("general.resume@example.in");
    const html = await (await get(page(token))).text();
    expect(html).toContain(m.generalApplication);
    expect(badgeOf(html)).toEqual(["new", APPLICANT_STATUS_WORDS.new]);
  });

  it("answers a guessed, altered, malformed or missing token with the unknown page's 404", async () => {
    const { token } = await apply("guessing@example.in");
    const altered = (token[0] === "A" ? "B" : "A") + token.slice(1);
    const paths = [
      page(altered),
      page("x".repeat(43)),
      page("short"),
      page(`${token}x`),
      "/careers/application/",
      "/careers/no-such-page",
    ];
    const answers = await Promise.all(paths.map(async (p) => ({ p, res: await get(p) })));
    const bodies = await Promise.all(answers.map(async (a) => visible(await a.res.text())));
    for (const [i, { p, res }] of answers.entries()) {
      expect(res.status, p).toBe(404);
      expect(res.headers.get("cache-control"), p).toBe("private, no-cache");
      expect(bodies[i], p).toBe(bodies[bodies.length - 1]);
    }
    // Guessed and altered tokens are answered alike to the byte, router data included.
    const [a, b] = await Promise.all([get(page(altered)), get(page("y".repeat(43)))]);
    const exact = (html: string) => withoutNonce(html).replace(/"xsrfToken\\",\\"[^"\\]*\\"/g, "");
    expect(exact(await a.text())).toBe(exact(await b.text()));
  });

  it("answers every method and sub-address of a guessed, altered or expired token as a missing token, to the byte", async () => {
    const { token, id } = await apply("every.method@example.in");
    const expired = await apply("expired.link@example.in");
    await server.db.deleteFrom("application_links").where("application_id", "=", expired.id).execute();
    const altered = token.slice(0, -1) + (token.at(-1) === "A" ? "B" : "A");
    const badTokens = [altered, "q".repeat(43), expired.token, "short", "%41".repeat(5)];
    const visitor = new StaffBrowser(server.baseUrl);
    /** Status, headers and body, but what changes on every answer: the date, request id and CSP nonce. */
    const perAnswer = new Set(["date", "x-request-id", "content-security-policy"]);
    const answer = async (res: Response) => ({
      status: res.status,
      headers: [...res.headers].filter(([name]) => !perAnswer.has(name)),
      body: withoutNonce(await res.text()),
    });
    await visitor.xsrfToken();
    const missing = await answer(await visitor.get("/careers/application/"));
    expect(missing.status).toBe(404);
    expect(missing.body).toContain("Page Not Found");
    expect(await answer(await visitor.get("/careers/application"))).toEqual(missing);
    for (const bad of badTokens) {
      const requests: [string, () => Promise<Response>][] = [
        ["GET page", () => visitor.get(page(bad))],
        ["GET page?done", () => visitor.get(`${page(bad)}?done=withdrawn`)],
        ["GET data", () => visitor.get(`${page(bad)}/data`)],
        ["GET other", () => visitor.get(`${page(bad)}/other`)],
        ["withdraw", () => visitor.postForm(page(bad), { intent: "withdraw", confirm: "yes" })],
        ["erase", () => visitor.postForm(page(bad), { intent: "erase", confirm: "yes" })],
        ["erase, no box", () => visitor.postForm(page(bad), { intent: "erase" })],
        ["no XSRF", () => visitor.postForm(page(bad), { intent: "erase", confirm: "yes" }, { xsrf: false })],
        ["download", () => visitor.postForm(`${page(bad)}/data`, { confirm: "yes" })],
        ["download, no box", () => visitor.postForm(`${page(bad)}/data`, {})],
        ["download, no XSRF", () => visitor.postForm(`${page(bad)}/data`, { confirm: "yes" }, { xsrf: false })],
      ];
      for (const [label, request] of requests)
        expect(await answer(await request()), `${bad} ${label}`).toEqual(missing);
    }
    // HEAD is answered like GET, without a body.
    const head = async (path: string) => {
      const res = await fetch(server.baseUrl + path, { method: "HEAD", headers: { accept: "text/html" } });
      return { status: res.status, headers: [...res.headers].filter(([n]) => !perAnswer.has(n) && n !== "set-cookie") };
    };
    const missingHead = await head("/careers/application/");
    expect(missingHead.status).toBe(404);
    for (const path of [page(badTokens[0]!), `${page(badTokens[1]!)}/data`])
      expect(await head(path), path).toEqual(missingHead);
    // A valid token's page answers only what it serves: its data address takes posts, nothing else.
    expect(await answer(await visitor.get(`${page(token)}/data`))).toEqual(missing);
    expect(await answer(await visitor.get(`${page(token)}/other`))).toEqual(missing);
    expect((await visitor.get(page(token))).status).toBe(200);
    expect(await server.services.pipeline.currentStatus("application", id)).toBe("new");
  });

  it("withdraws through the pipeline as the applicant, and refuses once the status is final", async () => {
    const { token, id } = await apply("withdraw.me@example.in");
    const browser = new StaffBrowser(server.baseUrl);
    const unconfirmed = await browser.postForm(page(token), { intent: "withdraw" });
    expect(unconfirmed.status).toBe(400);
    expect(await unconfirmed.text()).toContain(m.confirmMissing);
    const noXsrf = await browser.postForm(page(token), { intent: "withdraw", confirm: "yes" }, { xsrf: false });
    expect(noXsrf.status).toBe(403);

    const done = await browser.postForm(page(token), { intent: "withdraw", confirm: "yes" });
    expect(done.status).toBe(303);
    expect(done.headers.get("location")).toBe(`${page(token)}?done=withdrawn`);
    const after = await (await browser.get(done.headers.get("location")!)).text();
    expect(after).toContain(m.withdrawn);
    expect(badgeOf(after)).toEqual(["withdrawn", APPLICANT_STATUS_WORDS.withdrawn]);
    expect(after).not.toContain(m.withdrawButton);

    const history = await server.services.pipeline.history("application", id);
    expect(history.at(-1)).toMatchObject({ actor: "applicant", from: "new", to: "withdrawn" });

    const again = await browser.postForm(page(token), { intent: "withdraw", confirm: "yes" });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain(asHtml(m.cannotWithdraw(APPLICANT_STATUS_WORDS.withdrawn)));
    for (const status of ["hired", "rejected"] as const) {
      await server.db.updateTable("job_applications").set({ status }).where("id", "=", id).execute();
      const refused = await browser.postForm(page(token), { intent: "withdraw", confirm: "yes" });
      expect(refused.status).toBe(409);
      expect(await refused.text()).toContain(asHtml(m.cannotWithdraw(APPLICANT_STATUS_WORDS[status])));
    }
    expect(await server.services.pipeline.currentStatus("application", id)).toBe("rejected");
  });

  it("downloads what is held about the application as JSON, without HR's notes, with an audit row", async () => {
    const email = "export.me@example.in";
    const { token, id, reference } = await apply(email, "Export Person");
    await server.services.pipeline.addNote({ kind: "application", id, body: "Quartz note", actor: { system: "t" } });
    await screenWithNote(id, "Quartz move");
    const browser = new StaffBrowser(server.baseUrl);
    const unconfirmed = await browser.postForm(`${page(token)}/data`, {});
    expect(unconfirmed.status).toBe(303);
    expect(unconfirmed.headers.get("location")).toBe(`${page(token)}?confirm=export`);
    expect(await (await browser.get(unconfirmed.headers.get("location")!)).text()).toContain(m.confirmMissing);

    const res = await browser.postForm(`${page(token)}/data`, { confirm: "yes" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="application-${reference}.json"`);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const text = await res.text();
    const file = JSON.parse(text) as ParsedJson;
    expect(file.email).toBe(email);
    expect(file.applications).toHaveLength(1);
    expect(file.applications[0]).toMatchObject({ reference, name: "Export Person", email });
    expect(file.applications[0].qualifications.length).toBeGreaterThan(0);
    expect(file.resumeFiles).toHaveLength(1);
    expect(file.resumeFiles[0].bytesBase64.length).toBeGreaterThan(0);
    expect(file.mails.map((mail: { template: string }) => mail.template).sort()).toEqual([
      "application-confirmation",
      "application-to-hr",
    ]);
    expect(file).not.toHaveProperty("notes");
    expect(file.statusChanges).toEqual([
      expect.objectContaining({ kind: "application", from_status: "new", to_status: "screening" }),
    ]);
    expect(text).not.toContain("Quartz");
    const [audit] = await listAuditRows(server.db, { action: "application.exported" }, 5);
    expect(audit).toMatchObject({
      actor_label: "system: applicant",
      target_type: "application",
      target_id: String(id),
    });
    expect((await browser.postForm(`${page("z".repeat(43))}/data`, { confirm: "yes" })).status).toBe(404);
  });

  it("erases the application as the console does; the link then says nothing is held", async () => {
    const email = "erase.me@example.in";
    const { token, id } = await apply(email, "Erase Person");
    await sink.waitFor(sentTo(email));
    const browser = new StaffBrowser(server.baseUrl);
    const unconfirmed = await browser.postForm(page(token), { intent: "erase" });
    expect(unconfirmed.status).toBe(400);
    const done = await browser.postForm(page(token), { intent: "erase", confirm: "yes" });
    expect(done.status).toBe(303);
    expect(done.headers.get("location")).toBe(page(token));

    const row = await server.db
      .selectFrom("job_applications")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row.erased_at).not.toBeNull();
    expect(row.email).toBe("");
    const mails = await server.db.selectFrom("mail_outbox").select("payload").execute();
    expect(mails.some((mail) => mail.payload.includes("Erase Person"))).toBe(false);
    const [audit] = await listAuditRows(server.db, { action: "application.erased" }, 5);
    expect(audit).toMatchObject({
      actor_label: "system: applicant",
      target_type: "application",
      target_id: String(id),
    });

    const res = await get(page(token));
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const html = await res.text();
    expect(html).toContain(m.erased);
    expect(html).not.toContain("Erase Person");
    expect(html).not.toContain(referenceNumber("application", id));
    expect((await browser.postForm(`${page(token)}/data`, { confirm: "yes" })).status).toBe(404);
    const withdraw = await browser.postForm(page(token), { intent: "withdraw", confirm: "yes" });
    expect(withdraw.status).toBe(409);
  });

  it("keeps markup typed by the applicant inert text in the download, and erases as the console does for HR", async () => {
    const typed = `<script>alert("x")</script><b>Rao</b>`;
    const mine = await apply("typed.markup@example.in", typed);
    const theirs = await apply("console.erased@example.in", typed);
    const browser = new StaffBrowser(server.baseUrl);
    const file = await browser.postForm(`${page(mine.token)}/data`, { confirm: "yes" });
    expect(file.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(file.headers.get("content-disposition")).toMatch(/^attachment; /);
    expect(file.headers.get("x-content-type-options")).toBe("nosniff");
    expect((JSON.parse(await file.text()) as { applications: { name: string }[] }).applications[0]!.name).toBe(typed);

    expect((await browser.postForm(page(mine.token), { intent: "erase", confirm: "yes" })).status).toBe(303);
    await erasePerson(
      server.db,
      "console.erased@example.in",
      { actor: { system: "test" }, ip: null },
      { cancelDemos: server.services.demos.cancelForErasure },
    );
    const erased = await server.db
      .selectFrom("job_applications")
      .selectAll()
      .where("id", "in", [mine.id, theirs.id])
      .orderBy("id")
      .execute();
    // Each keeps its own (emptied) resume file row (server/privacy/people.repository.ts); the rest is alike.
    const kept = erased.map(
      ({ id: _i, created_at: _c, erased_at: _e, status_changed_at: _s, resume_file_id: _r, ...row }) => row,
    );
    expect(kept[0]).toEqual(kept[1]);
    const hr = (await signedInAs(server, "hr")).browser;
    // What HR sees of each (the router's data numbers its values differently for different ids).
    const pages = await Promise.all(
      [mine, theirs].map(async ({ id }) => visible(await (await hr.get(`/staff/applications/${id}`)).text())),
    );
    const same = (html: string, id: number) =>
      html
        .replaceAll(referenceNumber("application", id), "REF")
        .replace(/\b\d{4}-\d{2}-\d{2}T[\d:.]+Z\b/g, "AT")
        .replaceAll(`/staff/applications/${id}"`, `/staff/applications/ID"`)
        .replace(/Its personal data was erased on [^<]*\./, "ERASED");
    expect(same(pages[0]!, mine.id)).toBe(same(pages[1]!, theirs.id));
    // Each says who erased it: the applicant from the status page, the console's erasure by its actor.
    expect(pages[0]).toMatch(/Its personal data was erased on [^<]* by the applicant\./);
    expect(pages[1]).toMatch(/Its personal data was erased on [^<]* by test\./);
    // The name typed is nowhere in the page's text (its tags and attribute values, a token or a file's hash
    // among them, aside: three letters may turn up in those by chance).
    expect(pages[0]!.replace(/<[^>]*>/g, " ")).not.toMatch(/\bRao\b/);
    expect(pages[0]).not.toContain(asHtml(typed));
  });

  it("'I lost my link' answers known and unknown addresses alike, and mails new links only to the known", async () => {
    const email = "Lost.Link@Example.in";
    const first = await apply(email, "Lost Link");
    const resume = await sendResume(email.toLowerCase());
    await sink.waitFor(sentTo(email));

    const visitor = new StaffBrowser(server.baseUrl);
    const post = (Email: string) => visitor.postForm("/careers/lost-link", { Email });
    const known = await post("lost.link@example.in");
    const unknown = await post("never.applied@example.in");
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    // Headers alike too, but what changes on every answer (the date, the request id, the CSP nonce).
    const perAnswer = new Set(["date", "x-request-id", "content-security-policy"]);
    const headersOf = (res: Response) => [...res.headers].filter(([name]) => !perAnswer.has(name));
    expect(headersOf(unknown)).toEqual(headersOf(known));
    const [knownHtml, unknownHtml] = await Promise.all([known.text(), unknown.text()]);
    // The same browser asks both: the two answers differ in nothing but the CSP nonce.
    expect(withoutNonce(knownHtml)).toBe(withoutNonce(unknownHtml));
    expect(knownHtml).toContain(asHtml(lostLinkMessages.sent));

    // One mail for the address, listing both with a new link each.
    const [mail] = await sink.waitFor(
      (mail) => mail.mail.subject?.startsWith("Your private link") === true && sentTo(email)(mail),
    );
    expect(mail!.mail.subject).toBe("Your private links to your applications");
    const links = [...textOf(mail!).matchAll(/https:\S+\/careers\/application\/[A-Za-z0-9_-]{43}/g)].map((m) =>
      tokenOf(m[0]),
    );
    expect(new Set(links).size).toBe(2);
    expect(textOf(mail!)).toContain(first.reference);
    expect(textOf(mail!)).toContain(resume.reference);
    for (const token of links) {
      expect(token).not.toBe(first.token);
      expect(token).not.toBe(resume.token);
      expect((await get(page(token))).status).toBe(200);
    }
    await server.services.applicationStatus.linkMailingSettled();
    const toUnknown = await server.db
      .selectFrom("mail_outbox")
      .select("id")
      .where("to_address", "like", "%never.applied%")
      .execute();
    expect(toUnknown).toEqual([]);
    // The links sent before still work (docs/decisions/0062-lost-link.md).
    expect((await get(page(first.token))).status).toBe(200);
    expect(await everythingStored()).not.toContain(links[0]);

    // A repeat within ten minutes mails nothing more, and is answered the same.
    const before = await server.db.selectFrom("application_links").select("id").execute();
    const repeat = await post(email);
    expect(withoutNonce(await repeat.text())).toBe(withoutNonce(unknownHtml));
    await server.services.applicationStatus.linkMailingSettled();
    expect(await server.db.selectFrom("application_links").select("id").execute()).toHaveLength(before.length);
    const linkMails = await server.db
      .selectFrom("mail_outbox")
      .select("id")
      .where("person_email", "=", email.toLowerCase())
      .where("template", "=", "application-link")
      .execute();
    expect(linkMails).toHaveLength(1);

    const invalid = await post("not-an-address");
    expect(invalid.status).toBe(400);
  });

  it("'I lost my link' says when no mail goes (a repeat within ten minutes, the forms' hourly cap), alike for everyone", async () => {
    // The answer names both limits, so a person whose mail the cap drops is not promised one (issue 41, item 13).
    expect(lostLinkMessages.sent).toContain("unless we mailed them in the last ten minutes");
    expect(lostLinkMessages.sent).toContain("three mails from our forms in the last hour");
    // An address that had its application's confirmation and two contact receipts this hour: the cap is reached.
    const email = "capped.applicant@example.in";
    await apply(email);
    for (const n of [1, 2])
      expect(
        (
          await server
            .client()
            .post("/api/Message/PostMessage", contactMessage({ Email: email, Subject: `Question number ${n}` }))
        ).status,
      ).toBe(200);
    const visitor = new StaffBrowser(server.baseUrl);
    const capped = await visitor.postForm("/careers/lost-link", { Email: email });
    const unknown = await visitor.postForm("/careers/lost-link", { Email: "nobody.capped@example.in" });
    const [cappedHtml, unknownHtml] = await Promise.all([capped.text(), unknown.text()]);
    expect(cappedHtml).toContain(asHtml(lostLinkMessages.sent));
    expect(withoutNonce(cappedHtml)).toBe(withoutNonce(unknownHtml));
    await server.services.applicationStatus.linkMailingSettled();
    const linkMails = await server.db
      .selectFrom("mail_outbox")
      .select("id")
      .where("person_email", "=", email)
      .where("template", "=", "application-link")
      .execute();
    expect(linkMails).toEqual([]);
  });

  it("'I lost my link' answers before it looks the address up, so its time does not depend on it", async () => {
    const { id } = await apply("answered.first@example.in");
    const service = server.services.applicationStatus;
    const linksOf = () =>
      server.db.selectFrom("application_links").select("issued_by").where("application_id", "=", id).execute();
    const answer = await service.sendLinks({ Email: "answered.first@example.in" }, "198.51.100.20");
    expect(answer).toEqual({ ok: true, message: lostLinkMessages.sent });
    expect(await linksOf()).toEqual([{ issued_by: "submission" }]);
    await service.linkMailingSettled();
    expect(await linksOf()).toEqual([{ issued_by: "submission" }, { issued_by: "lost-link" }]);
  });

  it("lets retention erase the application and its links with it: the link then answers 404", async () => {
    const { token, id } = await apply("retained@example.in");
    await server.db
      .updateTable("job_applications")
      .set({ status: "rejected", created_at: "2020-01-01T00:00:00.000Z", status_changed_at: null })
      .where("id", "=", id)
      .execute();
    const erased = await createRetentionTask({ db: server.db, logger: server.logger, days: 365 }).runOnce();
    expect(erased).toBeGreaterThanOrEqual(1);
    expect(
      await server.db
        .selectFrom("application_links")
        .select("id")
        .where("kind", "=", "application")
        .where("application_id", "=", id)
        .execute(),
    ).toEqual([]);
    expect((await get(page(token))).status).toBe(404);
  });
});

describe(`'I lost my link' is rate-limited like every post, on ${process.env.TEST_ENGINE ?? "sqlite"}`, () => {
  const limited = serverForFile({ env: { RATE_LIMIT_POSTS_PER_MINUTE: "2" } });

  it("answers 429 past the limit of posts per address", async () => {
    const visitor = new StaffBrowser(limited.baseUrl);
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await visitor.postForm("/careers/lost-link", { Email: "someone@example.in" })).status);
    expect(statuses).toEqual([200, 200, 429]);
  });
});
