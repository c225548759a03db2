import { describe, expect, it } from "vitest";
import type { Job } from "~/domain/job-application";
import { JOB_FIELD_LABELS } from "#tests/support/job-field-labels";
import { presentFields } from "./job-fields";

const job: Job = {
  Code: 3,
  Title: "QA Engineer",
  Location: "Mumbai",
  Experience: null,
  Description: "Test the portals",
  PreferredSkills: "",
  AdditionalSkills: "   ",
  Benefits: null,
  LastDateOfApply: "2026-12-31",
  ContactInfo: null,
  IsClosed: false,
};

describe("job fields", () => {
  it("shows only the fields a job has, in the order and labels of docs/product.md §2.8, the date as 'MMMM d, y'", () => {
    expect(presentFields(job)).toEqual([
      { label: "Job ID", value: "3" },
      { label: "Title", value: "QA Engineer" },
      { label: "Location", value: "Mumbai" },
      { label: "Description", value: "Test the portals" },
      { label: "Last Date of Apply", value: "December 31, 2026" },
    ]);
  });
  it("labels every field of a complete job", () => {
    const full = {
      ...job,
      Experience: "2 years",
      PreferredSkills: "a",
      AdditionalSkills: "b",
      Benefits: "c",
      ContactInfo: "d",
    };
    expect(presentFields(full).map((f) => f.label)).toEqual(JOB_FIELD_LABELS);
  });
});
