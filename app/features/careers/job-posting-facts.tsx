import type { CurrentJob } from "~/domain/job-application";
import { EMPLOYMENT_TYPES, formatSalary, formatWorkplace } from "~/domain/job-posting-fields";

/** How the job is offered, in the words and order the job page shows (docs/product.md §2.9). */
export function jobPostingFacts(job: Pick<CurrentJob, "Posting">): { label: string; value: string }[] {
  const p = job.Posting;
  return [
    { label: "Employment type", value: EMPLOYMENT_TYPES[p.employmentType].label },
    { label: "Workplace", value: formatWorkplace(p) },
    ...(p.salary ? [{ label: "Salary", value: formatSalary(p.salary) }] : []),
    ...(p.department ? [{ label: "Department", value: p.department }] : []),
    { label: "Openings", value: String(p.openings) },
  ];
}

/** The facts as a list of label and value, under the job's title; every value is text. */
export function JobPostingFacts({ job }: { job: Pick<CurrentJob, "Posting"> }) {
  return (
    <dl className="mt-4 flex flex-wrap gap-3">
      {jobPostingFacts(job).map((f) => (
        <div key={f.label} className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2">
          <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{f.label}</dt>
          <dd className="font-semibold text-slate-900">{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}
