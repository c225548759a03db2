import type net from "node:net";
import { describe, expect, it } from "vitest";
import { openIdleConnection, parseResponse } from "../support/raw-http";
import { serverForFile } from "../support/test-server";
import { fetchXsrf } from "../support/xsrf";

/**
 * Greedy clients (docs/decisions/0100): one client cannot hold every connection of the process, and a
 * small form's body cannot take the whole request's time. Other loopback addresses (127.0.0.2, .3, …)
 * stand for other clients.
 */
const closed = (socket: net.Socket) =>
  new Promise<void>((resolve) => (socket.destroyed ? resolve() : socket.once("close", () => resolve())));

const HEALTHZ = "GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n";

/** /healthz asked from `localAddress`: its status, or null when the connection was closed unanswered. */
async function healthzFrom(port: number, localAddress: string): Promise<number | null> {
  const socket = await openIdleConnection(port, HEALTHZ, localAddress);
  await closed(socket);
  return parseResponse(socket.received()).status;
}

describe(`connections per client on ${process.env.TEST_ENGINE ?? "sqlite"}`, () => {
  // The process cap is below what the greedy client opens, so without a per-client cap it takes them all.
  // The timeouts are long: the idle connections must stay open for the whole test, however slow the machine.
  const server = serverForFile({
    env: {
      MAX_CONNECTIONS: "250",
      MAX_CONNECTIONS_PER_CLIENT: "100",
      HEADERS_TIMEOUT_SECONDS: "120",
      REQUEST_TIMEOUT_SECONDS: "120",
    },
  });

  it("holds at most MAX_CONNECTIONS_PER_CLIENT from one client, and answers another throughout", async () => {
    const greedy = await Promise.all(
      Array.from({ length: 300 }, () => openIdleConnection(server.port, "", "127.0.0.2")),
    );
    try {
      const ended = greedy.map(() => false);
      greedy.forEach((s, i) => void closed(s).then(() => (ended[i] = true)));
      // Those over the client's cap are closed without a word; the first hundred stay open.
      await expect.poll(() => ended.filter(Boolean).length, { timeout: 20_000 }).toBe(200);
      expect(greedy.every((s) => s.received() === "")).toBe(true);

      expect(await healthzFrom(server.port, "127.0.0.3")).toBe(200);
      // The greedy client itself gets nothing more until it lets one go.
      expect(await healthzFrom(server.port, "127.0.0.2")).toBeNull();
      const open = greedy.filter((_, i) => !ended[i]);
      expect(open).toHaveLength(100);
      open[0]!.destroy();
      await expect.poll(() => healthzFrom(server.port, "127.0.0.2"), { timeout: 10_000 }).toBe(200);
    } finally {
      for (const s of greedy) s.destroy();
    }
  }, 60_000);
});

describe(`small bodies' deadline on ${process.env.TEST_ENGINE ?? "sqlite"}`, () => {
  const server = serverForFile({
    env: { SMALL_BODY_TIMEOUT_SECONDS: "1", HEADERS_TIMEOUT_SECONDS: "120", REQUEST_TIMEOUT_SECONDS: "120" },
  });

  const head = (path: string, type: string, length: number, more = "") =>
    `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: ${type}\r\nContent-Length: ${length}\r\n${more}` +
    "Connection: close\r\n\r\n";

  it("answers 408 to a form or JSON body that stops half-way, long before the request's timeout; an upload keeps its time", async () => {
    const boundary = "----deadline";
    const part = `--${boundary}\r\nContent-Disposition: form-data; name="Name"\r\n\r\nAnil`;
    const rest = `\r\n--${boundary}--\r\n`;
    const upload = await openIdleConnection(
      server.port,
      head("/careers/resume", `multipart/form-data; boundary=${boundary}`, part.length + rest.length) + part,
    );
    const form = await openIdleConnection(
      server.port,
      head("/contact-us", "application/x-www-form-urlencoded", 200) + "Name=Anil",
    );
    const xsrf = await fetchXsrf(server.baseUrl);
    const json = await openIdleConnection(
      server.port,
      head(
        "/api/Message/PostMessage",
        "application/json",
        200,
        `Cookie: ${xsrf.cookie}\r\nX-XSRF-TOKEN: ${xsrf.token}\r\n`,
      ) + "{",
    );
    try {
      await Promise.all([closed(form), closed(json)]);
      expect(parseResponse(form.received()).status).toBe(408);
      expect(parseResponse(json.received()).status).toBe(408);
      // The upload, begun before them, is still open: it has the whole request's time.
      expect(upload.destroyed).toBe(false);
      upload.write(rest);
      await closed(upload);
      const answer = parseResponse(upload.received()).status;
      expect(answer).not.toBeNull();
      expect(answer).not.toBe(408);
    } finally {
      for (const s of [upload, form, json]) s.destroy();
    }
  }, 30_000);
});
