import { describe, expect, it } from "vitest";
import { APPLICATION_STATUSES } from "./application-pipeline";
import {
  APPLICANT_STATUS_EXPLANATIONS,
  APPLICANT_STATUS_WORDS,
  APPLICATION_LINK_TOKEN_PATTERN,
  applicationDataPath,
  applicationStatusPath,
} from "./application-status";

describe("the applicant's words for the pipeline's statuses", () => {
  it("names every status in plain words, as docs/product.md §2.16 lists them", () => {
    expect(APPLICANT_STATUS_WORDS).toEqual({
      new: "Received",
      screening: "Under review",
      shortlisted: "Shortlisted",
      interview: "Interview",
      offer: "Offer",
      hired: "Hired",
      rejected: "Not selected",
      withdrawn: "Withdrawn",
    });
  });

  it("has a word and an explanation for each status and nothing else", () => {
    expect(Object.keys(APPLICANT_STATUS_WORDS).sort()).toEqual([...APPLICATION_STATUSES].sort());
    expect(Object.keys(APPLICANT_STATUS_EXPLANATIONS).sort()).toEqual([...APPLICATION_STATUSES].sort());
    for (const status of APPLICATION_STATUSES) expect(APPLICANT_STATUS_EXPLANATIONS[status]).toMatch(/\.$/);
  });

  it("never shows staff words like 'rejected' or 'screening' to the applicant", () => {
    const shown = [...Object.values(APPLICANT_STATUS_WORDS), ...Object.values(APPLICANT_STATUS_EXPLANATIONS)].join(" ");
    expect(shown.toLowerCase()).not.toMatch(/reject|screening/);
  });
});

describe("status link paths", () => {
  it("puts the token in the path of the page and of its download", () => {
    const token = "a".repeat(43);
    expect(applicationStatusPath(token)).toBe(`/careers/application/${token}`);
    expect(applicationDataPath(token)).toBe(`/careers/application/${token}/data`);
  });

  it("looks up only 43 base64url characters", () => {
    expect(APPLICATION_LINK_TOKEN_PATTERN.test("A-_z09".padEnd(43, "x"))).toBe(true);
    for (const bad of ["a".repeat(42), "a".repeat(44), "a".repeat(42) + "=", "a".repeat(42) + "/", ""])
      expect(APPLICATION_LINK_TOKEN_PATTERN.test(bad), bad).toBe(false);
  });
});
