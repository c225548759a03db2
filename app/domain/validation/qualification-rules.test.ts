import { describe, expect, it } from "vitest";
import { emptyQualification, type Qualification } from "../job-application";
import { qualificationRules } from "./qualification-rules";
import { firstFailure } from "./rules";

const board: Qualification = {
  ...emptyQualification("SSLC"),
  CourseCode: "SSLC",
  CourseText: "SSLC / X / Matriculation",
  BoardCode: "CBSE",
  BoardText: "CBSE",
  CollegeText: "Kendriya Vidyalaya",
  State: "KL",
  District: "KL-EKM",
  Percentage: "86.4",
  FinishYear: "2012",
};
const study: Qualification = {
  ...emptyQualification("q1"),
  CourseCode: "BTECH",
  CourseText: "B.Tech",
  StreamCode: "CSE",
  StreamText: "Computer Science",
  UniversityCode: "KTU",
  UniversityText: "KTU",
  CollegeText: "Model Engineering College",
  State: "KL",
  District: "KL-EKM",
  Percentage: 72,
  FinishYear: 2016,
};
const check = (q: Qualification) => {
  const r = firstFailure(qualificationRules({ currentYear: 2026 }), q);
  return r.ok ? null : r.message;
};

describe("qualification popup rules", () => {
  it("accepts a complete board-type and study-type qualification", () => {
    expect(check(board)).toBeNull();
    expect(check(study)).toBeNull();
  });
  it("course: mandatory; an Other course needs its text of at least 4 characters", () => {
    expect(check({ ...study, CourseCode: "" })).toBe("Course is mandatory");
    expect(check({ ...study, CourseCode: "OTH", CourseText: "" })).toBe("Other Course must be specified");
    expect(check({ ...study, CourseCode: "OTH", CourseText: "BSc" })).toBe("Other Course is invalid");
    expect(check({ ...study, CourseCode: "OTH", CourseText: "B.Sc" })).toBeNull();
  });
  it("study-type: stream then university, each with its Other text", () => {
    expect(check({ ...study, StreamCode: "" })).toBe("Stream is mandatory");
    expect(check({ ...study, StreamCode: "OTHSTR", StreamText: "" })).toBe("Other Stream must be specified");
    expect(check({ ...study, StreamCode: "OTHSTR", StreamText: "Art" })).toBe("Other Stream is invalid");
    expect(check({ ...study, StreamCode: "OTHSTR", StreamText: "Arts" })).toBeNull();
    expect(check({ ...study, UniversityCode: "" })).toBe("University is mandatory");
    expect(check({ ...study, UniversityCode: "OTHUNI", UniversityText: "" })).toBe(
      "Other University must be specified",
    );
    expect(check({ ...study, UniversityCode: "OTHUNI", UniversityText: "IIT" })).toBe("Other University is invalid");
    expect(check({ ...study, UniversityCode: "OTHUNI", UniversityText: "IIT-M" })).toBeNull();
    expect(check({ ...study, StreamCode: "", UniversityCode: "" })).toBe("Stream is mandatory");
  });
  it("study-type does not ask for a board, board-type does not ask for a stream or university", () => {
    expect(check({ ...study, BoardCode: "" })).toBeNull();
    expect(check({ ...board, StreamCode: "", UniversityCode: "" })).toBeNull();
  });
  it("board-type: board with its Other text", () => {
    expect(check({ ...board, BoardCode: "" })).toBe("Board of Examination is mandatory");
    expect(check({ ...board, BoardCode: "OTHBRD", BoardText: "" })).toBe("Other Board must be specified");
    expect(check({ ...board, BoardCode: "OTHBRD", BoardText: "ICS" })).toBe("Other Board is invalid");
    expect(check({ ...board, BoardCode: "OTHBRD", BoardText: "IGCSE" })).toBeNull();
    expect(check({ ...board, CourseCode: "HSE", BoardCode: "" })).toBe("Board of Examination is mandatory");
  });
  it("institution: required and longer than 4, in school or college wording", () => {
    expect(check({ ...board, CollegeText: "" })).toBe("School Name is mandatory");
    expect(check({ ...board, CollegeText: "KVPS" })).toBe("School Name is invalid");
    expect(check({ ...board, CollegeText: "KV EK" })).toBeNull();
    expect(check({ ...study, CollegeText: "" })).toBe("College Name is mandatory");
    expect(check({ ...study, CollegeText: "MEC " })).toBe("College Name is invalid");
    expect(check({ ...study, CollegeText: "MEC K" })).toBeNull();
  });
  it("state then district", () => {
    expect(check({ ...study, State: "", District: "" })).toBe("State is mandatory");
    expect(check({ ...study, District: "" })).toBe("District is mandatory");
  });
  it("percentage: required, at least 50, at most 100", () => {
    expect(check({ ...study, Percentage: "" })).toBe("Percentage of Marks is mandatory");
    expect(check({ ...study, Percentage: "abc" })).toBe("Percentage of Marks is invalid.");
    expect(check({ ...study, Percentage: 49.99 })).toBe("Minimum 50% of Marks is needed.");
    expect(check({ ...study, Percentage: "50" })).toBeNull();
    expect(check({ ...study, Percentage: 100 })).toBeNull();
    expect(check({ ...study, Percentage: "100.01" })).toBe("Percentage of Marks is invalid.");
  });
  it("year of passing: required, from current year − 50 to the current year", () => {
    expect(check({ ...study, FinishYear: "" })).toBe("Year of Passing is mandatory");
    expect(check({ ...study, FinishYear: 1975 })).toBe("Year of Passing is invalid");
    expect(check({ ...study, FinishYear: 1976 })).toBeNull();
    expect(check({ ...study, FinishYear: "2026" })).toBeNull();
    expect(check({ ...study, FinishYear: 2027 })).toBe("Year of Passing is invalid");
    expect(check({ ...study, FinishYear: "2016.5" })).toBe("Year of Passing is invalid");
  });
  it("stops at the first failure, in the order of docs/product.md §5.8", () => {
    expect(check({ ...emptyQualification("x") })).toBe("Course is mandatory");
    expect(check({ ...study, CollegeText: "", State: "", Percentage: "" })).toBe("College Name is mandatory");
    expect(check({ ...study, Percentage: "", FinishYear: "" })).toBe("Percentage of Marks is mandatory");
  });
});
