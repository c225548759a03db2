import { expect, test } from "@playwright/test";
import { allPageRoutes } from "./support/routes";

function checkHeaders(where: string, headers: Record<string, string>) {
  const csp = headers["content-security-policy"] ?? "";
  const directives = Object.fromEntries(
    csp
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter((p) => p[0])
      .map(([name, ...values]) => [name!, values]),
  );
  expect(directives["default-src"], `${where} default-src`).toEqual(["'self'"]);
  const scriptSrc = directives["script-src"] ?? [];
  expect(
    scriptSrc.some((s) => /^'nonce-[A-Za-z0-9+/=]{16,}'$/.test(s)),
    `${where} script nonce`,
  ).toBe(true);
  expect(scriptSrc, where).not.toContain("'unsafe-inline'");
  expect(scriptSrc, where).not.toContain("'unsafe-eval'");
  expect(directives["frame-ancestors"], where).toEqual(["'none'"]);
  expect(directives["object-src"], where).toEqual(["'none'"]);
  expect(headers["x-content-type-options"], where).toBe("nosniff");
  expect(headers["referrer-policy"], where).toBe("strict-origin-when-cross-origin");
  expect(headers["cross-origin-opener-policy"], where).toBe("same-origin");
  // Served over plain http in tests: no HSTS (the https case is an integration test).
  expect(headers["strict-transport-security"], where).toBeUndefined();
}

test("security headers on every page", async ({ request }) => {
  for (const route of [...(await allPageRoutes(request)), "/no-such-page"]) {
    const res = await request.get(route);
    checkHeaders(route, res.headers());
  }
});

test("security headers on API responses, including errors", async ({ request }) => {
  for (const path of [
    "/api/News/GetAllNews/3",
    "/api/Career/GetOpenJobs",
    "/api/Career/GetStates",
    "/api/General/GetMyIpAddress",
    "/api/News/GetNewsById/999999",
  ]) {
    checkHeaders(path, (await request.get(path)).headers());
  }
  const refused = await request.post("/api/Message/PostMessage", { data: {}, headers: { "x-xsrf-token": "nope" } });
  expect(refused.status()).toBe(403);
  checkHeaders("POST without XSRF", refused.headers());
});

test("the XSRF cookie is SameSite and readable by the page's script", async ({ page, context }) => {
  await page.goto("/");
  const cookie = (await context.cookies()).find((c) => c.name === "XSRF-TOKEN");
  expect(cookie?.sameSite).toBe("Lax");
  expect(cookie?.httpOnly).toBe(false);
  expect(cookie?.secure).toBe(false);
});
