import { describe, expect, it } from "vitest";
import { RATE_LIMITED_MESSAGE } from "#server/security/rate-limit";
import { rawRequest } from "../support/raw-http";
import { serverForFile, type TestServer } from "#tests/support/test-server";

/**
 * What a POST counts against: the form or endpoint it reaches, however its path is spelt, and the
 * client's address, an IPv6 client by its /64. And what happens while Redis cannot be reached
 * (docs/decisions/0031-rate-limit-keys-and-redis-outage.md).
 */
const LIMIT = 3;

/** A form post sent as raw bytes, so that the path arrives exactly as spelt (fetch would tidy it). */
function postForm(server: TestServer, path: string, forwardedFor?: string) {
  const body = "Email=someone%40example.com";
  const lines = [
    `POST ${path} HTTP/1.1`,
    "Host: localhost",
    "Content-Type: application/x-www-form-urlencoded",
    "Accept: text/html",
    `Content-Length: ${body.length}`,
    ...(forwardedFor ? [`X-Forwarded-For: ${forwardedFor}`] : []),
    "Connection: close",
    "",
    body,
  ];
  return rawRequest(server.port, lines.join("\r\n"));
}

describe(`rate-limit keys on ${process.env.TEST_ENGINE ?? "sqlite"}`, () => {
  const server = serverForFile({ env: { RATE_LIMIT_POSTS_PER_MINUTE: String(LIMIT), TRUST_PROXY: "loopback" } });

  const spellings: Record<string, string[]> = {
    "/contact-us": [
      "/contact-u%73",
      "/./contact-us",
      "/././contact-us",
      "/contact%2Dus",
      "/contact-us.data",
      "/%63ontact-us",
      "/CONTACT-US/",
    ],
    "/newsletter": ["/newslette%72", "/./newsletter", "/newsletter.data", "/%6Eewsletter", "//newsletter"],
    "/careers/resume": [
      "/careers/resum%65",
      "/careers/./resume",
      "/careers/resume.data",
      "/careers/%72esume",
      "/careers/x/../resume",
    ],
  };

  for (const [path, others] of Object.entries(spellings)) {
    it(`every spelling of ${path} shares one count`, async () => {
      const client = `198.51.100.${Object.keys(spellings).indexOf(path) + 1}`;
      for (const spelling of others) {
        const statuses: (number | null)[] = [];
        // A fresh client for each spelling: LIMIT posts by the plain path, then one by the other spelling.
        const from = `${client.split(".").slice(0, 3).join(".")}.${10 + others.indexOf(spelling)}`;
        for (let i = 0; i < LIMIT; i++) statuses.push((await postForm(server, path, from)).status);
        expect(statuses, spelling).not.toContain(429);
        const res = await postForm(server, spelling, from);
        expect(res.status, spelling).toBe(429);
        expect(res.body).toBe(RATE_LIMITED_MESSAGE);
      }
    });
  }

  it("counts an IPv6 client by its /64, and an IPv4 address seen as IPv6 as itself", async () => {
    for (let i = 0; i < LIMIT; i++) {
      expect((await postForm(server, "/newsletter", `2001:db8:1:2::${i + 1}`)).status).not.toBe(429);
    }
    expect((await postForm(server, "/newsletter", "2001:db8:1:2:ffff:ffff:ffff:ffff")).status).toBe(429);
    expect((await postForm(server, "/newsletter", "2001:db8:1:3::1")).status).not.toBe(429);
    for (let i = 0; i < LIMIT; i++) {
      expect((await postForm(server, "/newsletter", "::ffff:203.0.113.7")).status).not.toBe(429);
    }
    expect((await postForm(server, "/newsletter", "203.0.113.7")).status).toBe(429);
  });
});

describe(`while Redis cannot be reached, on ${process.env.TEST_ENGINE ?? "sqlite"}`, () => {
  // A port nothing listens on: the server starts (after waiting for Redis), and counts in memory.
  const server = serverForFile({
    env: { RATE_LIMIT_POSTS_PER_MINUTE: String(LIMIT), REDIS_URL: "redis://127.0.0.1:1" },
  });

  it("forms are still answered, and the limit holds in this process", async () => {
    const statuses: (number | null)[] = [];
    for (let i = 0; i < LIMIT; i++) statuses.push((await postForm(server, "/newsletter")).status);
    for (const s of statuses) expect(s).toBeLessThan(429);
    expect((await postForm(server, "/newsletter")).status).toBe(429);
    const api = await server.client().post("/api/Subscribe/PostSubscriber", { Email: "someone@example.com" });
    expect(api.status).toBe(200);
  });
});
