import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { newsletterIssueMessages as m } from "~/domain/newsletter-issue";
import { docToLegacyMarkup } from "~/domain/rich-text/markup";
import { insertSubscriptionOnce } from "#server/newsletter/subscriptions.repository";
import { samplePicture } from "#tests/support/sample-images";
import { type ReceivedMail, smtpSinkForFile } from "#tests/support/smtp-sink";
import { asHtml, createStaffUser, signedInAs } from "#tests/support/staff";

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

    // No address typed: the test goes to the sender.
    const test = await browser.postForm(`/staff/newsletter/${id}`, { intent: "test", testTo: "" });
    expect(test.status).toBe(200);
    expect(await test.text()).toContain(asHtml(m.testSent([email])));
    const [testMail] = await sink.waitFor((x) => x.envelope.to.includes(email));
    expect(testMail!.mail.subject).toBe("[Test] Console issue <b>one</b>");

    const confirmed = await server.db
      .selectFrom("subscriptions")
      .select((eb) => eb.fn.countAll<string | number>().as("n"))
      .where("confirmed_at", "is not", null)
      .executeTakeFirstOrThrow();
    // "Send now" asks first, with the number it goes to, and sends nothing (issue 41, item 16).
    const asked = await browser.postForm(`/staff/newsletter/${id}`, { intent: "send" });
    expect(asked.status).toBe(200);
    const askedHtml = await asked.text();
    expect(askedHtml).toContain(asHtml(m.sendConfirm("Console issue <b>one</b>", Number(confirmed.n))));
    expect(askedHtml).toContain(asHtml(m.sendConfirmButton(Number(confirmed.n))));
    expect(askedHtml).toMatch(/<input type="hidden" name="confirm" value="yes"\/>/);
    expect((await server.services.newsletter.get(id))!.status).toBe("draft");
    expect(await server.db.selectFrom("mail_outbox").select("id").where("issue_id", "=", id).execute()).toEqual([]);

    const sent = await browser.postForm(`/staff/newsletter/${id}`, { intent: "send", confirm: "yes" });
    expect(sent.status).toBe(200);
    expect(await sent.text()).toContain(asHtml(m.queued(Number(confirmed.n))));
    const [copy] = await sink.waitFor(
      (x) =>
        x.envelope.to.includes("console.reader@subscribers.example") && x.mail.subject === "Console issue <b>one</b>",
    );
    expect(copy!.mail.text).toContain(`${SITE}/newsletter/issues/${id}`);

    // Pressed again: refused, nothing new written.
    expect((await browser.postForm(`/staff/newsletter/${id}`, { intent: "send", confirm: "yes" })).status).toBe(409);

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

    // The outbox and the subscriber's export name the copies by the issue's subject (issue 41, item 15).
    const { browser: admin } = await signedInAs(server, "admin");
    const outboxPage = await (await admin.get("/staff/outbox")).text();
    expect(outboxPage).not.toContain(`Newsletter issue ${id}`);
    expect(outboxPage).toContain(asHtml("Console issue <b>one</b>"));
    const exported = (await (
      await admin.get(`/staff/people/export?email=${encodeURIComponent("console.reader@subscribers.example")}`)
    ).json()) as { mails: { template: string; subject: string }[] };
    expect(exported.mails.find((x) => x.template === "newsletter-issue")?.subject).toBe("Console issue <b>one</b>");
  });

  it("sends a test to the sender or to a few staff members named, never to anyone else", async () => {
    const { browser, email } = await signedInAs(server, "marketing");
    const colleague = await createStaffUser(server, { role: "hr", email: "Test.Colleague@Staff.Example" });
    const created = await browser.postForm("/staff/newsletter", {
      intent: "save",
      subject: "Tested widely",
      body: "Text",
    });
    const id = issueIdFrom(created);
    const page = await (await browser.get(`/staff/newsletter/${id}`)).text();
    expect(page).toContain(`value="${email}"`);
    expect(page).toContain(asHtml(m.testToHint));

    const both = await browser.postForm(`/staff/newsletter/${id}`, {
      intent: "test",
      testTo: `${email}, test.colleague@staff.example ${email.toUpperCase()}`,
    });
    expect(both.status).toBe(200);
    // Each address as its account spells it.
    const spelt = (
      await server.db
        .selectFrom("staff_users")
        .select("email")
        .where("email_key", "=", "test.colleague@staff.example")
        .executeTakeFirstOrThrow()
    ).email;
    expect(spelt.toLowerCase()).toBe(colleague.email.toLowerCase());
    expect(await both.text()).toContain(asHtml(m.testSent([email, spelt])));
    const to = (x: ReceivedMail, address: string) =>
      x.envelope.to.some((a) => a.toLowerCase() === address.toLowerCase()) && x.mail.subject === "[Test] Tested widely";
    for (const address of [email, spelt]) await sink.waitFor((x) => to(x, address));
    const [toColleague] = sink.received.filter((x) => to(x, spelt));
    expect(toColleague!.mail.text).toContain(`from the staff console by ${email}`);

    const refusals: [string, string][] = [
      ["stranger@example.com", m.testToNotStaff("stranger@example.com")],
      ["not-an-address", m.testToInvalid("not-an-address")],
      [Array.from({ length: 6 }, (_, i) => `a${i}@staff.example`).join(", "), m.testToTooMany],
    ];
    for (const [testTo, message] of refusals) {
      const refused = await browser.postForm(`/staff/newsletter/${id}`, { intent: "test", testTo });
      expect(refused.status, testTo).toBe(400);
      const html = await refused.text();
      expect(html).toContain(asHtml(message));
      // What was typed stays in the field.
      expect(html).toContain(`value="${asHtml(testTo)}"`);
    }
    const written = await server.db
      .selectFrom("mail_outbox")
      .select("to_address")
      .where("template", "=", "newsletter-test")
      .where("to_address", "like", "%example.com%")
      .execute();
    expect(written).toEqual([]);
  });

  it("shows the issue's picture in mail as a JPEG that other origins may load (issue 41, item 11)", async () => {
    await confirmedSubscriber("picture.reader@subscribers.example");
    const { browser, email } = await signedInAs(server, "marketing");
    const created = await browser.postMultipart(
      "/staff/newsletter",
      { intent: "save", subject: "With a picture", body: "Look." },
      { image: { name: "photo.png", type: "image/png", bytes: await samplePicture("png", 1600, 900) } },
    );
    expect(created.status).toBe(302);
    const id = issueIdFrom(created);

    const preview = await (await browser.get(`/staff/newsletter/${id}/mail`)).text();
    const src = /<img src="([^"]+)"/.exec(preview)?.[1];
    expect(src).toMatch(new RegExp(`^${SITE.replace(/\./g, "\\.")}/media/news-[0-9a-f]{32}-mail\\.jpg$`));
    const path = new URL(src!).pathname;
    // Loaded from another origin (a mail program, the sandboxed preview): allowed, and a JPEG.
    const picture = await fetch(server.baseUrl + path, { headers: { origin: "https://mail.example" } });
    expect(picture.status).toBe(200);
    expect(picture.headers.get("content-type")).toBe("image/jpeg");
    expect(picture.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    const bytes = new Uint8Array(await picture.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe("jpeg");
    expect(meta.width).toBe(1072);
    // The site's own pictures stay same-origin.
    const issue = (await server.services.newsletter.get(id))!;
    expect(issue.imageUrl).toMatch(/\.webp$/);
    const web = await fetch(server.baseUrl + issue.imageUrl!);
    expect(web.headers.get("cross-origin-resource-policy")).toBe("same-origin");

    // The test mail and each subscriber's copy name the JPEG.
    await browser.postForm(`/staff/newsletter/${id}`, { intent: "test", testTo: "" });
    const [testMail] = await sink.waitFor(
      (x) => x.envelope.to.includes(email) && x.mail.subject === "[Test] With a picture",
    );
    expect(String(testMail!.mail.html)).toContain(`src="${src}"`);
    await browser.postForm(`/staff/newsletter/${id}`, { intent: "send", confirm: "yes" });
    const [copy] = await sink.waitFor(
      (x) => x.envelope.to.includes("picture.reader@subscribers.example") && x.mail.subject === "With a picture",
    );
    expect(String(copy!.mail.html)).toContain(`src="${src}"`);
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
    // The text is a document (app/domain/rich-text): the story's, then a paragraph linking to it.
    expect(docToLegacyMarkup(issue.body)).toContain(
      `[Read the story on our site](${SITE}/company/news?id=${story.code})`,
    );

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
