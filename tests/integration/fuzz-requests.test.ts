import { METHODS } from "node:http";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { rawRequest } from "../support/raw-http";
import { serverForFile } from "#tests/support/test-server";

/**
 * Random methods, paths and Host headers, sent as raw bytes (fetch would normalise them): whatever
 * arrives, the server answers, and never with a 5xx. The proxy is trusted, so X-Forwarded-Host is
 * fuzzed too.
 */
const server = serverForFile({ env: { TRUST_PROXY: "loopback" } });

const method = fc.oneof(
  fc.constantFrom(...METHODS),
  fc.constantFrom("GET", "HEAD", "POST"),
  fc.stringMatching(/^[A-Z]{1,10}$/),
  fc.string({ minLength: 1, maxLength: 8 }),
);

const knownPath = fc.constantFrom(
  "/",
  "/company/about-us",
  "/company/news?id=1",
  "/careers/job/2",
  "/careers/job/2?probe=1",
  "/careers/job/2?source=indeed",
  "/careers/feeds/indeed.xml",
  "/careers/feeds/linkedin.xml",
  "/careers/resume",
  "/contact-us",
  "/contact-us.data",
  "/newsletter",
  "/product/gi",
  "/api/News/GetAllNews/1",
  "/api/Message/PostMessage",
  "/assets/nothing.js",
  "/healthz",
  "/readyz",
  "/sitemap.xml",
  "*",
  "http://example.com/",
  "//example.com/x",
  "/%",
  "/%zz",
  "/%00",
  "/%c0%ae%c0%ae/",
  "/.%2e/.%2e/etc/passwd",
  "/contact-u%73",
  "/./contact-us",
);
const path = fc.oneof(
  knownPath,
  fc.webPath(),
  fc.tuple(knownPath, fc.string({ maxLength: 20 })).map(([p, s]) => p + s),
  fc.string({ maxLength: 30, unit: "grapheme" }).map((s) => "/" + s),
);

const host = fc.oneof(
  fc.constant(null),
  fc.constantFrom("localhost", "127.0.0.1:3000", "[::1]", "[::1", "a b", "localhost:99999999999", "é", ""),
  fc.domain(),
  fc.string({ maxLength: 20 }),
);

describe(`fuzzing the request line and Host on ${process.env.TEST_ENGINE ?? "sqlite"}`, () => {
  it("answers every request, never with a 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(
        method,
        path,
        host,
        fc.option(fc.oneof(fc.domain(), fc.string({ maxLength: 20 }))),
        fc.constantFrom("HTTP/1.1", "HTTP/1.0"),
        async (m, p, h, forwardedHost, version) => {
          const lines = [`${m} ${p} ${version}`];
          if (h !== null) lines.push(`Host: ${h}`);
          if (forwardedHost !== null) lines.push(`X-Forwarded-Host: ${forwardedHost}`);
          if (m === "POST") lines.push("Content-Type: application/x-www-form-urlencoded", "Content-Length: 0");
          const text = [...lines, "Connection: close", "", ""].join("\r\n");
          const res = await rawRequest(server.port, text);
          expect(res.status, text).not.toBeNull();
          expect(res.status, text).toBeLessThan(500);
        },
      ),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 300) },
    );
  }, 120_000);
});
