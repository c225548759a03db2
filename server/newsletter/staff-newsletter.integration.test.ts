import { describe, expect, it } from "vitest";
import { newsletterIssueMessages as m } from "~/domain/newsletter-issue";
import { insertSubscriptionOnce } from "#server/newsletter/subscriptions.repository";
import { smtpSinkForFile } from "#tests/support/smtp-sink";
import { asHtml, signedInAs } from "#tests/support/staff";

/**
 * The console's newsletter pages (docs/product.md §10.9), as marketing uses them without JavaScript:
 * write an issue or start one from a story, preview it, send a test, send it and follow its progress,
 * pause and cancel; its web version is public once the send starts. The server's own worker sends.
 */
const SITE = "https://www.insurer-site.example";
const { sink, server } = smtpSinkForFile({ SITE_URL: SITE, NEWSLETTER_MAILS_PER_SECOND: "200" });

async function confirmedSubscriber(email: string) {
  const at = new Date().toISOString();
  await insertSubscriptionOnce(server.db, {
    ...{ email, email_key: email.toLowerCase(), ip_address: "", browser_info: "" },
    ...{ created_at: at, client_ip: null },
  });
  await server.db
    .updateTable("subscriptions")
    .set({ confirmed_at: at })
    .where("email_key", "=", email.toLowerCase())
    .execute();
}

const issueIdFrom = (res: Response) =>
  Number(/\/staff\/newsletter\/(\d+)$/.exec(res.headers.get("location") ?? "")![1]);

describe(`the newsletter console on ${process.env.TEST_ENGINE ?? "sqlite"}`, () => {
  it("writes an issue, previews it as the mail, sends a test, sends it, and shows the progress", async () => {
    await confirmedSubscriber("console.reader@subscribers.example");
    const { browser, email } = await signedInAs(server, "marketing");

    // A subject left out: the form comes back with the message and the text as typed.
    const refused = await browser.postForm("/staff/newsletter", { intent: "save", subject: " ", body: "Kept text" });
    expect(refused.status).toBe(400);
    const refusedHtml = await refused.text();
    expect(refusedHtml).toContain(m.subjectMissing);
    expect(refusedHtml).toContain("Kept text");

    const created = await browser.postForm("/staff/newsletter", {
      intent: "save",
      subject: "Console issue <b>one</b>",
      body: "Hello **readers**.\n\nMore at [our site](https://www.insurer-site.example/).",
    });
    expect(created.status).toBe(302);
    const id = issueIdFrom(created);

    const page = await (await browser.get(`/staff/newsletter/${id}`)).text();
    expect(page).toContain(asHtml("Console issue <b>one</b>"));
    expect(page).not.toContain("<b>one</b>");
    expect(page).toContain("Hello readers.");
    expect(page).toContain(`src="/staff/newsletter/${id}/mail"`);

    const preview = await browser.get(`/staff/newsletter/${id}/mail`);
    expect(preview.status).toBe(200);
    expect(preview.headers.get("content-security-policy")).toMatch(/^sandbox; default-src 'none'/);
    const previewHtml = await preview.text();
    expect(previewHtml).toContain("<strong>readers</strong>");
    expect(previewHtml).toContain(asHtml("Console issue <b>one</b>"));

    // Not public before its send starts.
    expect((await fetch(`${server.baseUrl}/newsletter/issues/${id}`)).status).toBe(404);

    const test = await browser.postForm(`/staff/newsletter/${id}`, { intent: "test" });
    expect(test.status).toBe(200);
    expect(await test.text()).toContain(asHtml(m.testSent(email)));
    const [testMail] = await sink.waitFor((x) => x.envelope.to.includes(email));
    expect(testMail!.mail.subject).toBe("[Test] Console issue <b>one</b>");

    const sent = await browser.postForm(`/staff/newsletter/${id}`, { intent: "send" });
    expect(sent.status).toBe(200);
    const confirmed = await server.db
      .selectFrom("subscriptions")
      .select((eb) => eb.fn.countAll<string | number>().as("n"))
      .where("confirmed_at", "is not", null)
      .executeTakeFirstOrThrow();
    expect(await sent.text()).toContain(asHtml(m.queued(Number(confirmed.n))));
    const [copy] = await sink.waitFor(
      (x) =>
        x.envelope.to.includes("console.reader@subscribers.example") && x.mail.subject === "Console issue <b>one</b>",
    );
    expect(copy!.mail.text).toContain(`${SITE}/newsletter/issues/${id}`);

    // Pressed again: refused, nothing new written.
    expect((await browser.postForm(`/staff/newsletter/${id}`, { intent: "send" })).status).toBe(409);

    // Marked sent just after the sink accepted it.
    await expect.poll(async () => (await server.services.newsletter.get(id))!.progress.sent).toBe(1);
    await server.services.newsletter.runDue();
    const after = await (await browser.get(`/staff/newsletter/${id}`)).text();
    expect(after).toContain('data-testid="newsletter-progress"');
    expect(after).toMatch(/data-testid="progress-sent">1</);
    expect(after).toContain("Refresh the progress");

    const web = await fetch(`${server.baseUrl}/newsletter/issues/${id}`);
    expect(web.status).toBe(200);
    const webHtml = await web.text();
    expect(webHtml).toContain('<strong class="font-semibold text-slate-900">readers</strong>');
    expect(webHtml).toContain(asHtml("Console issue <b>one</b>"));
  });

  it("starts an issue from a published story, schedules it and cancels the schedule", async () => {
    const { browser } = await signedInAs(server, "marketing");
    const story = await server.db
      .selectFrom("news")
      .select(["code", "title"])
      .where("live_revision_id", "is not", null)
      .orderBy("code")
      .executeTakeFirstOrThrow();
    const created = await browser.postForm("/staff/newsletter", { intent: "from-story", story: String(story.code) });
    expect(created.status).toBe(302);
    const id = issueIdFrom(created);
    const issue = (await server.services.newsletter.get(id))!;
    expect(issue.subject).toBe(story.title);
    expect(issue.body).toContain(`[Read the story on our site](${SITE}/company/news?id=${story.code})`);

    const past = await browser.postForm(`/staff/newsletter/${id}`, { intent: "schedule", sendAt: "2020-01-01T10:00" });
    expect(past.status).toBe(400);
    expect(await past.text()).toContain(m.scheduleInPast);
    const scheduled = await browser.postForm(`/staff/newsletter/${id}`, {
      intent: "schedule",
      sendAt: "2099-01-01T10:00",
    });
    expect(scheduled.status).toBe(200);
    expect((await server.services.newsletter.get(id))!.status).toBe("scheduled");
    expect(await server.services.newsletter.runDue()).toBe(0);
    const back = await browser.postForm(`/staff/newsletter/${id}`, { intent: "unschedule" });
    expect(back.status).toBe(200);
    expect((await server.services.newsletter.get(id))!.status).toBe("draft");

    const none = await browser.postForm("/staff/newsletter", { intent: "from-story", story: "999999" });
    expect(none.status).toBe(404);
    expect(await none.text()).toContain(m.noSuchStory);
  });

  it("a scheduled issue starts by itself when its time has come", async () => {
    const { browser } = await signedInAs(server, "marketing");
    const created = await browser.postForm("/staff/newsletter", {
      intent: "save",
      subject: "Scheduled one",
      body: "Text",
    });
    const id = issueIdFrom(created);
    await browser.postForm(`/staff/newsletter/${id}`, { intent: "schedule", sendAt: "2099-01-01T10:00" });
    expect(await server.services.newsletter.runDue(new Date("2099-01-02T00:00:00Z"))).toBe(1);
    expect((await server.services.newsletter.get(id))!.status).not.toBe("scheduled");
    await sink.waitFor((x) => x.mail.subject === "Scheduled one");
  });
});
