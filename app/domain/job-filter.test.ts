import { describe, expect, it } from "vitest";
import {
  EMPTY_JOB_FILTER,
  experienceLevelOf,
  filterJobs,
  isUnfilteredQuery,
  jobFilterSearch,
  matchesJobFilter,
  minimumYearsOf,
  parseJobFilter,
  placeOf,
  placeOptions,
  type FilterableJob,
} from "./job-filter";

const job = (changes: Partial<FilterableJob>): FilterableJob => ({
  Title: "Developer",
  Location: null,
  Experience: null,
  Description: null,
  PreferredSkills: null,
  AdditionalSkills: null,
  MinimumExperienceYear: null,
  ...changes,
});

const flutter = job({
  Title: "Mobile App Developer (Flutter)",
  Location: "Dubai, UAE",
  Experience: "3 – 6 years",
  MinimumExperienceYear: 3,
  PreferredSkills: "Flutter, Dart",
  Description: "Build the claims app for motor customers.",
});
const analyst = job({
  Title: "Insurance Business Analyst",
  Location: "Kochi, Kerala (hybrid)",
  Experience: "2 – 5 years",
  AdditionalSkills: "Takaful",
});
const trainee = job({ Title: "Graduate Trainee", Location: "Kochi, Kerala", Experience: "Freshers" });
const head = job({ Title: "Head of Delivery", Location: "dubai", Experience: "12+ years", MinimumExperienceYear: 10 });

const filter = (changes: Partial<typeof EMPTY_JOB_FILTER>) => ({ ...EMPTY_JOB_FILTER, ...changes });

describe("parseJobFilter", () => {
  it("reads q, location and level, trimmed and with spaces collapsed", () => {
    expect(parseJobFilter(new URLSearchParams("q=%20flutter%20%20dart&location=Dubai&level=3-5"))).toEqual({
      q: "flutter dart",
      location: "Dubai",
      level: "3-5",
    });
  });
  it("ignores an unknown level, missing parameters and anything else", () => {
    expect(parseJobFilter(new URLSearchParams("level=senior&utm=x"))).toEqual(EMPTY_JOB_FILTER);
  });
  it("bounds the text it keeps", () => {
    expect(parseJobFilter(new URLSearchParams({ q: "a".repeat(5000) })).q).toHaveLength(100);
  });
});

describe("jobFilterSearch", () => {
  it("writes only the set parts, in a fixed order", () => {
    expect(jobFilterSearch(filter({ level: "6-plus", q: "c# dev" }))).toBe("q=c%23+dev&level=6-plus");
    expect(jobFilterSearch(EMPTY_JOB_FILTER)).toBe("");
  });
  it("round-trips through parseJobFilter", () => {
    const f = filter({ q: "<b>flutter</b> & dart", location: "Kochi", level: "0-2" });
    expect(parseJobFilter(new URLSearchParams(jobFilterSearch(f)))).toEqual(f);
  });
});

describe("places", () => {
  it("is the text before the first comma or bracket", () => {
    expect(placeOf("Kochi, Kerala (hybrid)")).toBe("Kochi");
    expect(placeOf("Remote (India)")).toBe("Remote");
    expect(placeOf(null)).toBe("");
  });
  it("offers each place once, whatever its case, alphabetically", () => {
    expect(placeOptions([flutter, analyst, trainee, head, job({})])).toEqual(["Dubai", "Kochi"]);
  });
});

describe("experience levels", () => {
  it("uses the minimum HR set, else the first number of the text, else 0", () => {
    expect(minimumYearsOf(flutter)).toBe(3);
    expect(minimumYearsOf(analyst)).toBe(2);
    expect(minimumYearsOf(trainee)).toBe(0);
    expect(minimumYearsOf(job({ Experience: "Minimum 7 years", MinimumExperienceYear: 0 }))).toBe(0);
    expect(minimumYearsOf(job({ Experience: "12+ years" }))).toBe(12);
    expect(minimumYearsOf(job({ Experience: "3 to 6 yrs" }))).toBe(3);
    expect(minimumYearsOf(job({ Experience: "Freshers (2025 and 2026 graduates)" }))).toBe(0);
  });
  it("puts each job in one bucket, on the bucket edges too", () => {
    const at = (years: number) => experienceLevelOf(job({ MinimumExperienceYear: years }));
    expect([0, 2, 3, 5, 6, 20].map(at)).toEqual(["0-2", "0-2", "3-5", "3-5", "6-plus", "6-plus"]);
  });
});

describe("matchesJobFilter", () => {
  const all = [flutter, analyst, trainee, head];
  it("keeps every job with an empty filter", () => {
    expect(filterJobs(all, EMPTY_JOB_FILTER)).toEqual(all);
  });
  it("finds every word of the search in the title, skills or description, in any case and order", () => {
    expect(filterJobs(all, filter({ q: "FLUTTER" }))).toEqual([flutter]);
    expect(filterJobs(all, filter({ q: "dart claims" }))).toEqual([flutter]);
    expect(filterJobs(all, filter({ q: "takaful" }))).toEqual([analyst]);
    expect(filterJobs(all, filter({ q: "flutter takaful" }))).toEqual([]);
  });
  it("ignores accents", () => {
    expect(matchesJobFilter(job({ Title: "Développeur" }), filter({ q: "developpeur" }))).toBe(true);
  });
  it("does not search the location or the experience text", () => {
    expect(filterJobs(all, filter({ q: "dubai" }))).toEqual([]);
    expect(filterJobs(all, filter({ q: "freshers" }))).toEqual([]);
  });
  it("matches the place, whatever its case", () => {
    expect(filterJobs(all, filter({ location: "DUBAI" }))).toEqual([flutter, head]);
    expect(filterJobs(all, filter({ location: "Kochi" }))).toEqual([analyst, trainee]);
    expect(filterJobs(all, filter({ location: "Kerala" }))).toEqual([]);
  });
  it("matches the level, and every part at once", () => {
    expect(filterJobs(all, filter({ level: "0-2" }))).toEqual([analyst, trainee]);
    expect(filterJobs(all, filter({ level: "6-plus" }))).toEqual([head]);
    expect(filterJobs(all, filter({ level: "0-2", location: "Kochi", q: "graduate" }))).toEqual([trainee]);
  });
});

describe("isUnfilteredQuery", () => {
  it("is true only when every filter parameter is absent or empty", () => {
    expect(isUnfilteredQuery(new URLSearchParams(""))).toBe(true);
    expect(isUnfilteredQuery(new URLSearchParams("q=&location=&level=&utm=x"))).toBe(true);
    expect(isUnfilteredQuery(new URLSearchParams("q=%20"))).toBe(false);
    expect(isUnfilteredQuery(new URLSearchParams("level=nonsense"))).toBe(false);
  });
});
