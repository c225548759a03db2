import { describe, expect, it } from "vitest";
import { emptyExperience, type WorkExperience } from "../job-application";
import { experienceRules } from "./experience-rules";
import { firstFailure } from "./rules";

const past: WorkExperience = {
  ...emptyExperience("e1"),
  Position: "Developer",
  CompanyName: "Acme",
  CompanyLocation: "Kochi",
  StartMonth: 6,
  StartMonthText: "June",
  StartYear: 2019,
  EndMonth: "5",
  EndMonthText: "May",
  EndYear: "2022",
};
const check = (e: WorkExperience) => {
  const r = firstFailure(experienceRules({ currentYear: 2026 }), e);
  return r.ok ? null : r.message;
};

describe("experience popup rules", () => {
  it("accepts a finished job and a current one without an end", () => {
    expect(check(past)).toBeNull();
    expect(check({ ...past, IsCurrentlyWorking: true, EndMonth: "", EndYear: "" })).toBeNull();
  });
  it("company, location and designation: required, at least 3 characters", () => {
    expect(check({ ...past, CompanyName: "" })).toBe("Company Name is mandatory");
    expect(check({ ...past, CompanyName: "AB" })).toBe("Company Name is invalid");
    expect(check({ ...past, CompanyName: "ABC" })).toBeNull();
    expect(check({ ...past, CompanyLocation: "" })).toBe("Company Location is mandatory");
    expect(check({ ...past, CompanyLocation: "KO" })).toBe("Company Location is invalid");
    expect(check({ ...past, Position: "" })).toBe("Designation is mandatory");
    expect(check({ ...past, Position: "QA" })).toBe("Designation is invalid");
    expect(check({ ...past, Position: "x".repeat(101) })).toBe("Designation must not be longer than 100 characters");
  });
  it("start month and year: required, year from current year − 50 to the current year", () => {
    expect(check({ ...past, StartMonth: "" })).toBe("Start Month is mandatory");
    expect(check({ ...past, StartMonth: 13 })).toBe("Start Month is invalid");
    expect(check({ ...past, StartYear: "" })).toBe("Start Year is mandatory");
    expect(check({ ...past, StartYear: 1975 })).toBe("Starting Year is invalid");
    expect(check({ ...past, StartYear: 1976 })).toBeNull();
    expect(check({ ...past, StartYear: 2027, IsCurrentlyWorking: true })).toBe("Starting Year is invalid");
  });
  it("unless currently working: end month, end year in range, start not after end", () => {
    expect(check({ ...past, EndMonth: "" })).toBe("End Month is mandatory");
    expect(check({ ...past, EndMonth: 0 })).toBe("End Month is invalid");
    expect(check({ ...past, EndYear: "" })).toBe("End Year is mandatory");
    expect(check({ ...past, EndYear: 1975 })).toBe("End Year is invalid");
    expect(check({ ...past, EndYear: 2027 })).toBe("End Year is invalid");
    expect(check({ ...past, EndYear: 2026 })).toBeNull();
    expect(check({ ...past, StartYear: 2023, EndYear: 2022 })).toBe("Start Year or End Year is invalid");
    expect(check({ ...past, StartYear: 2022, EndYear: 2022 })).toBeNull();
  });
  it("stops at the first failure, in the order of docs/product.md §5.10", () => {
    expect(check(emptyExperience("x"))).toBe("Company Name is mandatory");
    expect(check({ ...past, Position: "", StartMonth: "" })).toBe("Designation is mandatory");
    expect(check({ ...past, EndMonth: "", EndYear: "" })).toBe("End Month is mandatory");
  });
});
