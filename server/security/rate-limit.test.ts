import type { AddressInfo } from "node:net";
import express from "express";
import { Redis } from "ioredis";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  actionPath,
  clientKey,
  createRateLimiters,
  RATE_LIMITED_MESSAGE,
  rateLimitPosts,
  type RateLimiterFactory,
  type RateLimitVerdict,
} from "./rate-limit";

afterEach(() => {
  vi.useRealTimers();
});

describe("in-memory rate limiters", () => {
  it("count per key within a window and start again after it", async () => {
    vi.useFakeTimers();
    const limiter = createRateLimiters(null)({ name: "test", points: 2, windowSeconds: 1 });
    expect(await limiter.hit("a")).toEqual({ limited: false });
    expect(await limiter.hit("a")).toEqual({ limited: false });
    expect(await limiter.hit("b")).toEqual({ limited: false });
    expect(await limiter.hit("a")).toEqual({ limited: true, retryAfterSeconds: 1 });
    vi.advanceTimersByTime(1000);
    expect(await limiter.hit("a")).toEqual({ limited: false });
  });

  it("keep the counts of two rules apart", async () => {
    const limiters = createRateLimiters(null);
    const one = limiters({ name: "one", points: 1, windowSeconds: 60 });
    const two = limiters({ name: "two", points: 1, windowSeconds: 60 });
    expect(await one.hit("k")).toEqual({ limited: false });
    expect(await two.hit("k")).toEqual({ limited: false });
    expect((await one.hit("k")).limited).toBe(true);
  });
});

describe("Redis rate limiters", () => {
  it("reject, rather than count, while Redis is not connected", async () => {
    const redis = new Redis({ lazyConnect: true, enableOfflineQueue: false });
    const limiter = createRateLimiters(redis)({ name: "test", points: 1, windowSeconds: 60 });
    await expect(limiter.hit("a")).rejects.toThrow("Redis connection is not ready");
    redis.disconnect();
  });
});

/** An app with the POST limit in front of a page route and an API route, on a free port. */
async function withApp(
  options: Parameters<typeof rateLimitPosts>[0],
  run: (post: (path: string, accept?: string) => Promise<Response>, baseUrl: string) => Promise<void>,
) {
  const app = express();
  app.use(rateLimitPosts(options));
  app.all("/{*path}", (_req, res) => void res.send("ok"));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const post = (path: string, accept = "application/json") =>
    fetch(baseUrl + path, { method: "POST", headers: { accept } });
  try {
    await run(post, baseUrl);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describe("rateLimitPosts", () => {
  it("answers 429 past the limit: text for a page's form post, a JSON Message for the API", async () => {
    await withApp({ perMinute: 1, limiters: createRateLimiters(null) }, async (post, baseUrl) => {
      expect((await post("/contact-us", "text/html")).status).toBe(200);
      const page = await post("/Contact-Us/", "text/html");
      expect(page.status).toBe(429);
      expect(page.headers.get("retry-after")).toBe("60");
      expect(page.headers.get("content-type")).toMatch(/^text\/plain/);
      expect(await page.text()).toBe(RATE_LIMITED_MESSAGE);

      expect((await post("/api/Message/PostMessage", "text/html")).status).toBe(200);
      const api = await post("/api/Message/PostMessage", "text/html");
      expect(api.status).toBe(429);
      expect(await api.json()).toEqual({ Message: RATE_LIMITED_MESSAGE });

      for (let i = 0; i < 3; i++) expect((await fetch(`${baseUrl}/contact-us`)).status).toBe(200);
    });
  });

  it("limits nothing when the limit is 0", async () => {
    const limiters = vi.fn<RateLimiterFactory>(createRateLimiters(null));
    await withApp({ perMinute: 0, limiters }, async (post) => {
      for (let i = 0; i < 5; i++) expect((await post("/api/x")).status).toBe(200);
    });
    expect(limiters).not.toHaveBeenCalled();
  });

  it("reports a failing store and counts in this process's memory meanwhile", async () => {
    const failure = new Error("store down");
    const onStoreError = vi.fn();
    const failing: RateLimiterFactory = () => ({ hit: (): Promise<RateLimitVerdict> => Promise.reject(failure) });
    await withApp({ perMinute: 2, limiters: failing, onStoreError }, async (post) => {
      expect((await post("/api/x")).status).toBe(200);
      expect((await post("/api/x")).status).toBe(200);
      expect((await post("/api/x")).status).toBe(429);
      expect((await post("/api/y")).status).toBe(200);
    });
    expect(onStoreError).toHaveBeenCalledWith(failure);
  });
});

describe("what a POST counts against", () => {
  it.each([
    "/contact-us",
    "/contact-u%73",
    "/./contact-us",
    "/././contact-us",
    "/contact%2Dus",
    "/contact-us.data",
    "/%63ontact-us",
    "/Contact-Us/",
    "//contact-us",
    "/x/../contact-us",
  ])("%s is the contact form", (path) => expect(actionPath(path)).toBe("/contact-us"));

  it("keeps the other forms and endpoints apart, and the home page's data request is the home page", () => {
    expect(actionPath("/careers/resume.data")).toBe("/careers/resume");
    expect(actionPath("/api/Message/PostMessage/")).toBe("/api/message/postmessage");
    expect(actionPath("/_root.data")).toBe("/");
    expect(actionPath("/")).toBe("/");
    expect(actionPath("/%E0%A4%A")).toBe("/%e0%a4%a");
  });

  it.each([
    ["203.0.113.7", "203.0.113.7"],
    ["::ffff:203.0.113.7", "203.0.113.7"],
    ["2001:db8:1:2::1", "2001:db8:1:2::/64"],
    ["2001:0db8:0001:0002:ffff:ffff:ffff:ffff", "2001:db8:1:2::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["64:ff9b::192.0.2.1", "64:ff9b:0:0::/64"],
  ])("counts %s as %s", (ip, key) => expect(clientKey(ip)).toBe(key));
});
