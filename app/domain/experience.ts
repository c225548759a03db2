import { numberOf, type NumberInput } from "./job-application";

/** A work experience as the arithmetic sees it. */
export type ExperienceSpan = {
  IsCurrentlyWorking: boolean;
  StartMonth: NumberInput;
  StartYear: NumberInput;
  EndMonth: NumberInput;
  EndYear: NumberInput;
};

/** Today as a year and a month (1–12), e.g. from todayIn(companyTimeZone). */
export type YearMonth = { year: number; month: number };

export function yearMonthOf(isoDate: string): YearMonth {
  return { year: Number(isoDate.slice(0, 4)), month: Number(isoDate.slice(5, 7)) };
}

function monthIndex(month: NumberInput, year: NumberInput): number | null {
  const m = numberOf(month);
  const y = numberOf(year);
  if (m === null || y === null || !Number.isInteger(m) || !Number.isInteger(y) || m < 1 || m > 12) return null;
  return y * 12 + (m - 1);
}

/**
 * The months one entry counts for (docs/product.md §5.11): whole months from the start month to
 * the end month inclusive, the current month for a current job. An entry lacking a date counts 0, and
 * so does a non-positive span (an end before the start).
 */
export function experienceMonths(entry: ExperienceSpan, today: YearMonth): number {
  const start = monthIndex(entry.StartMonth, entry.StartYear);
  const end = entry.IsCurrentlyWorking
    ? monthIndex(today.month, today.year)
    : monthIndex(entry.EndMonth, entry.EndYear);
  if (start === null || end === null) return 0;
  const months = end - start + 1;
  return months > 0 ? months : 0;
}

/** The total of every entry, in months. */
export function totalExperienceMonths(entries: readonly ExperienceSpan[], today: YearMonth): number {
  return entries.reduce((sum, e) => sum + experienceMonths(e, today), 0);
}

export function splitMonths(total: number): { years: number; months: number } {
  return { years: Math.floor(total / 12), months: total % 12 };
}

/** A total as the wizard shows it and HR reads it: "2 year(s) and 5 month(s)". */
export function formatExperience(totalMonths: number): string {
  const { years, months } = splitMonths(totalMonths);
  return `${years} year(s) and ${months} month(s)`;
}
