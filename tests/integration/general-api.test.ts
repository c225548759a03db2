import { describe, expect, it } from "vitest";
import { serverForFile } from "#tests/support/test-server";

const server = serverForFile();
const proxied = serverForFile({ env: { TRUST_PROXY: "loopback" } });

describe(`GET /api/General/GetMyIpAddress on ${process.env.TEST_ENGINE ?? "sqlite"}`, () => {
  it("answers { Data } with the address the server sees, never cached", async () => {
    const res = await server.client().get("/api/General/GetMyIpAddress");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ Data: "127.0.0.1" });
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("ignores X-Forwarded-For unless TRUST_PROXY says so", async () => {
    const direct = await fetch(`${server.baseUrl}/api/general/getmyipaddress`, {
      headers: { "x-forwarded-for": "198.51.100.23" },
    });
    expect(await direct.json()).toEqual({ Data: "127.0.0.1" });
    const behindProxy = await fetch(`${proxied.baseUrl}/api/General/GetMyIpAddress`, {
      headers: { "x-forwarded-for": "198.51.100.23" },
    });
    expect(await behindProxy.json()).toEqual({ Data: "198.51.100.23" });
  });
});
