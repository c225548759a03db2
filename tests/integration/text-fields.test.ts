import { describe, expect, it } from "vitest";
import { commonMessages } from "~/domain/validation/common-rules";
import { contactMessages } from "~/domain/validation/contact-rules";
import { resumeFormMessages } from "~/domain/validation/resume-form-rules";
import { serverForFile } from "#tests/support/test-server";

/**
 * Text that is not text: a NUL, a lone surrogate, bytes that are not UTF-8. Each is refused with the
 * field's own "valid" message and stored nowhere; mobile and phone numbers take only digits, spaces
 * and + - ( ).
 */
const server = serverForFile();

const contact = {
  Name: "Fatima Al Mansoori",
  Email: "fatima@gulf-takaful.example.ae",
  Mobile: "(050) 123-4567",
  Subject: "Schedule a Demo",
  Message: "We would like a demonstration of Core Takaful General Insurance.",
  IpAddress: "192.0.2.44",
  BrowserInfo: "Safari 19 on macOS",
};
const person = {
  Name: "Anil Varghese",
  Email: "anil.varghese@example.in",
  Mobile: "98470 01122",
  Phone: "(0484) 240-1122",
  JobCode: 0,
  IpAddress: "198.51.100.9",
  BrowserInfo: "Edge 140",
};
const count = async (table: "contact_messages" | "candidates") =>
  (await server.db.selectFrom(table).select("id").execute()).length;

/** A JSON body with `field` set to a raw JSON value written by hand (an escape JSON.stringify would not make). */
const withRawField = (payload: Record<string, unknown>, field: string, rawJson: string) =>
  JSON.stringify({ ...payload, [field]: "@@" }).replace('"@@"', rawJson);

describe(`text fields on ${process.env.TEST_ENGINE ?? "sqlite"}`, () => {
  it("a contact message with a NUL, a lone surrogate or invalid UTF-8 gets that field's valid message", async () => {
    const before = await count("contact_messages");
    const client = server.client();
    const cases: [string, string, string][] = [
      ["Name", '"Fatima\\u0000 Al Mansoori"', commonMessages.nameInvalid],
      ["Name", '"Fatima \\ud800 Al Mansoori"', commonMessages.nameInvalid],
      ["Subject", '"Schedule \\udc00a Demo"', contactMessages.subjectInvalid],
      ["Message", '"Please call me\\u0000 tomorrow morning."', contactMessages.messageInvalid],
    ];
    for (const [field, raw, message] of cases) {
      const res = await client.post("/api/Message/PostMessage", withRawField(contact, field, raw));
      expect(res.status, `${field} ${raw}`).toBe(400);
      expect(res.body, `${field} ${raw}`).toEqual({ Message: message });
    }
    // Bytes that are not UTF-8 (0xC3 0x28) inside the message.
    const token = await client.xsrfToken();
    const json = Buffer.from(JSON.stringify({ ...contact, Message: "Please call me tomorrow @@ morning." }));
    const at = json.indexOf("@@");
    const bytes = Buffer.concat([json.subarray(0, at), Buffer.from([0xc3, 0x28]), json.subarray(at + 2)]);
    const res = await fetch(`${server.baseUrl}/api/Message/PostMessage`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        cookie: `XSRF-TOKEN=${encodeURIComponent(token)}`,
        "x-xsrf-token": token,
      },
      body: bytes,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ Message: contactMessages.messageInvalid });
    expect(await count("contact_messages")).toBe(before);
    // The same message with valid text is stored.
    expect((await client.post("/api/Message/PostMessage", contact)).status).toBe(200);
  });

  it("a no-JavaScript contact post with %00 or invalid UTF-8 gets the same messages", async () => {
    const client = server.client();
    const token = await client.xsrfToken();
    const post = (fields: string) =>
      fetch(`${server.baseUrl}/contact-us`, {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          cookie: `XSRF-TOKEN=${encodeURIComponent(token)}`,
        },
        body: `${fields}&_xsrf=${encodeURIComponent(token)}`,
      });
    const base = new URLSearchParams({ ...contact });
    const name = new URLSearchParams(base);
    name.delete("Name");
    const nul = await post(`${name}&Name=Fatima%00Mansoori`);
    expect(nul.status).toBe(400);
    expect(await nul.text()).toContain(commonMessages.nameInvalid);
    const subject = new URLSearchParams(base);
    subject.delete("Subject");
    const latin1 = await post(`${subject}&Subject=Schedule%20a%20d%E9mo`);
    expect(latin1.status).toBe(400);
    expect(await latin1.text()).toContain(contactMessages.subjectInvalid);
  });

  it("mobile numbers take only digits and + with spaces, dashes, dots and parentheses; phones only digits, spaces and + - ( )", async () => {
    const before = await count("candidates");
    const client = server.client();
    // Dots separate digits in a mobile number since the rule was widened (docs/product.md §7.18).
    for (const mobile of ["98470 ABC 22", "98470/01122", "9847001122;1", "98470\u000001122", "٩٨٤٧٠٠١١٢٢"]) {
      const res = await client.post("/api/Career/PostCandidate", { ...person, Mobile: mobile });
      expect(res.status, mobile).toBe(400);
      expect(res.body, mobile).toEqual({ Message: commonMessages.mobileInvalid });
    }
    const badMobile = await client.post("/api/Message/PostMessage", { ...contact, Mobile: "+971 50 CALL ME" });
    expect(badMobile.body).toEqual({ Message: commonMessages.mobileInvalid });
    for (const phone of ["0484 240 1122 ext 5", "0484/2401122"]) {
      const res = await client.post("/api/Career/PostCandidate", { ...person, Phone: phone });
      expect(res.status, phone).toBe(400);
      expect(res.body, phone).toEqual({ Message: resumeFormMessages.phoneInvalid });
    }
    expect(await count("candidates")).toBe(before);
    expect((await client.post("/api/Career/PostCandidate", { ...person, Mobile: "98470.01122" })).status).toBe(200);
    expect((await client.post("/api/Career/PostCandidate", person)).status).toBe(200);
    expect((await client.post("/api/Career/PostCandidate", { ...person, Phone: "" })).status).toBe(200);
  });

  it("what the browser reports about itself is stored without NUL or unpaired surrogates", async () => {
    const client = server.client();
    const res = await client.post(
      "/api/Message/PostMessage",
      withRawField({ ...contact, IpAddress: "192.0.2.44\u0000" }, "BrowserInfo", '"Safari\\u0000 19 \\ud800on macOS"'),
    );
    expect(res.status).toBe(200);
    const row = await server.db
      .selectFrom("contact_messages")
      .select(["browser_info", "ip_address"])
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ browser_info: "Safari 19 on macOS", ip_address: "192.0.2.44" });
  });
});
