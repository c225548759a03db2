import {
  countriesFrom,
  isEmploymentType,
  isSalaryCurrency,
  isSalaryPeriod,
  isWorkplace,
  DEFAULT_POSTING_FIELDS,
  type JobPostingFields,
} from "~/domain/job-posting-fields";
import type { JobsTable } from "./careers.table";

type PostingColumns = Pick<
  JobsTable,
  "remote_countries" | "salary_min" | "salary_max" | "salary_currency" | "salary_period" | "department"
> & { employment_type: string; workplace: string; openings: number };

/**
 * A job row's posting fields (docs/decisions/0167). A word the list does not know (a row written by
 * hand) reads as the default rather than failing the page; a salary is shown only when all of it is there.
 */
export function postingFieldsOf(row: PostingColumns): JobPostingFields {
  const { salary_min: min, salary_max: max, salary_currency: currency, salary_period: period } = row;
  const workplace = isWorkplace(row.workplace) ? row.workplace : DEFAULT_POSTING_FIELDS.workplace;
  return {
    employmentType: isEmploymentType(row.employment_type) ? row.employment_type : DEFAULT_POSTING_FIELDS.employmentType,
    workplace,
    remoteCountries: workplace === "remote" ? countriesFrom(row.remote_countries) : [],
    salary:
      min !== null && max !== null && isSalaryCurrency(currency) && isSalaryPeriod(period)
        ? { min: Number(min), max: Number(max), currency, period }
        : null,
    department: row.department,
    openings: Number(row.openings),
  };
}

/** The columns that store a job's posting fields. */
export function postingColumnsOf(job: JobPostingFields): PostingColumns {
  return {
    employment_type: job.employmentType,
    workplace: job.workplace,
    remote_countries: job.remoteCountries.length ? job.remoteCountries.join(",") : null,
    salary_min: job.salary?.min ?? null,
    salary_max: job.salary?.max ?? null,
    salary_currency: job.salary?.currency ?? null,
    salary_period: job.salary?.period ?? null,
    department: job.department,
    openings: job.openings,
  };
}
