import { CAREERS_EN, type CareersWords } from "~/content/messages/careers.en";
import type { CurrentJob } from "~/domain/job-application";
import { formatSalary, formatWorkplace, WORKPLACES } from "~/domain/job-posting-fields";
import { useCareersFormat, useCareersWords } from "./careers-words";

/**
 * How the job is offered, in the words and order the job page shows (docs/product.md §2.9), in the page's
 * language; the salary and the remote countries are written as in English.
 */
export function jobPostingFacts(
  job: Pick<CurrentJob, "Posting">,
  words: CareersWords = CAREERS_EN,
  count: (n: number) => string = String,
): { label: string; value: string }[] {
  const p = job.Posting;
  const f = words.facts;
  // "Remote (India, UAE)": the workplace's own word, in the language, before the countries.
  const workplace = formatWorkplace(p).replace(WORKPLACES[p.workplace].label, f.workplaces[p.workplace]);
  return [
    { label: f.employmentType, value: f.employmentTypes[p.employmentType] },
    { label: f.workplace, value: workplace },
    ...(p.salary ? [{ label: f.salary, value: formatSalary(p.salary) }] : []),
    ...(p.department ? [{ label: f.department, value: p.department }] : []),
    { label: f.openings, value: count(p.openings) },
  ];
}

/** The facts as a list of label and value, under the job's title; every value is text. */
export function JobPostingFacts({ job }: { job: Pick<CurrentJob, "Posting"> }) {
  const words = useCareersWords();
  const { count } = useCareersFormat();
  return (
    <dl className="mt-4 flex flex-wrap gap-3">
      {jobPostingFacts(job, words, count).map((f) => (
        <div key={f.label} className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2">
          <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{f.label}</dt>
          <dd dir="auto" className="font-semibold text-slate-900">
            {f.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
