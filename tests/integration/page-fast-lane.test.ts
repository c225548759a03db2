import { request } from "node:http";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { serverForFile } from "#tests/support/test-server";

const server = serverForFile();

/** A raw GET or HEAD (fetch would decompress): status, headers and the body's bytes as sent. */
function raw(path: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const req = request(server.baseUrl + path, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on("error", reject);
      req.end();
    },
  );
}

const nonces = (html: string) => [...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]);
const cspNonce = (csp: unknown) => /'nonce-([^']+)'/.exec(String(csp))?.[1];
const token = (setCookie: unknown) => /XSRF-TOKEN=([^;]+)/.exec(String(setCookie))?.[1];
/** The page with the per-response secrets blanked, to compare two responses of one page. */
const blank = (html: string, secrets: string[]) => secrets.reduce((h, s) => h.replaceAll(s, "SECRET"), html);

describe("cached pages (server/http/page-fast-lane.ts)", () => {
  it("answers a cached page with the same headers as a rendered one, a fresh nonce, and the same bytes", async () => {
    const rendered = await raw("/company/about-us");
    const hit = await raw("/company/about-us");
    expect(rendered.status).toBe(200);
    expect(rendered.headers["x-cache"]).toBeUndefined();
    expect(hit.status).toBe(200);
    expect(hit.headers["x-cache"]).toBe("HIT");
    const names = (h: Record<string, unknown>) =>
      Object.keys(h)
        .filter((n) => !["x-cache", "content-length", "transfer-encoding", "date"].includes(n))
        .sort();
    expect(names(hit.headers)).toEqual(names(rendered.headers));

    const html = hit.body.toString("utf8");
    expect(hit.body.length).toBe(Number(hit.headers["content-length"]));
    const nonce = cspNonce(hit.headers["content-security-policy"])!;
    expect(nonce).not.toBe(cspNonce(rendered.headers["content-security-policy"]));
    expect(nonces(html).length).toBeGreaterThan(1);
    expect(new Set(nonces(html))).toEqual(new Set([nonce]));

    const renderedHtml = rendered.body.toString("utf8");
    const renderedSecrets = [
      cspNonce(rendered.headers["content-security-policy"])!,
      decodeURIComponent(token(rendered.headers["set-cookie"])!),
    ];
    const hitSecrets = [nonce, decodeURIComponent(token(hit.headers["set-cookie"])!)];
    expect(html).toContain(hitSecrets[1]);
    expect(blank(html, hitSecrets)).toBe(blank(renderedHtml, renderedSecrets));
  });

  it("renders afresh for a request with Cache-Control: no-cache, and serves that render from then on", async () => {
    // As shown: the page's words, which it carries for the browser, hold the message on every careers page.
    const NO_OPENING = ">Currently, there is no opening for any position.</p>";
    await raw("/careers");
    expect((await raw("/careers")).headers["x-cache"]).toBe("HIT");
    const published = await server.db.selectFrom("jobs").select(["code", "is_published"]).execute();
    await server.db.updateTable("jobs").set({ is_published: 0 }).execute();
    try {
      const stale = await raw("/careers?t=1");
      expect(stale.headers["x-cache"]).toBe("HIT");
      expect(stale.body.toString()).not.toContain(NO_OPENING);
      const revalidated = await raw("/careers", { "cache-control": "no-cache" });
      expect(revalidated.headers["x-cache"]).toBeUndefined();
      expect(revalidated.body.toString()).toContain(NO_OPENING);
      const after = await raw("/careers");
      expect(after.headers["x-cache"]).toBe("HIT");
      expect(after.body.toString()).toContain(NO_OPENING);
    } finally {
      for (const job of published) {
        await server.db
          .updateTable("jobs")
          .set({ is_published: job.is_published })
          .where("code", "=", job.code)
          .execute();
      }
    }
  });

  it("sends gzip to a browser that accepts it: the same page, compressed, with its own nonce", async () => {
    await raw("/product/gi");
    const plain = await raw("/product/gi");
    const gz = await raw("/product/gi", { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(gz.headers["x-cache"]).toBe("HIT");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gz.headers.vary).toMatch(/accept-encoding/i);
    expect(gz.body.length).toBe(Number(gz.headers["content-length"]));
    expect(gz.body.length).toBeLessThan(plain.body.length / 3);
    const html = gunzipSync(gz.body).toString("utf8");
    const secrets = (r: typeof gz) => [
      cspNonce(r.headers["content-security-policy"])!,
      decodeURIComponent(token(r.headers["set-cookie"])!),
    ];
    expect(new Set(nonces(html))).toEqual(new Set([secrets(gz)[0]]));
    expect(blank(html, secrets(gz))).toBe(blank(plain.body.toString("utf8"), secrets(plain)));
  });

  it("keeps a visitor's valid XSRF token (no new cookie) and puts that token in the page", async () => {
    const first = await raw("/careers");
    const cookie = String(first.headers["set-cookie"]).split(";")[0]!;
    const again = await raw("/careers", { cookie });
    expect(again.headers["x-cache"]).toBe("HIT");
    expect(again.headers["set-cookie"]).toBeUndefined();
    expect(again.body.toString("utf8")).toContain(decodeURIComponent(cookie.slice("XSRF-TOKEN=".length)));
  });

  it("answers HEAD with the headers only, and leaves other methods and paths to the full stack", async () => {
    await raw("/service/software");
    const head = await raw("/service/software", {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers["x-cache"]).toBe("HIT");
    expect(Number(head.headers["content-length"])).toBeGreaterThan(1000);
    expect(head.body.length).toBe(0);

    const post = await fetch(`${server.baseUrl}/service/software`, { method: "POST" });
    expect(post.headers.get("x-cache")).toBeNull();
    expect(post.status).toBeLessThan(500);
  });
});
