import { CAREERS_EN, type CareersWords } from "~/content/messages/careers.en";
import { formatLongDate } from "~/domain/dates";
import type { Job } from "~/domain/job-application";
import { useCareersFormat, useCareersWords } from "./careers-words";

type FieldKey = keyof CareersWords["fields"];

/**
 * The careers list's fields, ordered as in docs/product.md §2.8 and labelled by their key in the words'
 * `fields`; a job shows only those it has. `date` writes the last date in the page's language.
 */
export const JOB_FIELDS: {
  key: FieldKey;
  value: (job: Job, date: (iso: string) => string) => string | number | null;
}[] = [
  { key: "code", value: (j) => j.Code },
  { key: "title", value: (j) => j.Title },
  { key: "location", value: (j) => j.Location },
  { key: "experience", value: (j) => j.Experience },
  { key: "description", value: (j) => j.Description },
  { key: "preferredSkills", value: (j) => j.PreferredSkills },
  { key: "additionalSkills", value: (j) => j.AdditionalSkills },
  { key: "salaryPackage", value: (j) => j.Benefits },
  { key: "lastDate", value: (j, date) => (j.LastDateOfApply ? date(j.LastDateOfApply) : null) },
  { key: "contact", value: (j) => j.ContactInfo },
];

export function presentFields(
  job: Job,
  words: CareersWords = CAREERS_EN,
  date: (iso: string) => string = formatLongDate,
): { label: string; value: string }[] {
  return JOB_FIELDS.map((f) => ({ label: words.fields[f.key], value: f.value(job, date) })).flatMap((f) =>
    f.value === null || f.value === undefined || String(f.value).trim() === ""
      ? []
      : [{ label: f.label, value: String(f.value) }],
  );
}

export function JobFieldList({ job }: { job: Job }) {
  const words = useCareersWords();
  const { date } = useCareersFormat();
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[12rem_1fr]">
      {presentFields(job, words, date).map((f) => (
        <div key={f.label} className="contents">
          <dt className="font-semibold text-slate-900">{f.label}</dt>
          {/* The job's own text (English for now) reads in its own direction on a right-to-left page. */}
          <dd dir="auto" className="whitespace-pre-line text-slate-700">
            {f.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
