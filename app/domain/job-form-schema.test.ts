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
        employmentType: "full-time",
        workplace: "on-site",
        remoteCountries: [],
        salary: null,
        department: null,
        openings: 1,
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

  describe("how the job is offered", () => {
    const remote: JobFormValues = {
      ...valid,
      employmentType: "contract",
      workplace: "remote",
      remoteCountries: ["AE", "IN"],
      salaryPeriod: "month",
      salaryCurrency: "AED",
      salaryMin: "15,000",
      salaryMax: " 22 000 ",
      department: "  Claims Technology ",
      openings: "3",
    };

    it("stores the choices, the countries in the list's order and the salary as numbers", () => {
      const check = checkJobForm(remote);
      expect(check.ok && check.job).toMatchObject({
        employmentType: "contract",
        workplace: "remote",
        remoteCountries: ["AE", "IN"],
        salary: { min: 15000, max: 22000, currency: "AED", period: "month" },
        department: "Claims Technology",
        openings: 3,
      });
      if (check.ok)
        expect(jobFormValuesOf(check.job)).toMatchObject({
          remoteCountries: ["AE", "IN"],
          salaryMin: "15000",
          salaryMax: "22000",
          salaryCurrency: "AED",
          salaryPeriod: "month",
          openings: "3",
        });
    });

    it("keeps countries only for a remote job, and no salary when it is not shown", () => {
      const check = checkJobForm({ ...remote, workplace: "hybrid", salaryPeriod: "", salaryMin: "", salaryMax: "" });
      expect(check.ok && check.job).toMatchObject({ workplace: "hybrid", remoteCountries: [], salary: null });
    });

    it("says what is wrong with each choice, all at once", () => {
      expect(
        checkJobForm({
          ...valid,
          employmentType: "freelance",
          workplace: "moon",
          salaryCurrency: "EUR",
          salaryPeriod: "week",
          openings: "0",
        }),
      ).toEqual({
        ok: false,
        errors: {
          employmentType: jobFormMessages.employmentTypeInvalid,
          workplace: jobFormMessages.workplaceInvalid,
          salaryCurrency: jobFormMessages.salaryCurrencyInvalid,
          salaryPeriod: jobFormMessages.salaryPeriodInvalid,
          openings: "Give the number of openings as a whole number from 1 to 999.",
        },
      });
      expect(checkJobForm({ ...remote, remoteCountries: ["IN", "XX"] })).toEqual({
        ok: false,
        errors: { remoteCountries: jobFormMessages.remoteCountriesInvalid },
      });
      expect(checkJobForm({ ...valid, openings: "1000" }).ok).toBe(false);
      expect(checkJobForm({ ...valid, openings: "999" }).ok).toBe(true);
    });

    it("asks a remote job for its countries, and a shown salary for both ends in order", () => {
      expect(checkJobForm({ ...remote, remoteCountries: [], title: "" })).toEqual({
        ok: false,
        errors: { title: jobFormMessages.titleRequired, remoteCountries: jobFormMessages.remoteCountriesMissing },
      });
      expect(checkJobForm({ ...remote, salaryMin: "", salaryMax: "" })).toEqual({
        ok: false,
        errors: { salaryMin: jobFormMessages.salaryMinMissing, salaryMax: jobFormMessages.salaryMaxMissing },
      });
      expect(checkJobForm({ ...remote, salaryMin: "30000" })).toEqual({
        ok: false,
        errors: { salaryMax: jobFormMessages.salaryRangeReversed },
      });
      expect(checkJobForm({ ...remote, salaryMin: "12.5", salaryMax: "-3" })).toEqual({
        ok: false,
        errors: {
          salaryMin: "Give the lowest salary as a whole amount, for example 900000.",
          salaryMax: "Give the highest salary as a whole amount, for example 1400000.",
        },
      });
      expect(checkJobForm({ ...remote, salaryPeriod: "" })).toEqual({
        ok: false,
        errors: { salaryPeriod: jobFormMessages.salaryWithoutPeriod },
      });
      expect(checkJobForm({ ...remote, salaryMin: "22000" }).ok).toBe(true);
    });

    it("reads every ticked country of a posted form, and a form without the new fields as their defaults", () => {
      const form = new FormData();
      form.append("remoteCountries", "IN");
      form.append("remoteCountries", "GB");
      form.set("workplace", "remote");
      form.set("openings", "");
      expect(jobFormValuesFrom(form)).toEqual({
        ...EMPTY_JOB_FORM,
        workplace: "remote",
        remoteCountries: ["IN", "GB"],
        openings: "",
      });
      expect(jobFormValuesFrom({ remoteCountries: "AE" }).remoteCountries).toEqual(["AE"]);
    });
  });
});
