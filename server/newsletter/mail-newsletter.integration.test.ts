import { describe, expect, it } from "vitest";
import { newsletterConsentMessages as m } from "~/domain/newsletter-consent";
import { subscribeMessages } from "~/domain/validation/subscribe-rules";
import { XSRF_FIELD, XSRF_REJECTED_MESSAGE } from "~/shared/xsrf";
import { type ReceivedMail, smtpSinkForFile } from "#tests/support/smtp-sink";
import { fetchXsrf } from "#tests/support/xsrf";
import { subscription as validSubscription } from "#tests/support/factories";

/**
 * The newsletter's double opt-in and one-click unsubscribe (RFC 8058), through a real SMTP conversation
 * and the pages the mail's links open, without JavaScript and without signing in.
 */
const SITE = "https://www.insurer-site.example";
const { sink, server } = smtpSinkForFile({ SITE_URL: SITE });

const subscription = (email: string) =>
  server.db.selectFrom("subscriptions").selectAll().where("email_key", "=", email.toLowerCase()).executeTakeFirst();
const subscribe = (Email: string, more: Record<string, string> = {}) =>
  server.client().post("/api/Subscribe/PostSubscriber", { ...validSubscription({ Email }), ...more });
/** A link from a mail, on the test server (the mail names the public SITE_URL). */
const local = (url: string) => server.baseUrl + url.slice(SITE.length);
const header = (m: ReceivedMail, name: string) =>
  m.mail.headerLines.find((h) => h.key === name)?.line.replace(/^[^:]+:\s*/, "");
const linkIn = (m: ReceivedMail, path: string) => {
  const found = new RegExp(`${SITE}${path}\\?s=\\d+&t=[\\w-]+`).exec(m.mail.text ?? "");
  if (!found) throw new Error(`no ${path} link in the mail`);
  return found[0];
};

/** Posts a page's form as a browser without JavaScript does: the XSRF cookie and the hidden field. */
async function postForm(url: string, fields: Record<string, string>, withXsrf = true) {
  // Over https (SITE_URL) the cookie is __Host-XSRF-TOKEN: fetchXsrf gives it under its name.
  const { token, cookie } = await fetchXsrf(server.baseUrl);
  const body = new URLSearchParams(withXsrf ? { [XSRF_FIELD]: token, ...fields } : fields);
  // A browser follows the redirect that comes after a post that worked.
  const res = await fetch(url, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      accept: "text/html",
      cookie,
    },
    body,
  });
  return { status: res.status, text: await res.text() };
}

describe(`newsletter consent on ${process.env.TEST_ENGINE ?? "sqlite"}`, () => {
  it("subscribing mails a confirmation link; only the link confirms, and never without the form's token", async () => {
    const email = "Lakshmi.Iyer@Example.in";
    const res = await subscribe(email);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ Message: subscribeMessages.success });
    expect(await subscription(email)).toMatchObject({ email, confirmed_at: null });

    // The address as typed; its domain in lower case, as nodemailer writes it.
    const [mail] = await sink.waitFor((x) => x.envelope.to.includes("Lakshmi.Iyer@example.in"));
    expect(mail!.envelope.to).toEqual(["Lakshmi.Iyer@example.in"]);
    expect(mail!.mail.subject).toBe("Please confirm your subscription to the Kavach InsureTech newsletter");
    const confirm = linkIn(mail!, "/newsletter/confirm");
    const unsubscribe = linkIn(mail!, "/newsletter/unsubscribe");
    for (const part of [mail!.mail.text ?? "", String(mail!.mail.html)]) {
      expect(part).toContain(`asked to receive the Kavach InsureTech newsletter at ${email}`);
      expect(part).toContain(confirm.replace("&", part === mail!.mail.text ? "&" : "&amp;"));
      // The visible unsubscribe link, beside the header.
      expect(part).toContain(unsubscribe.replace("&", part === mail!.mail.text ? "&" : "&amp;"));
    }
    expect(header(mail!, "list-unsubscribe")).toMatch(
      new RegExp(`^<${SITE}/newsletter/unsubscribe/one-click\\?s=\\d+&t=[\\w-]+>$`),
    );
    expect(header(mail!, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");

    // The link shows a button first (a mail scanner opening it confirms nothing).
    const page = await fetch(local(confirm));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(m.confirmPrompt(email));
    expect(html).toContain(`>${m.confirmButton}</button>`);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect((await subscription(email))!.confirmed_at).toBeNull();

    const refused = await postForm(local(confirm), {}, false);
    expect(refused.status).toBe(403);
    expect(refused.text).toContain(XSRF_REJECTED_MESSAGE);
    expect((await subscription(email))!.confirmed_at).toBeNull();

    const confirmed = await postForm(local(confirm), {});
    expect(confirmed.status).toBe(200);
    expect(confirmed.text).toContain(m.confirmed);
    const row = (await subscription(email))!;
    expect(Date.parse(row.confirmed_at!)).toBeGreaterThan(Date.now() - 60_000);
    // Opened again, it says so.
    expect(await (await fetch(local(confirm))).text()).toContain(m.confirmed);

    // A changed token or another subscription's number is not a link of ours.
    const forged = local(confirm).replace(/t=[\w-]+/, "t=AAAA");
    const bad = await fetch(forged);
    expect(bad.status).toBe(404);
    expect(await bad.text()).toContain(m.confirmInvalid);
    expect((await postForm(forged, {})).status).toBe(404);
  });

  it("a repeat subscription stores nothing new and mails at most once in ten minutes", async () => {
    const email = "repeat.subscriber@example.in";
    await subscribe(email);
    await sink.waitFor((x) => x.envelope.to.includes(email));
    const again = await subscribe(email.toUpperCase());
    expect(again.body).toEqual({ Message: subscribeMessages.success });
    await new Promise((r) => setTimeout(r, 600));
    expect(sink.received.filter((x) => x.envelope.to.includes(email))).toHaveLength(1);
    const rows = await server.db.selectFrom("subscriptions").select("id").where("email_key", "=", email).execute();
    expect(rows).toHaveLength(1);
  });

  it("one click in a mail program unsubscribes: a POST without cookies, authenticated by the link alone", async () => {
    const email = "one.click@example.in";
    await subscribe(email);
    const [mail] = await sink.waitFor((x) => x.envelope.to.includes(email));
    const oneClick = /<([^>]+)>/.exec(header(mail!, "list-unsubscribe")!)![1]!;
    const post = (url: string, body = "List-Unsubscribe=One-Click") =>
      fetch(url, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body });

    // Anything but the RFC's body, or another token, changes nothing.
    expect((await post(local(oneClick), "unsubscribe=yes")).status).toBe(400);
    expect((await post(local(oneClick).replace(/t=[\w-]+/, "t=AAAA"))).status).toBe(404);
    expect(await subscription(email)).toBeDefined();

    const res = await post(local(oneClick));
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("Unsubscribed.");
    expect(await subscription(email)).toBeUndefined();
    expect((await post(local(oneClick))).status).toBe(404);

    // Opened in a browser, the same address leads to the unsubscribe page.
    const opened = await fetch(local(oneClick), { redirect: "manual" });
    expect(opened.status).toBe(303);
    expect(opened.headers.get("location")).toBe(
      local(oneClick).slice(server.baseUrl.length).replace("/unsubscribe/one-click", "/unsubscribe"),
    );
  });

  it("the visible unsubscribe link asks, then unsubscribes with the page's own form (XSRF checked there)", async () => {
    const email = "visible.link@example.in";
    await subscribe(email);
    const [mail] = await sink.waitFor((x) => x.envelope.to.includes(email));
    const unsubscribe = local(linkIn(mail!, "/newsletter/unsubscribe"));
    const page = await fetch(unsubscribe);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(m.unsubscribePrompt(email));

    expect((await postForm(unsubscribe, { "List-Unsubscribe": "One-Click" }, false)).status).toBe(403);
    expect(await subscription(email)).toBeDefined();
    const done = await postForm(unsubscribe, {});
    expect(done.status).toBe(200);
    expect(done.text).toContain(m.unsubscribed);
    expect(await subscription(email)).toBeUndefined();
    const used = await fetch(unsubscribe);
    expect(used.status).toBe(404);
    expect(await used.text()).toContain(m.unsubscribeInvalid);
  });

  it("a confirmed address that subscribes again is told it already is; a filled honeypot mails nothing", async () => {
    const email = "already.confirmed@example.in";
    await subscribe(email);
    const [first] = await sink.waitFor((x) => x.envelope.to.includes(email));
    await postForm(local(linkIn(first!, "/newsletter/confirm")), {});
    // Ten minutes later, as far as the throttle knows.
    await server.db
      .updateTable("subscriptions")
      .set({ confirmation_sent_at: new Date(Date.now() - 11 * 60_000).toISOString() })
      .where("email_key", "=", email)
      .execute();
    await subscribe(email);
    const mails = await sink.waitFor((x) => x.envelope.to.includes(email), 2);
    expect(mails[1]!.mail.subject).toBe("You are subscribed to the Kavach InsureTech newsletter");
    expect(mails[1]!.mail.text).toContain("This address is already subscribed: there is nothing to do.");
    expect(header(mails[1]!, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");

    const before = (await server.db.selectFrom("mail_outbox").select("id").orderBy("id").execute()).length;
    expect((await subscribe("bot@example.in", { Website: "http://spam.example" })).status).toBe(200);
    expect(await subscription("bot@example.in")).toBeUndefined();
    expect((await server.db.selectFrom("mail_outbox").select("id").orderBy("id").execute()).length).toBe(before);
  });
});
