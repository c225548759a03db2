import net from "node:net";
import { describe, expect, it } from "vitest";
import { openIdleConnection } from "../support/raw-http";
import { serverForFile } from "#tests/support/test-server";

/**
 * Slow-loris clients: connections that send their headers or their body a byte at a time, or
 * nothing. The server closes them once its header or request timeout passes (short here, so the test
 * is quick), and keeps answering everyone else meanwhile. A cap bounds the connections it holds.
 */
const server = serverForFile({ env: { HEADERS_TIMEOUT_SECONDS: "1", REQUEST_TIMEOUT_SECONDS: "2" } });

const closed = (socket: net.Socket) =>
  new Promise<number>((resolve) => {
    if (socket.destroyed) return resolve(Date.now());
    socket.once("close", () => resolve(Date.now()));
  });

/** /healthz's status; a server stuck behind the slow connections would not answer it at all. */
async function healthz(): Promise<number> {
  const res = await fetch(`${server.baseUrl}/healthz`, { signal: AbortSignal.timeout(10_000) });
  await res.text();
  return res.status;
}

describe(`slow clients on ${process.env.TEST_ENGINE ?? "sqlite"}`, () => {
  it("closes three dozen slow connections after the timeouts, answering /healthz throughout", async () => {
    const start = Date.now();
    const silent = await Promise.all(Array.from({ length: 12 }, () => openIdleConnection(server.port, "")));
    const slowHeaders = await Promise.all(
      Array.from({ length: 12 }, () => openIdleConnection(server.port, "GET / HTTP/1.1\r\nHost: localhost\r\nX-A: ")),
    );
    const slowBodies = await Promise.all(
      Array.from({ length: 12 }, () =>
        openIdleConnection(
          server.port,
          "POST /contact-us HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\n" +
            "Content-Length: 60000\r\n\r\nName=",
        ),
      ),
    );
    // Headers a byte at a time and the bodies a byte at a time: each keeps sending, never finishing.
    const drip = setInterval(() => {
      for (const s of [...slowHeaders, ...slowBodies]) if (!s.destroyed) s.write("a");
    }, 200);
    try {
      const closings = [...silent, ...slowHeaders, ...slowBodies].map(closed);
      for (let i = 0; i < 5; i++) {
        expect(await healthz()).toBe(200);
        await new Promise((r) => setTimeout(r, 200));
      }
      const ends = await Promise.all(closings);
      const headerEnds = ends.slice(0, 24).map((t) => t - start);
      const bodyEnds = ends.slice(24).map((t) => t - start);
      // Closed after their timeout, never before it, and by it rather than by Node's defaults (60 s, 300 s):
      // the upper bound leaves a busy machine ten times the timeouts (no speed is asserted).
      expect(Math.min(...headerEnds)).toBeGreaterThanOrEqual(900);
      expect(Math.max(...headerEnds)).toBeLessThan(30_000);
      expect(Math.min(...bodyEnds)).toBeGreaterThanOrEqual(1900);
      expect(Math.max(...bodyEnds)).toBeLessThan(30_000);
      // Those that had begun a request were told why.
      for (const s of [...slowHeaders, ...slowBodies]) expect(s.received()).toMatch(/^HTTP\/1\.1 408 /);
    } finally {
      clearInterval(drip);
      for (const s of [...silent, ...slowHeaders, ...slowBodies]) s.destroy();
    }
    expect(await healthz()).toBe(200);
  }, 60_000);
});

describe(`the connection cap on ${process.env.TEST_ENGINE ?? "sqlite"}`, () => {
  const capped = serverForFile({ env: { MAX_CONNECTIONS: "4" } });

  it("holds at most MAX_CONNECTIONS at once: the next is closed unanswered, and served once one ends", async () => {
    const held = await Promise.all(Array.from({ length: 4 }, () => openIdleConnection(capped.port, "")));
    await new Promise((r) => setTimeout(r, 100));
    const extra = await openIdleConnection(capped.port, "GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n");
    await closed(extra);
    expect(extra.received()).toBe("");
    held[0]!.destroy();
    await new Promise((r) => setTimeout(r, 100));
    const res = await fetch(`${capped.baseUrl}/healthz`);
    expect(res.status).toBe(200);
    for (const s of held) s.destroy();
  });
});
