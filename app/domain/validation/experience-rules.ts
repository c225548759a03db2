import { numberOf, type WorkExperience } from "../job-application";
import { textLengthRules, tooLongMessage, yearOutsideSpan } from "./common-rules";
import { rule, type Rule } from "./rules";

export const experienceLimits = { textMin: 3, textMax: 100, yearSpan: 50 } as const;

/**
 * docs/product.md §5.10, 'Experience popup'. The original wording gave 'Starting Year is invalid' and the
 * end-date texts; the rest follow the same pattern (docs/decisions/0009-job-application-wizard.md).
 */
export const experienceMessages = {
  companyRequired: "Company Name is mandatory",
  companyInvalid: "Company Name is invalid",
  locationRequired: "Company Location is mandatory",
  locationInvalid: "Company Location is invalid",
  positionRequired: "Designation is mandatory",
  positionInvalid: "Designation is invalid",
  startMonthRequired: "Start Month is mandatory",
  startMonthInvalid: "Start Month is invalid",
  startYearRequired: "Start Year is mandatory",
  startYearInvalid: "Starting Year is invalid",
  endMonthRequired: "End Month is mandatory",
  endMonthInvalid: "End Month is invalid",
  endYearRequired: "End Year is mandatory",
  endYearInvalid: "End Year is invalid",
  startAfterEnd: "Start Year or End Year is invalid",
  tooLong: tooLongMessage,
} as const;

type E = Pick<
  WorkExperience,
  | "Position"
  | "CompanyName"
  | "CompanyLocation"
  | "IsCurrentlyWorking"
  | "StartMonth"
  | "StartYear"
  | "EndMonth"
  | "EndYear"
>;

const m = experienceMessages;
const L = experienceLimits;

function textRules(get: (e: E) => string, required: string, invalid: string, field: string): Rule<E>[] {
  return textLengthRules(get, { required, invalid, field }, { min: L.textMin, max: L.textMax });
}

const isMonth = (v: unknown) => {
  const n = numberOf(v);
  return n !== null && Number.isInteger(n) && n >= 1 && n <= 12;
};

/** The ordered rules of the 'Add New Work Experience' popup, for the current year in the company's time zone. */
export function experienceRules(ctx: { currentYear: number }): Rule<E>[] {
  const yearOutOfRange = (v: unknown) => yearOutsideSpan(v, ctx.currentYear, L.yearSpan);
  const ended = (e: E) => e.IsCurrentlyWorking !== true;
  return [
    ...textRules((e) => e.CompanyName, m.companyRequired, m.companyInvalid, "Company Name"),
    ...textRules((e) => e.CompanyLocation, m.locationRequired, m.locationInvalid, "Company Location"),
    ...textRules((e) => e.Position, m.positionRequired, m.positionInvalid, "Designation"),
    rule((e) => numberOf(e.StartMonth) === null, m.startMonthRequired),
    rule((e) => !isMonth(e.StartMonth), m.startMonthInvalid),
    rule((e) => numberOf(e.StartYear) === null, m.startYearRequired),
    rule((e) => yearOutOfRange(e.StartYear), m.startYearInvalid),
    rule((e) => ended(e) && numberOf(e.EndMonth) === null, m.endMonthRequired),
    rule((e) => ended(e) && !isMonth(e.EndMonth), m.endMonthInvalid),
    rule((e) => ended(e) && numberOf(e.EndYear) === null, m.endYearRequired),
    rule((e) => ended(e) && yearOutOfRange(e.EndYear), m.endYearInvalid),
    rule((e) => ended(e) && numberOf(e.StartYear)! > numberOf(e.EndYear)!, m.startAfterEnd),
  ];
}
