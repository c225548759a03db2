import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import { HONEYPOT_FIELD } from "~/domain/honeypot";
import { XSRF_FIELD, XSRF_REJECTED_MESSAGE } from "~/shared/xsrf";
import { formAction, type CheckedPost } from "./form-action.server";
import { FORM_MALFORMED_MESSAGE } from "./form-post.server";

const TOKEN = "good.token";
/** Only what the action reads of the load context: the XSRF check and the client's address. */
const context = {
  xsrfMatches: (submitted: unknown) => submitted === TOKEN,
  clientIp: "203.0.113.7",
} as unknown as AppLoadContext;

function post(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return new Request("http://localhost/form", {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "user-agent": "Test Browser/1.0", ...headers },
  });
}

/** A form of two fields whose service fails on "bad" and records what it was given. */
function setUp(options: { tooLargeMessage?: string; maxBytes?: number } = {}) {
  const sent: CheckedPost<"Name" | "Code", { code: string }>[] = [];
  const run = (request: Request) =>
    formAction(
      { request, context },
      {
        fields: ["Name", "Code"],
        ...options,
        extra: (values) => ({ code: values.Code.trim() || "none" }),
        send: async (checked) => {
          sent.push(checked);
          return checked.values.Name === "bad" ? { ok: false, message: "Name is bad" } : { ok: true, message: "Sent" };
        },
      },
    );
  return { sent, run };
}

describe("formAction", () => {
  it("hands a valid post to the service with the client's address, browser and honeypot, and answers 200", async () => {
    const { sent, run } = setUp();
    const answer = await run(post({ Name: "Asha", Code: " 7 ", [XSRF_FIELD]: TOKEN, [HONEYPOT_FIELD]: "x" }));
    expect(answer.init?.status).toBe(200);
    expect(answer.data).toEqual({ ok: true, message: "Sent", code: "7" });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.values).toEqual({ Name: "Asha", Code: " 7 " });
    expect(sent[0]!.client).toEqual({ IpAddress: "203.0.113.7", BrowserInfo: "Test Browser/1.0", Website: "x" });
    expect(sent[0]!.extra).toEqual({ code: "7" });
  });

  it("answers the service's refusal with 400 and what was typed, missing fields as empty", async () => {
    const { run } = setUp();
    const answer = await run(post({ Name: "bad", [XSRF_FIELD]: TOKEN }));
    expect(answer.init?.status).toBe(400);
    expect(answer.data).toEqual({ ok: false, message: "Name is bad", values: { Name: "bad", Code: "" }, code: "none" });
  });

  it("refuses a missing or wrong XSRF token with 403 before the service, keeping what was typed", async () => {
    const { sent, run } = setUp();
    for (const token of [undefined, "forged.token"]) {
      const fields: Record<string, string> = { Name: "Asha", Code: "3" };
      if (token) fields[XSRF_FIELD] = token;
      const answer = await run(post(fields));
      expect(answer.init?.status).toBe(403);
      expect(answer.data).toEqual({
        ok: false,
        message: XSRF_REJECTED_MESSAGE,
        values: { Name: "Asha", Code: "3" },
        code: "3",
      });
    }
    expect(sent).toHaveLength(0);
  });

  it("answers a body that is not a form with 400, the extra made from empty fields", async () => {
    const { sent, run } = setUp();
    const answer = await run(post({}, { "content-type": "multipart/form-data; boundary=zz" }));
    expect(answer.init?.status).toBe(400);
    expect(answer.data).toEqual({ ok: false, message: FORM_MALFORMED_MESSAGE, code: "none" });
    expect(sent).toHaveLength(0);
  });

  it("answers a post over the limit as unreadable, or 413 with the form's own message when it has one", async () => {
    const big = { Name: "a".repeat(200), [XSRF_FIELD]: TOKEN };
    const plain = await setUp({ maxBytes: 100 }).run(post(big));
    expect(plain.init?.status).toBe(400);
    expect(plain.data).toEqual({ ok: false, message: FORM_MALFORMED_MESSAGE, code: "none" });
    const told = await setUp({ maxBytes: 100, tooLargeMessage: "Too large" }).run(post(big));
    expect(told.init?.status).toBe(413);
    expect(told.data).toEqual({ ok: false, message: "Too large", code: "none" });
  });
});
