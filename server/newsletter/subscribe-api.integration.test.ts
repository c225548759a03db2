import { describe, expect, it } from "vitest";
import { subscribeMessages } from "~/domain/validation/subscribe-rules";
import { MALFORMED_JSON_MESSAGE } from "#server/http/json-errors";
import { bodyLimits } from "~/shared/request-limits";
import { subscription } from "#tests/support/factories";
import { serverForFile } from "#tests/support/test-server";

const PATH = "/api/Subscribe/PostSubscriber";
const server = serverForFile();

const rows = () => server.db.selectFrom("subscriptions").selectAll().orderBy("id").execute();

describe(`POST ${PATH} on ${process.env.TEST_ENGINE ?? "sqlite"}`, () => {
  it("stores a subscription with what the client reported and the address the server saw", async () => {
    const res = await server.client().post(PATH, subscription({ Email: "Priya.Nair@Example.com" }));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ Message: subscribeMessages.success });
    const stored = await rows();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      email: "Priya.Nair@Example.com",
      email_key: "priya.nair@example.com",
      ip_address: "203.0.113.7",
      browser_info: "Firefox 140 on Linux",
      client_ip: "127.0.0.1",
    });
    expect(Date.parse(stored[0]!.created_at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it("answers a repeat subscription (in any letter case) as a success without a second row", async () => {
    const again = await server
      .client()
      .post(PATH, subscription({ Email: "priya.nair@example.COM", IpAddress: "203.0.113.8", BrowserInfo: "Chrome" }));
    expect(again.status).toBe(200);
    expect(again.body.Message).toBe(subscribeMessages.success);
    const stored = await rows();
    expect(stored.filter((r) => r.email_key === "priya.nair@example.com")).toHaveLength(1);
  });

  it("checks the rules in order with their exact messages, storing nothing", async () => {
    const before = (await rows()).length;
    const cases: [unknown, string][] = [
      [undefined, "Please enter your email address first"],
      ["", "Please enter your email address first"],
      ["   ", "Please enter your email address first"],
      ["not-an-address", "Please enter a valid email address first"],
      ["someone@example", "Please enter a valid email address first"],
      [`${"a".repeat(79)}@example.com`, "Please enter a valid email address first"], // 91 characters
    ];
    for (const [Email, message] of cases) {
      const res = await server.client().post(PATH, { ...subscription(), Email });
      expect(res.status, String(Email)).toBe(400);
      expect(res.body).toEqual({ Message: message });
    }
    expect((await rows()).length).toBe(before);
  });

  it("answers a filled honeypot as a success and stores nothing", async () => {
    const before = (await rows()).length;
    const res = await server
      .client()
      .post(PATH, subscription({ Email: "bot@spam.example.com", Website: "http://spam.example" }));
    expect(res.status).toBe(200);
    expect(res.body.Message).toBe(subscribeMessages.success);
    expect((await rows()).length).toBe(before);
  });

  it("refuses wrong types and malformed JSON with 400 and a Message", async () => {
    const wrong = await server.client().post(PATH, { ...subscription(), Email: 42 });
    expect(wrong.status).toBe(400);
    expect(wrong.body.Message).toMatch(/Email has the wrong type/);
    const list = await server.client().post(PATH, [1, 2]);
    expect(list.status).toBe(400);
    expect(typeof list.body.Message).toBe("string");
    const malformed = await server.client().post(PATH, '{"Email": "a@b.com",');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ Message: MALFORMED_JSON_MESSAGE });
  });

  it("refuses a body over 64 KiB with 413 and a Message", async () => {
    const res = await server
      .client()
      .post(PATH, subscription({ Email: "big@example.com", BrowserInfo: "x".repeat(65 * 1024) }));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ Message: bodyLimits.small.tooLarge });
  });

  it("matches the path in any letter case", async () => {
    const res = await server
      .client()
      .post("/api/subscribe/postsubscriber", subscription({ Email: "lower@example.com" }));
    expect(res.status).toBe(200);
    expect((await rows()).some((r) => r.email_key === "lower@example.com")).toBe(true);
  });

  it("accepts the no-JavaScript form post to /newsletter only with the XSRF token", async () => {
    const client = server.client();
    const token = await client.xsrfToken();
    const post = (fields: Record<string, string>) => client.postForm("/newsletter", fields);
    expect((await post({ Email: "form-post@example.com" })).status).toBe(403);
    const invalid = await post({ Email: "form-post.example.com", _xsrf: token });
    expect(invalid.status).toBe(400);
    expect(await invalid.text()).toContain("Please enter a valid email address first");
    expect((await rows()).some((r) => r.email_key === "form-post@example.com")).toBe(false);
    const ok = await post({ Email: "form-post@example.com", _xsrf: token });
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain(subscribeMessages.success);
    expect((await rows()).filter((r) => r.email_key === "form-post@example.com")).toHaveLength(1);
  });
});
