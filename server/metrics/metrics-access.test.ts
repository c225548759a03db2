import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { mayReadMetrics } from "./metrics-access";

const request = (remoteAddress: string, headers: Record<string, string> = {}) =>
  ({ socket: { remoteAddress }, headers }) as unknown as IncomingMessage;

describe("who may read /metrics", () => {
  it("lets this machine in, over IPv4 or IPv6 loopback", () => {
    expect(mayReadMetrics(request("127.0.0.1"), null)).toBe(true);
    expect(mayReadMetrics(request("::1"), null)).toBe(true);
    expect(mayReadMetrics(request("::ffff:127.0.0.1"), null)).toBe(true);
  });

  it("keeps out another machine, and anyone a local proxy forwards", () => {
    expect(mayReadMetrics(request("203.0.113.5"), null)).toBe(false);
    expect(mayReadMetrics(request("::ffff:10.0.0.8"), null)).toBe(false);
    expect(mayReadMetrics(request("127.0.0.1", { "x-forwarded-for": "203.0.113.5" }), null)).toBe(false);
  });

  it("lets in whoever has the token, and no one with a wrong one", () => {
    const token = "a-long-enough-metrics-token";
    expect(mayReadMetrics(request("203.0.113.5", { authorization: `Bearer ${token}` }), token)).toBe(true);
    expect(mayReadMetrics(request("203.0.113.5", { authorization: "Bearer nope" }), token)).toBe(false);
    expect(mayReadMetrics(request("127.0.0.1", { authorization: "Bearer nope" }), token)).toBe(false);
    expect(mayReadMetrics(request("203.0.113.5", { authorization: `Bearer ${token}` }), null)).toBe(false);
  });
});
