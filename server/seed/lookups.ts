import { MONTHS } from "~/domain/dates";
import type { Db } from "../db/database";
import { insertMissingLookups, type LookupSeed } from "../careers/lookups.repository";
import type { LookupList } from "../careers/lookups.table";
import { courseStreams } from "./data/course-streams";
import { courses } from "./data/courses";
import { entranceExams } from "./data/entrance-exams";
import { examBoards } from "./data/exam-boards";
import type { LookupEntry } from "./data/lookup-entry";
import { districtsByState, states } from "./data/states-and-districts";
import { universities } from "./data/universities";

/** 'Other' sorts after anything a list may ever gain, whatever order later additions get. */
const OTHER_SORT_ORDER = 9999;

const months: LookupEntry[] = MONTHS.map((text, i) => [String(i + 1), text] as const);

/**
 * Turns written entries into rows. `alphabetical` lists (long ones people scan by name) are ordered by
 * text; the others keep the order they are written in. An OTH… entry always comes last.
 */
export function toLookupSeeds(
  list: LookupList,
  entries: readonly LookupEntry[],
  options: { alphabetical?: boolean; parentCode?: string } = {},
): LookupSeed[] {
  const ordered = options.alphabetical ? [...entries].sort(([, a], [, b]) => a.localeCompare(b, "en")) : entries;
  return ordered.map(([code, text], i) => ({
    list,
    code,
    text,
    parent_code: options.parentCode ?? "",
    sort_order: code.startsWith("OTH") ? OTHER_SORT_ORDER : i + 1,
  }));
}

/** Every lookup row (docs/product.md §3.10): a realistic Indian set. */
export function lookupSeeds(): LookupSeed[] {
  return [
    ...toLookupSeeds("month", months),
    ...toLookupSeeds("course", courses),
    ...toLookupSeeds("course_stream", courseStreams, { alphabetical: true }),
    ...toLookupSeeds("exam_board", examBoards),
    ...toLookupSeeds("entrance_exam_board", entranceExams),
    ...toLookupSeeds("university", universities, { alphabetical: true }),
    ...toLookupSeeds("state", states, { alphabetical: true }),
    ...Object.entries(districtsByState).flatMap(([state, districts]) =>
      toLookupSeeds("district", districts, { alphabetical: true, parentCode: state }),
    ),
  ];
}

export async function seedLookups(db: Db): Promise<void> {
  await insertMissingLookups(db, lookupSeeds());
}
