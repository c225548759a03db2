import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { createRouteLabeler } from "./route-label";

const request = (url: string, route?: string) =>
  ({ url, ...(route && { route: { path: route }, baseUrl: "" }) }) as unknown as IncomingMessage;

const manifest = {
  root: { path: "" },
  home: { path: "/", parentId: "root" },
  job: { path: "careers/job/:code", parentId: "root" },
  status: { path: "careers/application/:token", parentId: "root" },
  notFound: { path: "*", parentId: "root" },
};

describe("route labels", () => {
  it("names a page by its pattern, never by the path asked (a status link's token stays out)", () => {
    const labeler = createRouteLabeler();
    labeler.knowPages(manifest);
    expect(labeler.label(request("/careers/job/17?x=1"))).toBe("/careers/job/:code");
    expect(labeler.label(request("/careers/application/secret-token"))).toBe("/careers/application/:token");
    expect(labeler.label(request("/api/Message/PostMessage", "/api/Message/PostMessage"))).toBe(
      "/api/Message/PostMessage",
    );
    expect(labeler.label(request("/assets/entry.client-abc.js"))).toBe("/assets/*");
    expect(labeler.label(request("/__manifest?paths=%2Fdemo&version=abc"))).toBe("/__manifest");
  });

  it("names a path no page has as unmatched, or as a static file", () => {
    const labeler = createRouteLabeler();
    labeler.knowPages({ root: { path: "" }, home: { path: "/", parentId: "root" } });
    expect(labeler.label(request("/nothing/here"))).toBe("unmatched");
    expect(labeler.label(request("/favicon.png"))).toBe("static file");
  });

  it("answers a path asked again from its kept label, and keeps no more paths than its bound", () => {
    const labeler = createRouteLabeler({ cachedPaths: 10 });
    labeler.knowPages(manifest);
    for (let i = 0; i < 25; i++) {
      expect(labeler.label(request(`/careers/job/${i}`))).toBe("/careers/job/:code");
      expect(labeler.cachedCount()).toBeLessThanOrEqual(10);
    }
    const before = labeler.cachedCount();
    expect(labeler.label(request("/careers/job/24"))).toBe("/careers/job/:code");
    expect(labeler.cachedCount()).toBe(before);
  });

  it("forgets the kept labels when the pages change", () => {
    const labeler = createRouteLabeler();
    labeler.knowPages(manifest);
    expect(labeler.label(request("/demo"))).toBe("/*");
    labeler.knowPages({ ...manifest, demo: { path: "demo", parentId: "root" } });
    expect(labeler.label(request("/demo"))).toBe("/demo");
  });
});
