import { describe, expect, it } from "vitest";
import type { JobRow } from "./jobs.repository";
import { daysBefore, toCurrentJob, toJob } from "./job-listing";

const row = (changes: Partial<JobRow> = {}): JobRow => ({
  code: 12,
  title: "QA Engineer",
  location: "Mumbai",
  experience: null,
  description: "Test things",
  preferred_skills: null,
  additional_skills: null,
  benefits: null,
  last_date_of_apply: "2026-11-22",
  contact_info: null,
  is_closed: 0,
  is_referral: 1,
  is_experience_required: 1,
  minimum_experience_year: 2,
  is_current_ctc_required: 0,
  is_expected_ctc_required: 1,
  is_published: 1,
  posted_on: "2026-11-01",
  created_at: "2026-11-01T00:00:00Z",
  client_ip: null,
  updated_at: "2026-11-01T00:00:00Z",
  updated_by: null,
  employment_type: "full-time",
  workplace: "on-site",
  remote_countries: null,
  salary_min: null,
  salary_max: null,
  salary_currency: null,
  salary_period: null,
  department: null,
  openings: 1,
  ...changes,
});

describe("job listing", () => {
  it("counts calendar days back across months and years", () => {
    expect(daysBefore("2026-11-22", 30)).toBe("2026-10-23");
    expect(daysBefore("2026-01-10", 30)).toBe("2025-12-11");
    expect(daysBefore("2024-03-01", 1)).toBe("2024-02-29");
  });

  it("computes IsClosed from the flag and the last date for the given day", () => {
    expect(toJob(row(), "2026-11-22").IsClosed).toBe(false);
    expect(toJob(row(), "2026-11-23").IsClosed).toBe(true);
    expect(toJob(row({ is_closed: 1 }), "2026-11-01").IsClosed).toBe(true);
    expect(toJob(row({ last_date_of_apply: null }), "2030-01-01").IsClosed).toBe(false);
  });

  it("answers the Job and CurrentJob fields in PascalCase with booleans", () => {
    expect(toJob(row(), "2026-11-22")).toEqual({
      Code: 12,
      Title: "QA Engineer",
      Location: "Mumbai",
      Experience: null,
      Description: "Test things",
      PreferredSkills: null,
      AdditionalSkills: null,
      Benefits: null,
      LastDateOfApply: "2026-11-22",
      ContactInfo: null,
      IsClosed: false,
    });
    expect(toCurrentJob(row(), "2026-11-22")).toMatchObject({
      IsReferral: true,
      IsExperienceRequired: true,
      MinimumExperienceYear: 2,
      IsCurrentCtcRequired: false,
      IsExpectedCtcRequired: true,
      PostedOn: "2026-11-01",
    });
  });
});
