import { describe, expect, it } from "vitest";
import { hostOf, sourceLabel, touchOf } from "./first-touch";

const OWN = ["www.kavach.example", "127.0.0.1"];

describe("touchOf", () => {
  it("reads the UTM values and keeps the path without its query", () => {
    expect(
      touchOf(
        new URL("https://www.kavach.example/?utm_source=LinkedIn&utm_medium=Social&utm_campaign=Launch"),
        null,
        OWN,
      ),
    ).toEqual({ landingPath: "/", referrerHost: null, source: "linkedin", medium: "social", campaign: "Launch" });
  });

  it("takes a job board's `source` and `ref` when there is no utm_source", () => {
    expect(touchOf(new URL("https://www.kavach.example/careers/job/7?source=indeed"), null, OWN).source).toBe("indeed");
    expect(touchOf(new URL("https://www.kavach.example/careers?ref=newsletter"), null, OWN).source).toBe("newsletter");
    expect(touchOf(new URL("https://www.kavach.example/?utm_source=a&source=b"), null, OWN).source).toBe("a");
  });

  it("counts another site's referrer as the source, and this site's as none", () => {
    expect(touchOf(new URL("https://www.kavach.example/company"), "https://www.google.com/search?q=x", OWN)).toEqual({
      landingPath: "/company",
      referrerHost: "google.com",
      source: "google.com",
      medium: null,
      campaign: null,
    });
    expect(touchOf(new URL("https://www.kavach.example/company"), "https://kavach.example/", OWN).referrerHost).toBe(
      null,
    );
    expect(touchOf(new URL("http://127.0.0.1:3000/careers"), "http://127.0.0.1:3000/", OWN).source).toBe(null);
  });

  it("cuts long values and drops control characters and blanks", () => {
    const long = "x".repeat(300);
    const touch = touchOf(
      new URL(`https://www.kavach.example/?utm_source=${long}&utm_campaign=a%0Ab&utm_medium=%20`),
      null,
      OWN,
    );
    expect(touch.source).toHaveLength(100);
    expect(touch.campaign).toBe("ab");
    expect(touch.medium).toBe(null);
  });
});

describe("hostOf", () => {
  it("keeps http(s) hosts only", () => {
    expect(hostOf("https://WWW.LinkedIn.com/feed")).toBe("linkedin.com");
    expect(hostOf("android-app://com.google.android.gm/")).toBe(null);
    expect(hostOf("not a url")).toBe(null);
    expect(hostOf(undefined)).toBe(null);
  });
});

describe("sourceLabel", () => {
  it("joins source, medium and campaign", () => {
    expect(sourceLabel({ source: "linkedin", medium: null, campaign: "launch" })).toBe("linkedin / launch");
    expect(sourceLabel({ source: "google.com", medium: "cpc", campaign: "spring" })).toBe("google.com / cpc / spring");
    expect(sourceLabel({ source: null, medium: null, campaign: null })).toBe("Direct");
    expect(sourceLabel(null)).toBe("Not recorded");
  });
});
