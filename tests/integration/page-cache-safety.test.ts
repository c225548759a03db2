import { describe, expect, it } from "vitest";
import { serverForFile } from "#tests/support/test-server";

/**
 * What a CDN or an attacker could do with the page cache: HTML that a shared cache would keep (with
 * one visitor's token and nonce in it), internal headers showing, and junk query strings pushing the
 * real pages out of memory.
 */
const server = serverForFile();

const get = (path: string, init: RequestInit = {}) => fetch(server.baseUrl + path, { redirect: "manual", ...init });

async function firstStoryCode(): Promise<number> {
  const res = await server.client().get("/api/News/GetAllNews/1");
  return res.body[0].Code as number;
}

describe(`HTML responses and caches on ${process.env.TEST_ENGINE ?? "sqlite"}`, () => {
  it("every HTML response says Cache-Control: private, no-cache: rendered, cached, 404, a form's answer, HEAD", async () => {
    const rendered = await get("/company/expertise");
    const cached = await get("/company/expertise");
    expect(cached.headers.get("x-cache")).toBe("HIT");
    const missing = await get("/no-such-page");
    expect(missing.status).toBe(404);
    const form = await get("/contact-us", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "Name=A",
    });
    expect(form.status).toBe(403);
    const head = await get("/terms", { method: "HEAD" });
    const headCached = await get("/company/expertise", { method: "HEAD" });
    for (const res of [rendered, cached, missing, form, head, headCached]) {
      expect(res.headers.get("content-type")).toMatch(/^text\/html/);
      expect(res.headers.get("cache-control")).toBe("private, no-cache");
    }
  });

  it("hashed assets keep their long immutable caching", async () => {
    const html = await (await get("/")).text();
    const asset = /\/assets\/[^"]+\.js/.exec(html)![0];
    const res = await get(asset);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("no response shows the internal X-Page-Cache header: GET, HEAD, rendered or cached, or a route's data", async () => {
    const code = await firstStoryCode();
    const paths = ["/careers", "/privacy-policy", `/company/news?id=${code}`, "/company/news-list"];
    for (const path of paths) {
      for (const method of ["HEAD", "GET", "HEAD"]) {
        const res = await get(path, { method });
        expect(res.headers.get("x-page-cache"), `${method} ${path}`).toBeNull();
      }
    }
    const data = await get(`/company/news.data?id=${code}`);
    expect(data.status).toBe(200);
    expect(data.headers.get("x-page-cache")).toBeNull();
  });
});

describe(`page cache keys and bounds on ${process.env.TEST_ENGINE ?? "sqlite"}`, () => {
  it("a loop of junk query strings neither adds entries nor pushes real pages out", async () => {
    await get("/company/about-us");
    expect((await get("/company/about-us")).headers.get("x-cache")).toBe("HIT");
    await get("/careers/job/2");
    for (let n = 0; n < 600; n++) {
      const res = await get(`/careers/job/2?probe=${n}`);
      expect(res.status).toBe(200);
      await res.arrayBuffer();
    }
    expect((await get("/careers/job/2?probe=x")).headers.get("x-cache")).toBe("HIT");
    expect((await get("/company/about-us")).headers.get("x-cache")).toBe("HIT");
  });

  it("a story's page is kept per id, whatever other parameters come with it", async () => {
    const code = await firstStoryCode();
    const first = await get(`/company/news?id=${code}`);
    expect(first.status).toBe(200);
    const html = await first.text();
    const again = await get(`/company/news?utm_source=mail&id=${code}&x=1`);
    expect(again.headers.get("x-cache")).toBe("HIT");
    // Each response has its own nonce and token.
    const strip = (h: string) => h.replace(/nonce="[^"]+"|[\w-]{20,}\.[\w-]{20,}/g, "");
    expect(strip(await again.text())).toBe(strip(html));
    const other = await get(`/company/news?id=${code + 100000}`);
    expect(other.status).toBe(404);
    expect(other.headers.get("x-cache")).toBeNull();
  });

  it("a path in other than its plain spelling is answered but not kept", async () => {
    for (const path of ["/COMPANY/TEAM", "/company/%74eam", "/company/team/"]) {
      await get(path);
      const again = await get(path);
      expect(again.status, path).toBe(200);
      expect(again.headers.get("x-cache"), path).toBeNull();
    }
  });
});
