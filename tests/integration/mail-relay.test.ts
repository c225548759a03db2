import { beforeAll, describe, expect, it } from "vitest";
import type { OutboxRow } from "#server/mail/mail-outbox.repository";
import { composeMail } from "#server/mail/compose";
import { mailSite } from "#server/mail/mail-site";
import { PUBLIC_MAILS_PER_ADDRESS_PER_HOUR } from "#server/mail/outbox";
import { contactMessage, jobApplication, resumeRequest, subscription } from "#tests/support/factories";
import { JOBS } from "#tests/support/seeded-jobs";
import { serverForFile } from "#tests/support/test-server";

/**
 * The public forms are no relay (docs/decisions/0090-public-forms-relay-no-visitor-text.md): a mail to the
 * address typed into a form says only our fixed words, its reference and the job; no Subject header holds
 * visitor text; and an address gets at most a few mails an hour from the forms, while the submissions are
 * still stored and staff still told.
 */
// The server's own worker stays away: the rows are read and rendered here.
const server = serverForFile({ env: { MAIL_POLL_INTERVAL_MS: "3600000", HR_EMAIL: "hr@insurer-site.example" } });
let jobCode: number;
beforeAll(async () => {
  const job = await server.db.selectFrom("jobs").select("code").where("title", "=", JOBS.trainee).executeTakeFirst();
  jobCode = Number(job!.code);
});

/** What a spammer would have the company's address send: in the name, the subject and the message. */
const BAIT = {
  Name: "Claim Your Prize Now",
  Subject: "Urgent account verification",
  Message: "Verify at evil dot example to claim the prize.",
};
const baitWords = ["Claim Your Prize", "Urgent account verification", "evil dot example"];

const rowsFor = (emailKey: string) =>
  server.db.selectFrom("mail_outbox").selectAll().where("person_email", "=", emailKey).orderBy("id").execute();

function rendered(row: OutboxRow) {
  const mail = composeMail(row, { from: "website@insurer-site.example", site: mailSite(server.config.siteUrl, "s") });
  return { subject: String(mail.subject), body: `${String(mail.text)}\n${String(mail.html)}` };
}

async function postAll(email: string) {
  const client = server.client();
  const posted = [
    await client.post("/api/Message/PostMessage", contactMessage({ ...BAIT, Email: email })),
    await client.post(
      "/api/Career/PostJobApplication",
      jobApplication(jobCode, { personal: { Name: BAIT.Name, Email: email } }),
    ),
    await client.post("/api/Career/PostCandidate", resumeRequest({ Name: BAIT.Name, Email: email })),
  ];
  for (const r of posted) expect(r.status, JSON.stringify(r.body)).toBe(200);
}

describe(`the public forms relay nothing on ${process.env.TEST_ENGINE ?? "sqlite"}`, () => {
  it("says only fixed words, the reference and the job to the typed address; no subject holds visitor text", async () => {
    const email = "relay.victim@example.org";
    await postAll(email);
    const rows = await rowsFor(email);
    const toVisitor = rows.filter((r) => r.to_address === email);
    const toStaff = rows.filter((r) => r.to_address !== email);
    expect(toVisitor.map((r) => r.template).sort()).toEqual(
      ["application-confirmation", "contact-receipt", "resume-confirmation"].sort(),
    );
    expect(toStaff.map((r) => r.template).sort()).toEqual(
      ["application-to-hr", "contact-to-info", "resume-to-hr"].sort(),
    );
    for (const row of toVisitor) {
      const { subject, body } = rendered(row);
      for (const word of baitWords) {
        expect(subject, row.template).not.toContain(word);
        expect(body, row.template).not.toContain(word);
      }
    }
    for (const row of toStaff) {
      const { subject, body } = rendered(row);
      for (const word of baitWords) expect(subject, row.template).not.toContain(word);
      // Staff still read what was sent.
      expect(body, row.template).toContain(BAIT.Name);
    }
    expect(rendered(toStaff.find((r) => r.template === "contact-to-info")!).body).toContain(BAIT.Message);
  });

  it("holds to the cap when messages to one address arrive together and are committed in one batch", async () => {
    const email = "Batched.Address@Example.org";
    const key = email.toLowerCase();
    const sends = PUBLIC_MAILS_PER_ADDRESS_PER_HOUR + 2;
    // Sent in one turn of the event loop, so the group commit writes them in one transaction, sharing one
    // read of the cap's counts (docs/decisions/0090-public-forms-relay-no-visitor-text.md).
    const answers = await Promise.all(
      Array.from({ length: sends }, (_, i) =>
        server.services.contactMessages.send(
          contactMessage({ Email: i % 2 ? email : key, Subject: `Question ${i}` }),
          "127.0.0.1",
        ),
      ),
    );
    for (const answer of answers) expect(answer.ok).toBe(true);
    const rows = await rowsFor(key);
    expect(rows.filter((r) => r.template === "contact-receipt")).toHaveLength(PUBLIC_MAILS_PER_ADDRESS_PER_HOUR);
    expect(rows.filter((r) => r.template === "contact-to-info")).toHaveLength(sends);
  });

  it("writes at most a few mails an hour to one address across the forms; the rest is stored and staff told", async () => {
    const email = "Flooded.Address@Example.org";
    const key = email.toLowerCase();
    const client = server.client();
    const sends = PUBLIC_MAILS_PER_ADDRESS_PER_HOUR + 2;
    for (let i = 0; i < sends; i++) {
      const res = await client.post(
        "/api/Message/PostMessage",
        contactMessage({ Email: i % 2 ? email : key, Subject: `Question ${i}` }),
      );
      expect(res.status).toBe(200);
    }
    const resume = await client.post("/api/Career/PostCandidate", resumeRequest({ Email: email }));
    expect(resume.status).toBe(200);
    const subscribed = await client.post("/api/Subscribe/PostSubscriber", subscription({ Email: email }));
    expect(subscribed.status).toBe(200);

    const rows = await rowsFor(key);
    const count = (template: string) => rows.filter((r) => r.template === template).length;
    expect(count("contact-receipt")).toBe(PUBLIC_MAILS_PER_ADDRESS_PER_HOUR);
    expect(count("resume-confirmation")).toBe(0);
    expect(count("newsletter-confirmation")).toBe(0);
    // Every submission is stored, and INFO and HR are told of each.
    expect(count("contact-to-info")).toBe(sends);
    expect(count("resume-to-hr")).toBe(1);
    const messages = await server.db
      .selectFrom("contact_messages")
      .select("id")
      .where("email", "in", [email, key])
      .execute();
    expect(messages).toHaveLength(sends);
    expect(await server.db.selectFrom("candidates").select("id").where("email", "=", email).execute()).toHaveLength(1);
    // The subscription waits for a confirmation not sent yet: a later request (after the hour) may send it.
    const subscription_ = await server.db
      .selectFrom("subscriptions")
      .select("confirmation_sent_at")
      .where("email_key", "=", key)
      .executeTakeFirstOrThrow();
    expect(subscription_.confirmation_sent_at).toBeNull();
    // "I lost my link" past the cap mails nothing, and makes no link that would reach nobody.
    const links = () => server.db.selectFrom("application_links").select("id").execute();
    const linksBefore = (await links()).length;
    expect(await server.services.applicationStatus.sendLinks({ Email: email }, "127.0.0.1")).toMatchObject({
      ok: true,
    });
    await server.services.applicationStatus.linkMailingSettled();
    expect(await links()).toHaveLength(linksBefore);
    expect((await rowsFor(key)).filter((r) => r.template === "application-link")).toEqual([]);
    // Another address is not held back by this one's mails.
    await client.post("/api/Message/PostMessage", contactMessage({ Email: "someone.else@example.org" }));
    expect((await rowsFor("someone.else@example.org")).map((r) => r.template)).toContain("contact-receipt");
  });
});
