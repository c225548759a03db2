import type { CurrentJob, Job } from "./job-application";

/**
 * The careers page's filter (docs/product.md §2.8): a text search, a place and an experience level, kept
 * in the URL (`/careers?q=flutter&location=Dubai&level=3-5`). The one rule the server applies when it
 * renders the page and the browser applies as the visitor types.
 */

/** The query parameters the filter reads; the page cache keys the careers page on them. */
export const JOB_FILTER_PARAMS = ["q", "location", "level"] as const;

/** Longest search or place kept from a URL: enough for any real one, and a bound on what is compared. */
const MAX_FILTER_TEXT = 100;

/**
 * Experience levels, by the fewest years a job asks for. `max` is inclusive; the last level has none.
 * Their keys are what the URL carries.
 */
export const EXPERIENCE_LEVELS = [
  { key: "0-2", label: "Fresher / 0–2 years", min: 0, max: 2 },
  { key: "3-5", label: "3–5 years", min: 3, max: 5 },
  { key: "6-plus", label: "6+ years", min: 6, max: null },
] as const;
export type ExperienceLevelKey = (typeof EXPERIENCE_LEVELS)[number]["key"];

export type JobFilter = { q: string; location: string; level: ExperienceLevelKey | "" };

export const EMPTY_JOB_FILTER: JobFilter = { q: "", location: "", level: "" };

/** What the filter looks at in a job; every text may be null. */
export type FilterableJob = Pick<
  Job,
  "Title" | "Location" | "Experience" | "Description" | "PreferredSkills" | "AdditionalSkills"
> &
  Pick<CurrentJob, "MinimumExperienceYear">;

export const jobFilterMessages = {
  noMatch: "No opening matches your search.",
  clear: "Clear the filter",
  matches: (shown: number, total: number) =>
    shown === total
      ? `Showing all ${total} ${total === 1 ? "opening" : "openings"}.`
      : `${shown} of ${total} ${total === 1 ? "opening matches" : "openings match"}.`,
} as const;

/** The filter a URL's query asks for; anything unknown or malformed is ignored, never an error. */
export function parseJobFilter(params: URLSearchParams): JobFilter {
  const textOf = (name: string) => (params.get(name) ?? "").replace(/\s+/g, " ").trim().slice(0, MAX_FILTER_TEXT);
  const level = params.get("level") ?? "";
  return {
    q: textOf("q"),
    location: textOf("location"),
    level: isLevelKey(level) ? level : "",
  };
}

/**
 * Whether a request's query asks for no filter at all: each filter parameter absent or empty, as the
 * GET form sends it untouched. Only such a page is kept by the page cache: a filtered one is rendered
 * per request, or a loop of made-up searches would push every other page out of the cache
 * (docs/decisions/0059-careers-filter-and-feeds.md).
 */
export function isUnfilteredQuery(params: URLSearchParams): boolean {
  return JOB_FILTER_PARAMS.every((name) => !params.get(name));
}

/** The query string of a filter (without "?"), only its set parts, in a fixed order; "" when empty. */
export function jobFilterSearch(filter: JobFilter): string {
  const params = new URLSearchParams();
  for (const name of JOB_FILTER_PARAMS) {
    const value = filter[name].trim();
    if (value) params.set(name, value);
  }
  return params.toString();
}

export function isJobFilterEmpty(filter: JobFilter): boolean {
  return !filter.q.trim() && !filter.location.trim() && !filter.level;
}

function isLevelKey(value: string): value is ExperienceLevelKey {
  return EXPERIENCE_LEVELS.some((l) => l.key === value);
}

/**
 * The place of a job's location, as the location filter offers it: the text before the first comma or
 * bracket ("Kochi, Kerala (hybrid)" → "Kochi"), so one city is one choice.
 */
export function placeOf(location: string | null): string {
  return (location ?? "").split(/[,(]/)[0]!.trim();
}

/** The places of these jobs, each once, alphabetically: the location filter's choices. */
export function placeOptions(jobs: readonly Pick<FilterableJob, "Location">[]): string[] {
  const places = new Map<string, string>();
  for (const job of jobs) {
    const place = placeOf(job.Location);
    if (place && !places.has(fold(place))) places.set(fold(place), place);
  }
  return [...places.values()].sort((a, b) => a.localeCompare(b, "en"));
}

/** "2 – 5 years", "3 to 6 yrs", "12+ years", "Minimum 3 years": the first number counts years. */
const YEARS_IN_TEXT = /\b(\d{1,2})(?:\s*(?:[-–—]|to)\s*\d{1,2})?\s*\+?\s*(?:years?|yrs?)\b/i;

/**
 * The fewest years of experience a job asks for: its minimum when HR set one, else the years its
 * Experience text names ("2 – 5 years" → 2), else 0 (freshers, or nothing said; "2025 graduates" is
 * not a number of years).
 */
export function minimumYearsOf(job: Pick<FilterableJob, "Experience" | "MinimumExperienceYear">): number {
  if (job.MinimumExperienceYear !== null && job.MinimumExperienceYear >= 0) return job.MinimumExperienceYear;
  const years = YEARS_IN_TEXT.exec(job.Experience ?? "");
  return years ? Number(years[1]) : 0;
}

export function experienceLevelOf(
  job: Pick<FilterableJob, "Experience" | "MinimumExperienceYear">,
): ExperienceLevelKey {
  const years = minimumYearsOf(job);
  return EXPERIENCE_LEVELS.find((l) => years >= l.min && (l.max === null || years <= l.max))!.key;
}

/** Lower case, accents and runs of spaces removed: "Développeur  Flutter" and "developpeur flutter" match. */
function fold(text: string): string {
  return text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ").trim();
}

/**
 * Whether a job passes the filter: every word of the search appears in its title, skills or
 * description (in any order, any case), its place is the one chosen, and its level is the one chosen.
 */
export function matchesJobFilter(job: FilterableJob, filter: JobFilter): boolean {
  const words = fold(filter.q).split(" ").filter(Boolean);
  if (words.length) {
    const haystack = fold(
      [job.Title, job.PreferredSkills, job.AdditionalSkills, job.Description].filter(Boolean).join(" "),
    );
    if (!words.every((w) => haystack.includes(w))) return false;
  }
  if (filter.location.trim() && fold(placeOf(job.Location)) !== fold(filter.location)) return false;
  if (filter.level && experienceLevelOf(job) !== filter.level) return false;
  return true;
}

/** The jobs that pass the filter, in their order. */
export function filterJobs<J extends FilterableJob>(jobs: readonly J[], filter: JobFilter): J[] {
  return isJobFilterEmpty(filter) ? [...jobs] : jobs.filter((job) => matchesJobFilter(job, filter));
}
