import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { seedDatabase } from "#server/seed";
import { serverForFile } from "#tests/support/test-server";

const server = serverForFile();

describe(`server on ${process.env.TEST_ENGINE ?? "sqlite"}`, () => {
  it("answers /healthz and /readyz (which queries the database)", async () => {
    const health = await fetch(`${server.baseUrl}/healthz`);
    expect(health.status).toBe(200);
    const ready = await fetch(`${server.baseUrl}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ready" });
  });

  it("runs on the engine under test", () => {
    expect(server.engine).toBe(process.env.TEST_ENGINE === "postgres" ? "postgres" : "sqlite");
  });

  it("answers an unknown page with 404 and the Page Not Found screen", async () => {
    const res = await fetch(`${server.baseUrl}/no-such-page`);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain("Page Not Found");
    expect(html).toContain("might have been removed, renamed or be unavailable");
    expect(html).toContain("Go to Home");
  });

  it("sends security headers with a fresh script nonce on every page", async () => {
    const a = await fetch(`${server.baseUrl}/privacy-policy`);
    const b = await fetch(`${server.baseUrl}/privacy-policy`);
    const csp = a.headers.get("content-security-policy")!;
    const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src"))!;
    expect(scriptSrc).toMatch(/'nonce-[A-Za-z0-9+/=]+'/);
    expect(scriptSrc).not.toContain("unsafe-inline");
    expect(scriptSrc).not.toContain("unsafe-eval");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'self'");
    expect(a.headers.get("x-content-type-options")).toBe("nosniff");
    expect(a.headers.get("referrer-policy")).toBeTruthy();
    expect(a.headers.get("cross-origin-opener-policy")).toBe("same-origin");
    expect(a.headers.get("x-request-id")).toBeTruthy();
    const nonceA = /'nonce-([^']+)'/.exec(csp)![1]!;
    const nonceB = /'nonce-([^']+)'/.exec(b.headers.get("content-security-policy")!)![1]!;
    expect(nonceA).not.toBe(nonceB);
    // The cached copy of the page must carry the new response's nonce, never the old one.
    const htmlB = await b.text();
    expect(htmlB).toContain(`nonce="${nonceB}"`);
    expect(htmlB).not.toContain(nonceA);
  });

  it("issues a signed XSRF-TOKEN cookie with SameSite", async () => {
    const res = await fetch(`${server.baseUrl}/`);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith("XSRF-TOKEN="));
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/^XSRF-TOKEN=[\w-]+\.[\w-]+;/);
  });

  it("serves hashed assets as immutable and compresses responses", async () => {
    const html = await (await fetch(`${server.baseUrl}/`)).text();
    // The stylesheet is inlined, and names its file in data-href.
    const asset = /data-href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
    expect(asset).toBeTruthy();
    const res = await fetch(server.baseUrl + asset, { headers: { "accept-encoding": "br, gzip" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("content-encoding")).toMatch(/br|gzip/);
  });

  it("sends the build's precompressed Brotli copy of a script, which decodes to the script itself", async () => {
    const html = await (await fetch(`${server.baseUrl}/`)).text();
    const script = /(\/assets\/entry\.client-[\w-]+\.js)/.exec(html)?.[1];
    expect(script).toBeTruthy();
    const { brotliDecompressSync } = await import("node:zlib");
    const { request } = await import("node:http");
    // fetch would decode transparently; read the raw bytes instead.
    const raw = await new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
      request(server.baseUrl + script, { headers: { "accept-encoding": "br" } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
        .on("error", reject)
        .end();
    });
    expect(raw.headers["content-encoding"]).toBe("br");
    expect(raw.headers["content-type"]).toMatch(/javascript/);
    expect(raw.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(raw.headers["x-content-type-options"]).toBe("nosniff");
    const identity = await fetch(server.baseUrl + script, { headers: { "accept-encoding": "identity" } });
    // Never revalidated and never asked for in ranges: headers that would only add bytes to every script.
    for (const headers of [new Headers(raw.headers as Record<string, string>), identity.headers]) {
      expect(headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(headers.get("last-modified")).toBeNull();
      expect(headers.get("accept-ranges")).toBeNull();
    }
    expect(brotliDecompressSync(raw.body).toString()).toBe(await identity.text());
  });

  it("refuses an API POST without a matching XSRF header with 403 and a Message", async () => {
    const client = server.client();
    const res = await client.post("/api/Message/PostMessage", {}, { xsrf: null });
    expect(res.status).toBe(403);
    expect(res.body.Message).toMatch(/reload the page/);
    const wrong = await client.post("/api/Message/PostMessage", {}, { xsrf: "forged.token" });
    expect(wrong.status).toBe(403);
  });

  it("migrates at start-up and seeds idempotently", async () => {
    const count = async () =>
      Number((await sql<{ n: number }>`select count(*) as n from lookup_items`.execute(server.db)).rows[0]!.n);
    const before = await count();
    expect(before).toBeGreaterThan(0);
    await seedDatabase(server.db);
    expect(await count()).toBe(before);
  });
});
