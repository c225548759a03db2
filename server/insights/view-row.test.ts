import { describe, expect, it } from "vitest";
import { pageViewRow } from "./view-row";

const view = (url: string, referrer?: string, country?: string) => ({
  at: Date.parse("2026-12-25T04:30:00Z"),
  url,
  host: "www.kavach.example",
  referrer,
  userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Mobile/15E148 Safari/604.1",
  ip: "203.0.113.9",
  country,
});

describe("pageViewRow", () => {
  it("keeps the path without its query, the source and the device, never the address or browser", () => {
    expect(pageViewRow(view("/?utm_source=linkedin&utm_campaign=launch"), "2026-12-25", "h".repeat(32), [])).toEqual({
      day: "2026-12-25",
      viewed_at: "2026-12-25T04:30:00.000Z",
      path: "/",
      source: "linkedin",
      medium: "",
      campaign: "launch",
      referrer_host: "",
      device: "mobile",
      country: "",
      visitor_hash: "h".repeat(32),
    });
  });

  it("keeps the country the proxy named, in capitals, and nothing for a value that is not a country code", () => {
    expect(pageViewRow(view("/", undefined, "ae"), "d", "h", []).country).toBe("AE");
    expect(pageViewRow(view("/", undefined, "XX"), "d", "h", []).country).toBe("");
    expect(pageViewRow(view("/", undefined, "<script>"), "d", "h", []).country).toBe("");
  });

  it("blanks the secret of a private link in the path", () => {
    expect(pageViewRow(view("/careers/application/s3cr3t-token"), "2026-12-25", "h", []).path).toBe(
      "/careers/application/REDACTED",
    );
    expect(pageViewRow(view("/demo/booking/abc?x=1"), "2026-12-25", "h", []).path).toBe("/demo/booking/REDACTED");
  });

  it("counts this site's own pages as no referrer, by the Host asked or the site's address", () => {
    expect(pageViewRow(view("/careers", "https://www.kavach.example/"), "d", "h", []).referrer_host).toBe("");
    expect(pageViewRow(view("/careers", "https://kavach.example/"), "d", "h", ["kavach.example"]).source).toBe("");
    expect(pageViewRow(view("/careers", "https://news.ycombinator.com/"), "d", "h", []).source).toBe(
      "news.ycombinator.com",
    );
  });
});
