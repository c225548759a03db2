import { describe, expect, it } from "vitest";
import { contactMessages } from "~/domain/validation/contact-rules";
import { contactMessage as message } from "#tests/support/factories";
import { addressesIn, smtpSinkForFile } from "#tests/support/smtp-sink";

/**
 * The contact form's two mails, sent through a real SMTP conversation: a receipt to the sender and the
 * message to INFO_EMAIL with Reply-To set to the sender.
 */
const PATH = "/api/Message/PostMessage";
const INFO = "enquiries@insurer-site.example";
const FROM = "website@insurer-site.example";
const { sink, server } = smtpSinkForFile({
  MAIL_FROM: `"Kavach Website" <${FROM}>`,
  INFO_EMAIL: INFO,
  MAIL_RETRY_DELAY_MS: "200",
});

const outboxRows = () => server.db.selectFrom("mail_outbox").selectAll().orderBy("id").execute();

/** The rows of one sender's mails once the worker has marked them all (it marks a row just after the send). */
async function settledRowsOf(sender: string) {
  for (let i = 0; ; i++) {
    const rows = (await outboxRows()).filter((r) => r.to_address === sender || r.reply_to === sender);
    if (rows.every((r) => r.status !== "pending") || i > 100) return rows;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe(`contact mails on ${process.env.TEST_ENGINE ?? "sqlite"}`, () => {
  it("sends the sender a receipt and INFO_EMAIL the message, both parts, Reply-To the sender", async () => {
    const sender = "receipt.test@gulf-takaful.example.ae";
    const res = await server.client().post(PATH, message({ Email: sender, Subject: "Core Takaful demo request" }));
    expect(res.status).toBe(200);

    const [receipt] = await sink.waitFor((m) => m.envelope.to.includes(sender));
    const [toInfo] = await sink.waitFor((m) => m.envelope.to.includes(INFO) && m.raw.includes(sender));

    expect(receipt!.envelope).toEqual({ from: FROM, to: [sender] });
    expect(receipt!.mail.from?.value).toEqual([{ name: "Kavach Website", address: FROM }]);
    expect(receipt!.mail.subject).toBe("We have received your message to Kavach InsureTech");
    expect(addressesIn(receipt!.mail.replyTo)).toEqual([INFO]);
    expect(receipt!.mail.text).toContain(contactMessages.success);
    expect(receipt!.mail.html).toContain(contactMessages.success);
    // Nobody has confirmed the address: none of what was typed goes back to it (only fixed words).
    for (const part of [receipt!.mail.text, String(receipt!.mail.html)]) {
      expect(part).not.toContain("Core Takaful demo request");
      expect(part).not.toContain("We would like a demonstration");
      expect(part).not.toContain("Fatima");
    }

    expect(toInfo!.envelope).toEqual({ from: FROM, to: [INFO] });
    expect(toInfo!.mail.subject).toBe("A message from the contact form");
    expect(addressesIn(toInfo!.mail.replyTo)).toEqual([sender]);
    for (const part of [toInfo!.mail.text, toInfo!.mail.html]) {
      expect(part).toContain("Fatima Al Mansoori");
      expect(part).toContain("+971501234567");
      expect(part).toContain("We would like a demonstration of Core Takaful General Insurance for our motor line.");
    }

    // Message-IDs come from the outbox rows, which are marked sent.
    const mine = await settledRowsOf(sender);
    expect(mine.map((r) => [r.template, r.status])).toEqual([
      ["contact-receipt", "sent"],
      ["contact-to-info", "sent"],
    ]);
    expect(receipt!.mail.messageId).toBe(mine[0]!.message_id);
    expect(toInfo!.mail.messageId).toBe(mine[1]!.message_id);
  });

  it("escapes markup a visitor typed, and a line break in a name or subject never adds a header", async () => {
    const sender = "markup.test@example.com";
    const res = await server.client().post(
      PATH,
      message({
        Email: sender,
        Name: "Eve <b>Bold</b>\r\nBcc: victim@example.org",
        Subject: "Quote\r\nBcc: victim@example.org\r\nX-Injected: yes",
        Message: '<script>alert("x")</script> and <img src=x onerror=alert(1)>\nsecond line',
      }),
    );
    expect(res.status).toBe(200);
    const mails = await sink.waitFor((m) => m.raw.includes(sender), 2);
    for (const { envelope, mail, raw } of mails) {
      // Only the intended recipient was given the mail, and no header was added.
      expect(envelope.to).toHaveLength(1);
      expect(envelope.to).not.toContain("victim@example.org");
      expect(mail.bcc).toBeUndefined();
      expect(mail.headers.has("x-injected")).toBe(false);
      const headerSection = raw.slice(0, raw.indexOf("\r\n\r\n"));
      expect(headerSection).not.toMatch(/^Bcc:/im);
      expect(headerSection).not.toMatch(/^X-Injected:/im);
      // No subject holds what was typed.
      expect(mail.subject).not.toContain("Quote");
    }
    // INFO_EMAIL's mail is the one that shows what was typed.
    const toInfo = mails.find((m) => m.envelope.to.includes(INFO))!;
    {
      const { mail } = toInfo;
      expect(mail.text).toMatch(/Subject: Quote\s+Bcc: victim@example\.org\s+X-Injected: yes/);
      // In HTML, what was typed is text: escaped, never markup.
      const html = String(mail.html);
      expect(html).not.toContain("<script>");
      expect(html).not.toContain("<img src=x");
      expect(html).not.toContain("<b>Bold</b>");
      expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
      expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
      // In text, it is as typed.
      expect(mail.text).toContain('<script>alert("x")</script>');
    }
    expect(String(toInfo.mail.html)).toContain("Eve &lt;b&gt;Bold&lt;/b&gt;");
  });

  it("keeps a mail while the mail server is down and delivers it once when it is back", async () => {
    await sink.stop();
    const sender = "outage.test@example.com";
    const res = await server.client().post(PATH, message({ Email: sender, Subject: "Sent during an outage" }));
    // The visitor is answered at once: the mail waits in the outbox.
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ Message: contactMessages.success });

    // The worker tried, failed, and scheduled a retry.
    const deadline = Date.now() + 10_000;
    let pending;
    do {
      await new Promise((r) => setTimeout(r, 50));
      pending = (await outboxRows()).filter((r) => r.to_address === sender);
    } while (!pending[0]?.last_error && Date.now() < deadline);
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({ status: "pending", sent_at: null });
    expect(Date.parse(pending[0]!.next_attempt_at)).toBeGreaterThan(Date.parse(pending[0]!.created_at));
    expect(pending[0]!.attempts).toBeGreaterThanOrEqual(1);
    expect(pending[0]!.last_error).toMatch(/ECONNREFUSED/);

    await sink.start();
    await sink.waitFor((m) => m.envelope.to.includes(sender));
    // Long enough for a second delivery, were there going to be one.
    await new Promise((r) => setTimeout(r, 1000));
    const delivered = sink.received.filter((m) => m.envelope.to.includes(sender));
    expect(delivered).toHaveLength(1);
    const [row] = await settledRowsOf(sender);
    expect(row).toMatchObject({ status: "sent" });
    expect(delivered[0]!.mail.messageId).toBe(row!.message_id);
  });
});
