import { describe, expect, it } from "vitest";
import { contactMessages } from "~/domain/validation/contact-rules";
import { MALFORMED_JSON_MESSAGE } from "#server/http/json-errors";
import { bodyLimits } from "~/shared/request-limits";
import { XSRF_REJECTED_MESSAGE } from "~/shared/xsrf";
import { contactMessage } from "#tests/support/factories";
import { expectRefusedInTurn } from "#tests/support/refusals";
import { serverForFile } from "#tests/support/test-server";

const PATH = "/api/Message/PostMessage";
const server = serverForFile();

const rows = () => server.db.selectFrom("contact_messages").selectAll().orderBy("id").execute();
const valid = contactMessage();

describe(`POST ${PATH} on ${process.env.TEST_ENGINE ?? "sqlite"}`, () => {
  it("stores the message with its context and the address the server saw", async () => {
    const res = await server.client().post(PATH, valid);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ Message: contactMessages.success });
    const stored = await rows();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      name: valid.Name,
      email: valid.Email,
      mobile: valid.Mobile,
      subject: valid.Subject,
      message: valid.Message,
      ip_address: valid.IpAddress,
      browser_info: valid.BrowserInfo,
      client_ip: "127.0.0.1",
    });
    expect(Date.parse(stored[0]!.created_at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it("checks every rule in the order of docs/product.md §5.4 with its exact message, storing nothing", async () => {
    const before = (await rows()).length;
    const empty = { Name: "", Email: "", Mobile: "", Subject: "", Message: "", IpAddress: "", BrowserInfo: "" };
    const last = await expectRefusedInTurn(server.client(), PATH, empty, [
      [{}, "Name must be entered"],
      [{ Name: "Al" }, "A valid name must be entered"],
      [{ Name: "Ali" }, "E-mail address must be entered"],
      [{ Email: "a@bc.defg" }, "A valid e-mail must be entered"],
      [{ Email: "ali.example.com" }, "A valid e-mail address must be entered"],
      [{ Email: "ali@example.com" }, "Mobile number must be entered"],
      [{ Mobile: "123456" }, "A valid mobile number must be entered"],
      [{ Mobile: "123456789012345" }, "A valid mobile number must be entered"],
      [{ Mobile: "1234567" }, "Please specify the subject line"],
      [{ Subject: "Demo 1" }, "Please specify the valid subject line"],
      [{ Subject: "s".repeat(230) }, "Please specify the valid subject line"],
      [{ Subject: "s".repeat(229) }, "Please specify the message"],
      [{ Message: "m".repeat(10) }, "Please specify the valid message"],
      [{ Message: "m".repeat(3900) }, "Please specify the valid message"],
    ]);
    expect((await rows()).length).toBe(before);
    // The longest valid message and subject are accepted.
    const ok = await server.client().post(PATH, { ...last, Message: "m".repeat(3899) });
    expect(ok.status).toBe(200);
    expect((await rows()).length).toBe(before + 1);
  });

  it("answers a filled honeypot as a success and stores nothing", async () => {
    const before = (await rows()).length;
    const res = await server.client().post(PATH, { ...valid, Website: "https://cheap-pills.example" });
    expect(res.status).toBe(200);
    expect(res.body.Message).toBe(contactMessages.success);
    expect((await rows()).length).toBe(before);
  });

  it("refuses wrong types and malformed JSON with 400", async () => {
    for (const field of ["Name", "Email", "Mobile", "Subject", "Message", "IpAddress", "BrowserInfo"]) {
      const res = await server.client().post(PATH, { ...valid, [field]: { nested: true } });
      expect(res.status, field).toBe(400);
      expect(res.body.Message).toContain(`${field} has the wrong type`);
    }
    const malformed = await server.client().post(PATH, "{not json");
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ Message: MALFORMED_JSON_MESSAGE });
  });

  it("refuses a body over 64 KiB with 413", async () => {
    const res = await server.client().post(PATH, { ...valid, Message: "m".repeat(66 * 1024) });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ Message: bodyLimits.small.tooLarge });
  });

  it("refuses a POST without the XSRF header with 403", async () => {
    const before = (await rows()).length;
    const res = await server.client().post(PATH, valid, { xsrf: null });
    expect(res.status).toBe(403);
    expect(typeof res.body.Message).toBe("string");
    expect((await rows()).length).toBe(before);
  });

  it("accepts the no-JavaScript form post to /contact-us only with the XSRF token, with the same rules", async () => {
    const client = server.client();
    const token = await client.xsrfToken();
    const post = (fields: Record<string, string>) => client.postForm("/contact-us", fields);
    const form = {
      Name: valid.Name,
      Email: valid.Email,
      Mobile: valid.Mobile,
      Subject: "Form post without script",
      Message: valid.Message,
    };
    const countFormPosts = async () => (await rows()).filter((r) => r.subject === form.Subject).length;

    const forged = await post({ ...form, _xsrf: "forged.token" });
    expect(forged.status).toBe(403);
    expect(await forged.text()).toContain(XSRF_REJECTED_MESSAGE);
    const missing = await post(form);
    expect(missing.status).toBe(403);
    expect(await countFormPosts()).toBe(0);

    const invalid = await post({ ...form, Subject: "Short", _xsrf: token });
    expect(invalid.status).toBe(400);
    const invalidHtml = await invalid.text();
    expect(invalidHtml).toContain("Please specify the valid subject line");
    expect(invalidHtml).toContain(`value="${valid.Mobile}"`);
    expect(await countFormPosts()).toBe(0);

    const ok = await post({ ...form, _xsrf: token });
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain(contactMessages.success);
    const stored = (await rows()).filter((r) => r.subject === form.Subject);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ name: valid.Name, ip_address: "127.0.0.1", client_ip: "127.0.0.1" });
  });
});
