import { splitMonths, totalExperienceMonths, type ExperienceSpan, type YearMonth } from "../experience";
import { numberOf, type CurrentJob, type PersonalInfo } from "../job-application";
import { rule, type Rule } from "./rules";

/** Step 3's messages (docs/product.md §5.11): the experience texts are ours, the CTC texts the original's. */
export const step3Messages = {
  experienceMissing: (minimumYears: number | null) =>
    minimumYears && minimumYears > 0
      ? `This position requires minimum ${minimumYears} year(s) of experience. Please add your work experience.`
      : "This position requires some work experience. Please add your work experience.",
  experienceTooShort: (years: number, months: number, minimumYears: number) =>
    `Your total experience is ${years} year(s) and ${months} month(s). This position requires minimum ${minimumYears} year(s) of experience.`,
  currentCtcRequired: "Please mention your current CTC (in ₹ Lakhs per annum)",
  expectedCtcRequired: "Please mention your expected CTC (in ₹ Lakhs per annum)",
} as const;

export type Step3Job = Pick<
  CurrentJob,
  "IsExperienceRequired" | "MinimumExperienceYear" | "IsCurrentCtcRequired" | "IsExpectedCtcRequired"
>;
export type Step3Input = Pick<PersonalInfo, "CurrentCtc" | "ExpectedCtc"> & {
  WorkExperiences: readonly ExperienceSpan[];
};

/** A CTC the job asks for must be a number above 0 (Lakhs per annum). */
function missingCtc(value: unknown): boolean {
  const n = numberOf(value);
  return n === null || Number.isNaN(n) || n <= 0;
}

/** The ordered rules of step 3, Work Experiences, for one job; `today` is the company's current month. */
export function wizardStep3Rules(job: Step3Job, today: YearMonth): Rule<Step3Input>[] {
  const minimum = job.MinimumExperienceYear && job.MinimumExperienceYear > 0 ? job.MinimumExperienceYear : null;
  const total = (s: Step3Input) => totalExperienceMonths(s.WorkExperiences, today);
  return [
    rule((s) => job.IsExperienceRequired && s.WorkExperiences.length === 0, step3Messages.experienceMissing(minimum)),
    rule(
      (s) => minimum !== null && splitMonths(total(s)).years < minimum,
      (s) => {
        const { years, months } = splitMonths(total(s));
        return step3Messages.experienceTooShort(years, months, minimum!);
      },
    ),
    rule((s) => job.IsCurrentCtcRequired && missingCtc(s.CurrentCtc), step3Messages.currentCtcRequired),
    rule((s) => job.IsExpectedCtcRequired && missingCtc(s.ExpectedCtc), step3Messages.expectedCtcRequired),
  ];
}
