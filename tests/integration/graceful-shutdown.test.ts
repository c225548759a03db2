import http from "node:http";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { startChildServer } from "../support/child-server";

describe.skipIf(process.env.TEST_ENGINE === "postgres")("SIGTERM", () => {
  it("finishes a request already in flight, then exits cleanly", async () => {
    const server = await startChildServer({
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "sigterm-")),
      RATE_LIMIT_POSTS_PER_MINUTE: "0",
    });
    const first = await fetch(`${server.baseUrl}/api/General/GetMyIpAddress`);
    const cookie = first.headers
      .getSetCookie()
      .find((c) => c.startsWith("XSRF-TOKEN="))!
      .split(";")[0]!;
    const token = decodeURIComponent(cookie.slice("XSRF-TOKEN=".length));

    // A submission whose body is still arriving when the signal comes.
    const body = JSON.stringify({
      Name: "Graceful Test",
      Email: "graceful@example.com",
      Mobile: "9876543210",
      Subject: "Shutdown check",
      Message: "Sent while the server is stopping.",
      IpAddress: "",
      BrowserInfo: "test",
    });
    const response = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = http.request(
        `${server.baseUrl}/api/Message/PostMessage`,
        {
          method: "POST",
          headers: {
            "content-type": "application/json",
            "content-length": Buffer.byteLength(body),
            cookie,
            "x-xsrf-token": token,
          },
        },
        (res) => {
          let text = "";
          res.on("data", (d) => (text += d));
          res.on("end", () => resolve({ status: res.statusCode!, text }));
        },
      );
      req.on("error", reject);
      req.write(body.slice(0, 20));
      setTimeout(() => {
        server.child.kill("SIGTERM");
        setTimeout(() => req.end(body.slice(20)), 300);
      }, 200);
    });

    const answered = await response;
    expect(answered.status).toBe(200);
    expect(JSON.parse(answered.text)).toHaveProperty("Message");
    expect(await server.stop()).toBe(0);
  });
});
