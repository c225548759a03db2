import { courseTypeOf, isOtherCode, numberOf, type Qualification } from "../job-application";
import { isCleanText } from "./patterns";
import { textLengthRules, tooLongMessage, yearOutsideSpan } from "./common-rules";
import { rule, text, type Rule } from "./rules";

export const qualificationLimits = {
  otherMin: 4,
  institutionMin: 5,
  otherMax: 100,
  institutionMax: 150,
  percentageMin: 50,
  percentageMax: 100,
  /** Years of passing run from (current year − 50) to the current year. */
  yearSpan: 50,
} as const;

/**
 * docs/product.md §5.8, 'Qualification popup'. The original wording gave the course, other-course,
 * percentage and year texts; the rest follow the same "X is mandatory" / "X is invalid" pattern so each names its field.
 */
export const qualificationMessages = {
  courseRequired: "Course is mandatory",
  otherCourseRequired: "Other Course must be specified",
  otherCourseInvalid: "Other Course is invalid",
  streamRequired: "Stream is mandatory",
  otherStreamRequired: "Other Stream must be specified",
  otherStreamInvalid: "Other Stream is invalid",
  universityRequired: "University is mandatory",
  otherUniversityRequired: "Other University must be specified",
  otherUniversityInvalid: "Other University is invalid",
  boardRequired: "Board of Examination is mandatory",
  otherBoardRequired: "Other Board must be specified",
  otherBoardInvalid: "Other Board is invalid",
  schoolRequired: "School Name is mandatory",
  schoolInvalid: "School Name is invalid",
  collegeRequired: "College Name is mandatory",
  collegeInvalid: "College Name is invalid",
  stateRequired: "State is mandatory",
  districtRequired: "District is mandatory",
  percentageRequired: "Percentage of Marks is mandatory",
  percentageTooLow: "Minimum 50% of Marks is needed.",
  percentageInvalid: "Percentage of Marks is invalid.",
  yearRequired: "Year of Passing is mandatory",
  yearInvalid: "Year of Passing is invalid",
  tooLong: tooLongMessage,
} as const;

type Q = Pick<
  Qualification,
  | "CourseCode"
  | "CourseText"
  | "StreamCode"
  | "StreamText"
  | "BoardCode"
  | "BoardText"
  | "UniversityCode"
  | "UniversityText"
  | "CollegeText"
  | "State"
  | "District"
  | "Percentage"
  | "FinishYear"
>;

const m = qualificationMessages;
const L = qualificationLimits;

/** The 'Other' text of a choice: required and at least 4 characters when the chosen code is OTH…. */
function otherTextRules(
  when: (q: Q) => boolean,
  code: (q: Q) => string,
  other: (q: Q) => string,
  required: string,
  invalid: string,
  field: string,
): Rule<Q>[] {
  return textLengthRules(
    other,
    { required, invalid, field },
    { min: L.otherMin, max: L.otherMax },
    (q) => when(q) && isOtherCode(code(q)),
  );
}

/** The ordered rules of the 'Add New Qualification' popup, for the current year in the company's time zone. */
export function qualificationRules(ctx: { currentYear: number }): Rule<Q>[] {
  const study = (q: Q) => courseTypeOf(text(q.CourseCode)) === "study";
  const board = (q: Q) => courseTypeOf(text(q.CourseCode)) === "board";
  const always = () => true;
  const institution = (q: Q) =>
    board(q)
      ? { required: m.schoolRequired, invalid: m.schoolInvalid, field: "School Name" }
      : { required: m.collegeRequired, invalid: m.collegeInvalid, field: "College Name" };
  return [
    rule((q) => text(q.CourseCode) === "", m.courseRequired),
    ...otherTextRules(
      always,
      (q) => q.CourseCode,
      (q) => q.CourseText,
      m.otherCourseRequired,
      m.otherCourseInvalid,
      "Other Course",
    ),
    rule((q) => study(q) && text(q.StreamCode) === "", m.streamRequired),
    ...otherTextRules(
      study,
      (q) => q.StreamCode,
      (q) => q.StreamText,
      m.otherStreamRequired,
      m.otherStreamInvalid,
      "Other Stream",
    ),
    rule((q) => study(q) && text(q.UniversityCode) === "", m.universityRequired),
    ...otherTextRules(
      study,
      (q) => q.UniversityCode,
      (q) => q.UniversityText,
      m.otherUniversityRequired,
      m.otherUniversityInvalid,
      "Other University",
    ),
    rule((q) => board(q) && text(q.BoardCode) === "", m.boardRequired),
    ...otherTextRules(
      board,
      (q) => q.BoardCode,
      (q) => q.BoardText,
      m.otherBoardRequired,
      m.otherBoardInvalid,
      "Other Board",
    ),
    rule(
      (q) => text(q.CollegeText) === "",
      (q) => institution(q).required,
    ),
    rule(
      (q) => text(q.CollegeText).length < L.institutionMin || !isCleanText(text(q.CollegeText)),
      (q) => institution(q).invalid,
    ),
    rule(
      (q) => text(q.CollegeText).length > L.institutionMax,
      (q) => m.tooLong(institution(q).field, L.institutionMax),
    ),
    rule((q) => text(q.State) === "", m.stateRequired),
    rule((q) => text(q.District) === "", m.districtRequired),
    rule((q) => numberOf(q.Percentage) === null, m.percentageRequired),
    rule((q) => Number.isNaN(numberOf(q.Percentage)), m.percentageInvalid),
    rule((q) => numberOf(q.Percentage)! < L.percentageMin, m.percentageTooLow),
    rule((q) => numberOf(q.Percentage)! > L.percentageMax, m.percentageInvalid),
    rule((q) => numberOf(q.FinishYear) === null, m.yearRequired),
    rule((q) => yearOutsideSpan(q.FinishYear, ctx.currentYear, L.yearSpan), m.yearInvalid),
  ];
}
