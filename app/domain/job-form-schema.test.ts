import { describe, expect, it } from "vitest";
import {
  EMPTY_JOB_FORM,
  JOB_FORM_LIMITS,
  jobFormMessages,
  jobFormValuesFrom,
  jobFormValuesOf,
  type JobFormValues,
} from "./job-form";
import { checkJobForm } from "./job-form-schema";

const valid: JobFormValues = {
  ...EMPTY_JOB_FORM,
  title: "  Claims Analyst  ",
  description: "Settle motor claims.\nWork with surveyors.",
  lastDateOfApply: "2027-02-28",
  contactInfo: "hr@example.com · +91 484 403 2100",
  isExperienceRequired: true,
  minimumExperienceYear: "2",
};

describe("the job form", () => {
  it("stores a valid form trimmed, with empty text as null and the minimum as a number", () => {
    const check = checkJobForm(valid);
    expect(check).toEqual({
      ok: true,
      job: {
        title: "Claims Analyst",
        location: null,
        experience: null,
        description: "Settle motor claims.\nWork with surveyors.",
        preferredSkills: null,
        additionalSkills: null,
        benefits: null,
        lastDateOfApply: "2027-02-28",
        contactInfo: "hr@example.com · +91 484 403 2100",
        isReferral: false,
        isExperienceRequired: true,
        minimumExperienceYear: 2,
        isCurrentCtcRequired: false,
        isExpectedCtcRequired: false,
      },
    });
    // And a stored job shows in the form as it was typed (less the spaces).
    if (check.ok) expect(jobFormValuesOf(check.job)).toEqual({ ...valid, title: "Claims Analyst" });
  });

  it("gives each wrong field its own message, all at once", () => {
    const check = checkJobForm({
      ...EMPTY_JOB_FORM,
      title: "   ",
      benefits: "x".repeat(JOB_FORM_LIMITS.benefits + 1),
      lastDateOfApply: "2027-02-30",
      contactInfo: "write to hr at example",
      minimumExperienceYear: "2.5",
    });
    expect(check).toEqual({
      ok: false,
      errors: {
        title: jobFormMessages.titleRequired,
        description: jobFormMessages.descriptionRequired,
        benefits: "Salary package must not be longer than 500 characters.",
        lastDateOfApply: jobFormMessages.lastDateInvalid,
        minimumExperienceYear: jobFormMessages.minimumYearsInvalid,
      },
    });
  });

  it("refuses a minimum without 'experience required', an address that is not one, and too many years", () => {
    expect(checkJobForm({ ...valid, isExperienceRequired: false })).toEqual({
      ok: false,
      errors: { minimumExperienceYear: jobFormMessages.minimumYearsWithoutExperience },
    });
    // Shown with the other fields' messages, not after them.
    expect(checkJobForm({ ...valid, title: "", isExperienceRequired: false })).toEqual({
      ok: false,
      errors: {
        title: jobFormMessages.titleRequired,
        minimumExperienceYear: jobFormMessages.minimumYearsWithoutExperience,
      },
    });
    expect(checkJobForm({ ...valid, contactInfo: "hr@ the office" })).toEqual({
      ok: false,
      errors: { contactInfo: jobFormMessages.contactEmailInvalid },
    });
    expect(checkJobForm({ ...valid, minimumExperienceYear: "41" })).toMatchObject({
      errors: { minimumExperienceYear: jobFormMessages.minimumYearsInvalid },
    });
    expect(checkJobForm({ ...valid, minimumExperienceYear: "40" }).ok).toBe(true);
    expect(checkJobForm({ ...valid, lastDateOfApply: "31-01-2027" }).ok).toBe(false);
    expect(checkJobForm({ ...valid, title: "t".repeat(JOB_FORM_LIMITS.title) }).ok).toBe(true);
  });

  it("reads a posted form as typed: ticks by presence, line ends as \\n, no NUL", () => {
    const form = new FormData();
    form.set("title", "A\u0000B");
    form.set("description", "one\r\ntwo\rthree");
    form.set("isReferral", "on");
    form.set("minimumExperienceYear", " 3 ");
    expect(jobFormValuesFrom(form)).toEqual({
      ...EMPTY_JOB_FORM,
      title: "AB",
      description: "one\ntwo\nthree",
      isReferral: true,
      minimumExperienceYear: " 3 ",
    });
    expect(jobFormValuesFrom({ title: 42, isExpectedCtcRequired: "on" })).toEqual({
      ...EMPTY_JOB_FORM,
      isExpectedCtcRequired: true,
    });
  });
});
