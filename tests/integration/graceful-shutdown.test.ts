import http from "node:http";
import { describe, expect, it } from "vitest";
import { startChildServer } from "#tests/support/child-server";
import { contactMessage } from "#tests/support/factories";
import { fetchXsrf } from "#tests/support/xsrf";

describe.skipIf(process.env.TEST_ENGINE === "postgres")("SIGTERM", () => {
  it("finishes a request already in flight, then exits cleanly", async () => {
    const server = await startChildServer();
    const { cookie, token } = await fetchXsrf(server.baseUrl);

    // A submission whose body is still arriving when the signal comes.
    const body = JSON.stringify(contactMessage({ Subject: "Shutdown check" }));
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
