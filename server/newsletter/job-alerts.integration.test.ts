import { describe, expect, it } from "vitest";
import { jobAlertMessages as m } from "~/domain/job-alert";
import { EMPTY_JOB_FORM, type JobFormValues } from "~/domain/job-form";
import { noticeVersion } from "~/domain/privacy-notices";
import { XSRF_FIELD } from "~/shared/xsrf";
import { type ReceivedMail, smtpSinkForFile } from "#tests/support/smtp-sink";
import { asHtml, createStaffUser, signedInAs } from "#tests/support/staff";
import { fetchXsrf } from "#tests/support/xsrf";

/**
 * Job alerts (docs/product.md §2.8): set on the careers page's form without JavaScript, confirmed by the
 * mailed link, told of each matching job HR publishes (once, at once or in a daily digest), never of a
 * job that does not match, is edited or closed; stopped in one click; in the person export and erased
 * with the person. The alert task is run by the test, round by round (the server's runs every minute).
 */
const SITE = "https://www.insurer-site.example";
const { sink, server } = smtpSinkForFile({ SITE_URL: SITE });
const client = { ip: null, userAgent: null };
const local = (url: string) => server.baseUrl + url.slice(SITE.length);
const header = (x: ReceivedMail, name: string) =>
  x.mail.headerLines.find((h) => h.key === name)?.line.replace(/^[^:]+:\s*/, "");
const linkIn = (x: ReceivedMail, path: string) => {
  const found = new RegExp(`${SITE}${path}\\?s=\\d+&t=[\\w-]+`).exec(x.mail.text ?? "");
  if (!found) throw new Error(`no ${path} link in the mail`);
  return found[0];
};

/** A form post as a browser without JavaScript makes it: the XSRF cookie and hidden field. */
async function postForm(url: string, fields: Record<string, string>) {
  const { token, cookie } = await fetchXsrf(server.baseUrl);
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html", cookie },
    body: new URLSearchParams({ [XSRF_FIELD]: token, ...fields }),
  });
  return { status: res.status, text: await res.text() };
}

const setAlert = (fields: Record<string, string>) =>
  postForm(`${server.baseUrl}/careers/alerts`, { q: "", location: "", level: "", frequency: "immediate", ...fields });

async function hr() {
  return (await createStaffUser(server, { role: "hr" })).user;
}

/** A job HR writes and publishes (or only writes). */
async function job(values: Partial<JobFormValues>, publish = true) {
  const by = await hr();
  const created = await server.services.jobs.create(
    { ...EMPTY_JOB_FORM, location: "Kochi, Kerala", description: "Build insurance apps.", ...values },
    by,
    client,
  );
  if (!created.ok) throw new Error(created.message);
  if (publish) await server.services.jobs.publish(created.code, by, client);
  return { code: created.code, by };
}

async function confirmedAlert(email: string, fields: Record<string, string>) {
  expect((await setAlert({ Email: email, ...fields })).status).toBe(200);
  const [mail] = await sink.waitFor(
    (x) => x.envelope.to.includes(email) && /confirm your job alert/.test(x.mail.subject ?? ""),
  );
  const confirmed = await postForm(local(linkIn(mail!, "/careers/alerts/confirm")), {});
  expect(confirmed.status).toBe(200);
  expect(confirmed.text).toContain(m.confirmed);
  return mail!;
}

const alertsTo = (email: string) =>
  sink.received.filter((x) => x.envelope.to.includes(email) && /opening/.test(x.mail.subject ?? ""));

describe(`job alerts on ${process.env.TEST_ENGINE ?? "sqlite"}`, () => {
  it("refuses a bad address beside the field, keeping what was typed", async () => {
    const res = await setAlert({ Email: "not-an-address", q: "flutter" });
    expect(res.status).toBe(400);
    expect(res.text).toContain(m.emailInvalid);
    expect(res.text).toContain('value="not-an-address"');
    expect(res.text).toContain('value="flutter"');
    // Its notice stays beside the button (docs/product.md §2.18), on this page and under the careers list.
    expect(res.text).toContain('data-privacy-notice="job-alert"');
    expect(await (await fetch(`${server.baseUrl}/careers`)).text()).toContain('data-privacy-notice="job-alert"');
  });

  it("mails an unconfirmed address fixed words only: nothing typed in the form reaches it", async () => {
    const email = "alert.victim@example.in";
    const words = "Your account is locked call 1800 555 0100";
    const place = "www.evil.example/login";
    expect((await setAlert({ Email: email, q: words, location: place })).status).toBe(200);
    const [confirmation] = await sink.waitFor((x) => x.envelope.to.includes(email));
    // Each part with its links' signed tokens, the only random text in it, set aside: four digits or five
    // letters may turn up in those by chance.
    const withoutTokens = (part: string) => part.replace(/([?&](?:amp;)?t=)[\w-]+/g, "$1TOKEN");
    for (const part of [
      confirmation!.mail.subject ?? "",
      confirmation!.mail.text ?? "",
      String(confirmation!.mail.html),
    ])
      for (const typed of ["locked", "1800", "evil.example", "login"]) expect(withoutTokens(part)).not.toContain(typed);
    expect(confirmation!.mail.text).toContain(
      `Someone, we hope you, asked to receive job alerts from Kavach InsureTech at ${email}`,
    );
    // The outbox row holds none of it either, so a change of wording cannot bring it back.
    const rows = await server.db
      .selectFrom("mail_outbox")
      .select("payload")
      .where("person_email", "=", email)
      .where("template", "=", "job-alert-confirmation")
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.payload).not.toContain("locked");
    expect(rows[0]!.payload).not.toContain("evil.example");
    // The page the link opens, which only the address's owner reaches, names the search before confirming it.
    const page = await (await fetch(local(linkIn(confirmation!, "/careers/alerts/confirm")))).text();
    expect(page).toContain("evil.example");
  });

  it("is confirmed by its link, then mails each matching job HR publishes once, and nothing else", async () => {
    const email = "alert.seeker@example.in";
    expect((await setAlert({ Email: email, q: "flutter", location: "Kochi" })).text).toContain(asHtml(m.success));
    const [confirmation] = await sink.waitFor((x) => x.envelope.to.includes(email));
    expect(confirmation!.mail.subject).toBe("Please confirm your job alert at Kavach InsureTech");
    // Fixed words only until the address is confirmed (issue 41, item 3): the search is on the page the link opens.
    expect(confirmation!.mail.text).not.toContain("flutter");
    expect(header(confirmation!, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");

    // Not confirmed yet: a matching job sends nothing.
    await job({ title: "Flutter Developer (early)" });
    await server.services.jobAlerts.runOnce();
    const confirmPage = await fetch(local(linkIn(confirmation!, "/careers/alerts/confirm")));
    expect(await confirmPage.text()).toContain(asHtml(m.confirmPrompt(email, "new openings for “flutter” in Kochi")));
    expect((await postForm(local(linkIn(confirmation!, "/careers/alerts/confirm")), {})).text).toContain(m.confirmed);
    await server.services.jobAlerts.runOnce();
    expect(alertsTo(email)).toHaveLength(0);

    const matching = await job({ title: "Senior Flutter Engineer" });
    await job({ title: "Java Developer" }); // no "flutter" anywhere
    await job({ title: "Flutter Lead", location: "Dubai" }); // another place
    await job({ title: "Flutter Tester" }, false); // a draft
    expect(await server.services.jobAlerts.runOnce()).toBe(1);
    const [alert] = await sink.waitFor((x) => x.envelope.to.includes(email) && /opening/.test(x.mail.subject ?? ""));
    expect(alert!.mail.subject).toBe("New opening at Kavach InsureTech: Senior Flutter Engineer");
    expect(alert!.mail.text).toContain(`${SITE}/careers/job/${matching.code}`);
    expect(header(alert!, "precedence")).toBe("bulk");
    expect(header(alert!, "list-unsubscribe")).toMatch(/\/careers\/alerts\/unsubscribe\/one-click\?s=\d+&t=/);

    // Editing, closing, unpublishing and publishing again: nothing more.
    const { by } = matching;
    const edited = await server.services.jobs.save(
      matching.code,
      { ...EMPTY_JOB_FORM, title: "Senior Flutter Engineer II", location: "Kochi", description: "Flutter." },
      (await server.services.jobs.get(matching.code))!.version,
      by,
      client,
    );
    expect(edited).toMatchObject({ ok: true });
    await server.services.jobs.close(matching.code, by, client);
    await server.services.jobs.reopen(matching.code, by, client);
    await server.services.jobs.unpublish(matching.code, by, client);
    await server.services.jobs.publish(matching.code, by, client);
    expect(await server.services.jobAlerts.runOnce()).toBe(0);
    expect(alertsTo(email)).toHaveLength(1);

    // One click in the mail program stops it; the next matching job reaches nobody.
    const oneClick = /<([^>]+)>/.exec(header(alert!, "list-unsubscribe")!)![1]!;
    const stop = await fetch(local(oneClick), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(stop.status).toBe(200);
    await job({ title: "Flutter Architect" });
    expect(await server.services.jobAlerts.runOnce()).toBe(0);
  });

  it("a daily alert collects the day's matching jobs in one digest", async () => {
    const email = "daily.seeker@example.in";
    await confirmedAlert(email, { q: "actuary", frequency: "daily" });
    await job({ title: "Actuary" });
    await job({ title: "Senior Actuary" });
    const now = new Date();
    expect(await server.services.jobAlerts.runOnce(now)).toBe(1);
    expect(await server.services.jobAlerts.runOnce(now)).toBe(0);
    const [digest] = await sink.waitFor((x) => x.envelope.to.includes(email) && /opening/.test(x.mail.subject ?? ""));
    expect(digest!.mail.subject).toBe("2 new opening(s) at Kavach InsureTech");
    expect(digest!.mail.text).toContain("Senior Actuary");
    // The next one within the day waits for tomorrow's digest.
    await job({ title: "Actuary Trainee" });
    expect(await server.services.jobAlerts.runOnce(now)).toBe(0);
    expect(await server.services.jobAlerts.runOnce(new Date(now.getTime() + 25 * 3600_000))).toBe(1);
  });

  it("is in the person's export, shown to marketing as text, and erased with the person", async () => {
    const email = "exported.seeker@example.in";
    await confirmedAlert(email, { q: "<b>claims</b>", frequency: "immediate" });
    const { browser: marketing } = await signedInAs(server, "marketing");
    const list = await (await marketing.get("/staff/subscribers")).text();
    expect(list).toContain(email);
    expect(list).toContain(asHtml("“<b>claims</b>”"));
    expect(list).not.toContain("<b>claims</b>");
    expect(list).toContain(`Version ${noticeVersion("job-alert", "en")}`);

    const { browser } = await signedInAs(server, "admin");
    const exported = await browser.get(`/staff/people/export?email=${encodeURIComponent(email)}`);
    const doc = (await exported.json()) as { jobAlerts: { email: string; words: string; notice_version: string }[] };
    expect(doc.jobAlerts).toMatchObject([
      { email, words: "<b>claims</b>", notice_version: noticeVersion("job-alert", "en") },
    ]);
    const erased = await browser.postForm("/staff/people", { intent: "erase", email, confirm: "yes" });
    expect(erased.status).toBe(200);
    expect(await erased.text()).toContain("1 job alert");
    const left = await server.db.selectFrom("job_alerts").select("id").where("email_key", "=", email).execute();
    expect(left).toEqual([]);
  });
});
