import { useEffect, useMemo, useRef, useState, type MouseEvent } from "react";
import type { Job } from "~/domain/job-application";
import {
  EMPTY_JOB_FILTER,
  EXPERIENCE_LEVELS,
  filterJobs,
  isJobFilterEmpty,
  jobFilterSearch,
  placeOptions,
  type FilterableJob,
  type JobFilter,
} from "~/domain/job-filter";
import { JobAlertForm } from "./job-alert-form";
import { JobOpenings } from "./job-openings";
import { useLocalisedPath } from "~/components/use-localised-path";
import { filterCountText, useCareersFormat, useCareersWords } from "./careers-words";

const CAREERS_PATH = "/careers";
const controlClass =
  "mt-1 block h-10 w-full rounded-md border border-slate-400 bg-white px-3 text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600 focus:outline-none";
const labelClass = "block text-sm font-semibold text-slate-800";

/**
 * 'Current Openings' with its filter (docs/product.md §2.8). Without JavaScript the filter is a GET form
 * the server answers with the list filtered; with it, the list follows each keystroke and change, and
 * the URL is replaced in place (no request, no new history entry), with the same rule
 * (app/domain/job-filter.ts).
 */
export function FilteredOpenings({ jobs, filter: initial }: { jobs: (Job & FilterableJob)[]; filter: JobFilter }) {
  const places = useMemo(() => placeOptions(jobs), [jobs]);
  // The place as the list spells it, whatever case the URL had; an unknown place stays as given.
  const spelled = (place: string) => places.find((p) => p.toLowerCase() === place.toLowerCase()) ?? place;
  const [filter, setFilter] = useState(() => ({ ...initial, location: spelled(initial.location) }));
  const searchRef = useRef<HTMLInputElement>(null);
  // Marks the form once it filters by itself (for the browser tests, as the list does).
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);
  const shown = useMemo(() => filterJobs(jobs, filter), [jobs, filter]);
  const location = spelled(filter.location);
  const local = useLocalisedPath();
  const words = useCareersWords();
  const f = words.filter;
  const { count } = useCareersFormat();

  // No job open is exactly when a job seeker wants to hear of the next one: the alert form stays.
  if (jobs.length === 0)
    return (
      <>
        <JobOpenings jobs={jobs} />
        <JobAlertForm filter={{ ...filter, location }} />
      </>
    );

  function change(next: JobFilter) {
    setFilter(next);
    const search = jobFilterSearch(next);
    // In the page's language: /ar/careers stays /ar/careers.
    window.history.replaceState(window.history.state, "", `${local(CAREERS_PATH)}${search ? `?${search}` : ""}`);
  }

  function clear(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    change(EMPTY_JOB_FILTER);
    searchRef.current?.focus();
  }

  return (
    <>
      <form
        method="get"
        action={local(CAREERS_PATH)}
        role="search"
        aria-label={f.label}
        data-ready={interactive ? "true" : undefined}
        className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
        // With JavaScript the list is filtered already; Enter must not reload the page.
        onSubmit={(e) => e.preventDefault()}
      >
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] lg:items-end">
          <div className="sm:col-span-2 lg:col-span-1">
            <label htmlFor="job-filter-q" className={labelClass}>
              {f.search}
            </label>
            <input
              ref={searchRef}
              id="job-filter-q"
              type="search"
              name="q"
              value={filter.q}
              maxLength={100}
              placeholder={f.searchPlaceholder}
              autoComplete="off"
              className={controlClass}
              onChange={(e) => change({ ...filter, q: e.target.value })}
            />
          </div>
          <FilterSelect
            name="location"
            label={f.location}
            value={location}
            onValue={(value) => change({ ...filter, location: value })}
            options={[
              ["", f.anyLocation],
              ...places.map((p) => [p, p] as const),
              // A place no listed job has (from an old link) stays visible rather than silently dropped.
              ...(location && !places.includes(location) ? [[location, location] as const] : []),
            ]}
          />
          <FilterSelect
            name="level"
            label={f.experience}
            value={filter.level}
            onValue={(value) => change({ ...filter, level: value as JobFilter["level"] })}
            options={[["", f.anyExperience], ...EXPERIENCE_LEVELS.map((l) => [l.key, f.levels[l.key]] as const)]}
          />
          <button
            type="submit"
            className="h-10 rounded-md bg-brand-700 px-5 font-bold text-white shadow-sm hover:bg-brand-800 sm:col-span-2 lg:col-span-1"
          >
            {f.submit}
          </button>
        </div>
        <p className="mt-3 text-sm text-slate-700" aria-live="polite" data-testid="job-filter-count">
          {filterCountText(words, shown.length, jobs.length, count)}
          {!isJobFilterEmpty(filter) && shown.length > 0 && (
            <>
              {" "}
              <a
                href={local(CAREERS_PATH)}
                onClick={clear}
                className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
              >
                {f.clear}
              </a>
            </>
          )}
        </p>
      </form>
      <div className="mt-6">
        {shown.length > 0 ? (
          // A new list is a new accordion, its first job open (docs/product.md §2.8): updating the open
          // attributes of the old one would fight the browser's one-open-at-a-time rule for <details name>.
          <JobOpenings key={shown.map((j) => j.Code).join()} jobs={shown} />
        ) : (
          <div className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center">
            <p className="text-lg text-slate-700">{f.noMatch}</p>
            <a
              href={local(CAREERS_PATH)}
              onClick={clear}
              className="mt-3 inline-block font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
            >
              {f.clear}
            </a>
          </div>
        )}
      </div>
      {/* Keeps the filter as it stands: the alert mails what the visitor is looking at. */}
      <JobAlertForm filter={{ ...filter, location }} />
    </>
  );
}

function FilterSelect({
  name,
  label,
  value,
  onValue,
  options,
}: {
  name: "location" | "level";
  label: string;
  value: string;
  onValue: (value: string) => void;
  options: readonly (readonly [value: string, text: string])[];
}) {
  return (
    <div>
      <label htmlFor={`job-filter-${name}`} className={labelClass}>
        {label}
      </label>
      <select
        id={`job-filter-${name}`}
        name={name}
        value={value}
        className={controlClass}
        onChange={(e) => onValue(e.target.value)}
      >
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}
