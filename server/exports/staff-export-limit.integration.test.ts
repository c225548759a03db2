import net from "node:net";
import { beforeAll, describe, expect, it } from "vitest";
import { EXPORT_RUNNING_MESSAGE } from "~/domain/staff/exports";
import { parseResponse } from "../../tests/support/raw-http";
import { asHtml, signedInAs, type StaffBrowser } from "../../tests/support/staff";
import { serverForFile } from "../../tests/support/test-server";

/**
 * One export at a time per staff person (docs/decisions/0101). A reader that takes the first bytes of a
 * subscriber export and then stops reading keeps that export running (the server writes only as the
 * connection takes it); meanwhile the same person's next export of any kind is refused with 429, while
 * another person's goes through; once the slow download has ended, the person may export again.
 */
const server = serverForFile();

/**
 * More rows than the connection's buffers hold on either side (a few megabytes): about 110 bytes a row,
 * 7 MB in all, so the export cannot finish while its reader is paused.
 */
const SUBSCRIBERS = 64_000;

let hr: StaffBrowser;
let otherHr: StaffBrowser;
beforeAll(async () => {
  const now = new Date().toISOString();
  for (let start = 0; start < SUBSCRIBERS; start += 1000) {
    const rows = Array.from({ length: 1000 }, (_, i) => {
      const email = `subscriber-${String(start + i).padStart(6, "0")}@slow-reader-export.example`;
      return { email, email_key: email, ip_address: "", browser_info: "", created_at: now, client_ip: null };
    });
    await server.db.insertInto("subscriptions").values(rows).execute();
  }
  // Marketing and admins read subscribers; HR does not, so two admins it is.
  hr = (await signedInAs(server, "admin")).browser;
  otherHr = (await signedInAs(server, "admin")).browser;
}, 120_000);

/** Asks for a download over a raw connection, reads up to the first body bytes, then stops reading. */
function slowReader(path: string, browser: StaffBrowser) {
  let received = "";
  let headed = false;
  const socket = net.connect(server.port, "127.0.0.1");
  const started = new Promise<void>((resolve, reject) => {
    socket.once("error", reject);
    socket.on("data", (chunk: Buffer) => {
      received += chunk.toString("latin1");
      if (!headed && received.includes("\r\n\r\n")) {
        headed = true;
        socket.pause();
        resolve();
      }
    });
  });
  socket.write(
    `GET ${path} HTTP/1.1\r\nHost: localhost\r\nCookie: ${browser.cookieHeader()}\r\nConnection: close\r\n\r\n`,
  );
  return {
    started,
    /** Reads the rest, to the connection's end. */
    finish: () =>
      new Promise<string>((resolve) => {
        socket.once("close", () => resolve(received));
        socket.resume();
      }),
  };
}

describe(`one export at a time per person on ${process.env.TEST_ENGINE ?? "sqlite"}`, () => {
  it("refuses a second export while the first is still being downloaded, and allows it after", async () => {
    const slow = slowReader("/staff/subscribers/export", hr);
    await slow.started;

    for (const path of ["/staff/subscribers/export", "/staff/applications/export.csv"]) {
      const refused = await hr.get(path);
      expect(refused.status, path).toBe(429);
      expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(refused.headers.get("content-disposition")).toBeNull();
      expect(await refused.text()).toContain(asHtml(EXPORT_RUNNING_MESSAGE));
    }

    // Another person is not held up by this one's download.
    const other = await otherHr.get("/staff/applications/export.csv");
    expect(other.status).toBe(200);
    await other.arrayBuffer();

    const whole = parseResponse(await slow.finish());
    expect(whole.status).toBe(200);
    expect(whole.body.endsWith("0\r\n\r\n")).toBe(true);

    const again = await hr.get("/staff/subscribers/export");
    expect(again.status).toBe(200);
    const csv = await again.text();
    expect(csv.trimEnd().split("\r\n")).toHaveLength(SUBSCRIBERS + 1);
  }, 120_000);

  it("frees the person's slot when the download is abandoned half-way", async () => {
    const controller = new AbortController();
    const first = await fetch(`${server.baseUrl}/staff/subscribers/export`, {
      headers: { cookie: hr.cookieHeader() },
      signal: controller.signal,
    });
    expect(first.status).toBe(200);
    controller.abort();
    await expect.poll(async () => (await hr.get("/staff/people/export?email=nobody%40example.com")).status).toBe(200);
  }, 60_000);
});
