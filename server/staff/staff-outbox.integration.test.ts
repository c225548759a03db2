import { beforeAll, describe, expect, it } from "vitest";
import { staffMessages } from "~/domain/staff/messages";
import { markMailAttemptFailed, markMailsSent } from "#server/mail/mail-outbox.repository";
import { createMailOutbox } from "#server/mail/outbox";
import { asHtml, signedInAs, StaffBrowser } from "#tests/support/staff";
import { serverForFile } from "#tests/support/test-server";

/** /staff/outbox: admins see every mail, the failed ones marked with their error; no other role may open it. */
const server = serverForFile({ env: { INFO_EMAIL: "enquiries@insurer-site.example" } });
const ids: Record<string, number> = {};

beforeAll(async () => {
  // Written far in the future, so the server's own worker leaves them as they are set here.
  const outbox = createMailOutbox({ mail: server.config.mail, siteUrl: server.config.siteUrl });
  const later = new Date("2999-01-01T00:00:00.000Z");
  const message = {
    name: "Farah <b>Khan</b>",
    email: "farah.khan@example.ae",
    mobile: "+971501234567",
    subject: "Already sent",
    message: "About Core Takaful.",
  };
  const confirmation = (reference: string, title: string) => ({
    email: "farah.khan@example.ae",
    reference,
    job: { code: 7, title },
  });
  ids.pending = await outbox.enqueue(server.db, "application-confirmation", confirmation("A-000101", "Still waiting"), {
    now: later,
  });
  ids.sent = await outbox.enqueue(server.db, "contact-to-info", message, { now: later });
  ids.failed = await outbox.enqueue(
    server.db,
    "application-confirmation",
    confirmation("A-000102", "Never delivered"),
    { now: later },
  );
  await markMailsSent(server.db, [ids.sent], "2999-01-01T00:01:00.000Z");
  await markMailAttemptFailed(server.db, ids.failed, {
    status: "failed",
    error: "Mail command failed: 550 5.1.1 mailbox unavailable",
  });
});

describe(`staff outbox on ${process.env.TEST_ENGINE ?? "sqlite"}`, () => {
  it("lists every mail for an admin: subject, recipients, status, and a failed mail's last error", async () => {
    const { browser } = await signedInAs(server, "admin");
    const res = await browser.get("/staff/outbox");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const html = await res.text();
    expect(html).toContain("Your application for Still waiting (reference A-000101)");
    expect(html).toContain("A message from the contact form");
    expect(html).toContain("Your application for Never delivered (reference A-000102)");
    expect(html).toContain("enquiries@insurer-site.example");
    // Whom each mail concerns, linked to that person's page, with the application it is about.
    expect(html).toContain('href="/staff/people?email=farah.khan%40example.ae"');
    expect(html).toContain(">A-000101</span>");
    expect(html).toContain("Waiting to be sent");
    expect(html).toContain("Failed");
    expect(html).toContain(asHtml("Mail command failed: 550 5.1.1 mailbox unavailable"));
    expect(html).toContain('href="/staff/outbox"');

    const failed = await (await browser.get("/staff/outbox?status=failed")).text();
    expect(failed).toContain("Never delivered");
    expect(failed).not.toContain("Still waiting");
    expect(failed).not.toContain("A message from the contact form");
    expect(failed).toContain("Failed (1)");
  });

  it("refuses HR and marketing with 403, and sends a signed-out visitor to sign in", async () => {
    for (const role of ["hr", "marketing"] as const) {
      const { browser } = await signedInAs(server, role);
      const res = await browser.get("/staff/outbox");
      expect(res.status, role).toBe(403);
      const html = await res.text();
      expect(html).toContain(asHtml(staffMessages.forbidden));
      expect(html).not.toContain("Never delivered");
      // The menu shows the outbox to admins only.
      expect(await (await browser.get("/staff")).text()).not.toContain('href="/staff/outbox"');
    }
    const anonymous = await new StaffBrowser(server.baseUrl).get("/staff/outbox");
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toMatch(/^\/staff\/login\?redirectTo=%2Fstaff%2Foutbox/);
  });
});
