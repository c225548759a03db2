import { request } from "node:http";
import { describe, expect, it } from "vitest";
import { bodyLimits } from "~/shared/request-limits";
import { serverForFile } from "#tests/support/test-server";

/**
 * A body over its endpoint's limit gets a 413 that names that limit, whether its size was declared
 * (Content-Length) or found out while reading (chunked), and whether it came to the API or a page.
 */
const server = serverForFile();

const BOUNDARY = "----hardening-boundary";
/** A multipart resume post of about `bytes`, with a file part of filler. */
function multipartResume(bytes: number): Buffer {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="Name"\r\n\r\nRavi Kumar\r\n` +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="Resume"; filename="cv.pdf"\r\n` +
      "Content-Type: application/pdf\r\n\r\n",
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  return Buffer.concat([head, Buffer.alloc(bytes - head.length - tail.length, 0x41), tail]);
}

/** Posts `body` in 64 KiB chunks, chunked (no Content-Length) or with one; the status and page that came back. */
function post(path: string, body: Buffer, contentType: string, chunked: boolean) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const headers: Record<string, string | number> = { "content-type": contentType, accept: "text/html" };
    if (!chunked) headers["content-length"] = body.length;
    const req = request(server.baseUrl + path, { method: "POST", headers }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (c: string) => (text += c));
      res.on("end", () => resolve({ status: res.statusCode!, text }));
    });
    req.on("error", reject);
    let at = 0;
    const writeMore = () => {
      while (at < body.length) {
        const ok = req.write(body.subarray(at, (at += 64 * 1024)));
        if (!ok) return void req.once("drain", writeMore);
      }
      req.end();
    };
    writeMore();
  });
}

describe(`body limits on ${process.env.TEST_ENGINE ?? "sqlite"}`, () => {
  const multipart = `multipart/form-data; boundary=${BOUNDARY}`;

  it("a resume post over 2 MiB gets the same 413 and message chunked as with a Content-Length", async () => {
    for (const chunked of [false, true]) {
      const res = await post("/careers/resume", multipartResume(3 * 1024 * 1024), multipart, chunked);
      expect(res.status, `chunked: ${chunked}`).toBe(413);
      expect(res.text).toContain(bodyLimits.resume.tooLarge);
    }
    // The connection pool is still usable: the next request is answered.
    expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);
  });

  it("contact and newsletter posts over 64 KiB get a 413 that names 64 KB, not a resume", async () => {
    const form = Buffer.from(`Name=A&Message=${"m".repeat(65 * 1024)}`);
    for (const path of ["/contact-us", "/newsletter"]) {
      for (const chunked of [false, true]) {
        const res = await post(path, form, "application/x-www-form-urlencoded", chunked);
        expect(res.status, `${path} chunked: ${chunked}`).toBe(413);
        expect(res.text).toContain(bodyLimits.small.tooLarge);
        expect(res.text).not.toContain("resume");
      }
    }
  });

  it("the API's 413 names each endpoint's own limit", async () => {
    const client = server.client();
    const message = await client.post("/api/Message/PostMessage", { Name: "A", Message: "m".repeat(65 * 1024) });
    expect(message.status).toBe(413);
    expect(message.body).toEqual({ Message: bodyLimits.small.tooLarge });
    const subscriber = await client.post("/api/Subscribe/PostSubscriber", {
      Email: "a@b.in",
      BrowserInfo: "x".repeat(65 * 1024),
    });
    expect(subscriber).toMatchObject({ status: 413, body: { Message: bodyLimits.small.tooLarge } });
    const resume = await client.post("/api/Career/PostCandidate", { FileBytes: "A".repeat(2 * 1024 * 1024 + 1) });
    expect(resume).toMatchObject({ status: 413, body: { Message: bodyLimits.resume.tooLarge } });
  });
});
