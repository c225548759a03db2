import { expect, it } from "vitest";
import { serverForFile } from "#tests/support/test-server";

const server = serverForFile({ env: { SITE_URL: "https://www.kavach-insuretech.example" } });

it("behind HTTPS: HSTS on pages and API responses, and a Secure SameSite __Host- XSRF cookie", async () => {
  for (const path of ["/healthz", "/api/General/GetMyIpAddress", "/no-such-page"]) {
    const res = await fetch(server.baseUrl + path);
    expect(res.headers.get("strict-transport-security"), path).toMatch(/max-age=\d{7,}/);
  }
  // The first visit renders the page; the second is answered from the page cache's fast lane.
  for (const cache of [null, "HIT"]) {
    const res = await fetch(`${server.baseUrl}/privacy-policy`);
    expect(res.headers.get("x-cache")).toBe(cache);
    expect(res.headers.get("strict-transport-security")).toMatch(/max-age=\d{7,}/);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith("__Host-XSRF-TOKEN="))!;
    expect(cookie).toMatch(/;\s*Secure/i);
    // What the __Host- prefix requires of it, or the browser drops it.
    expect(cookie).toMatch(/;\s*Path=\/(;|$)/i);
    expect(cookie).not.toMatch(/Domain=/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(res.headers.get("content-security-policy")).toContain("upgrade-insecure-requests");
  }
});
