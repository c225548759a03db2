import { memoizePromise, memoizePromiseByKey } from "~/shared/memoize-promise";
import { listDistrictsWithState, listLookup, type LookupItem, type LookupList } from "./lookups.repository";
import type { ServiceDeps } from "../service-deps";

export type { LookupItem };

/**
 * Reference data for the application wizard. The lists change only when the seed runs (at start-up,
 * before the server listens), so each is read from the database once per process and then served
 * from memory: the wizard asks for them on every visit.
 */
export function createLookupsService({ db }: ServiceDeps) {
  // A failed read is forgotten so the next request tries the database again.
  const cached = memoizePromiseByKey((list: LookupList) => listLookup(db, list));

  /** Districts grouped by their state's code (upper case), read in one query. */
  const districtsByState = memoizePromise(() =>
    listDistrictsWithState(db).then((rows) => {
      const index = new Map<string, LookupItem[]>();
      for (const { Code, Text, StateCode } of rows) {
        const key = StateCode.toUpperCase();
        const group = index.get(key) ?? [];
        group.push({ Code, Text });
        index.set(key, group);
      }
      return index as Map<string, readonly LookupItem[]>;
    }),
  );

  return {
    courses: () => cached("course"),
    months: () => cached("month"),
    courseStreams: () => cached("course_stream"),
    examBoards: () => cached("exam_board"),
    entranceExamBoards: () => cached("entrance_exam_board"),
    universities: () => cached("university"),
    states: () => cached("state"),

    /** The districts of a state; an unknown state has none. State codes match in any letter case. */
    async districts(state: string): Promise<readonly LookupItem[]> {
      return (await districtsByState()).get(state.trim().toUpperCase()) ?? [];
    },

    /**
     * True when `code` is an item of `list` (codes compare exactly, as stored). For districts, `parent`
     * is the state the district must belong to; without it any state's district is accepted.
     */
    async exists(list: LookupList, code: string, parent?: string): Promise<boolean> {
      if (list === "district") {
        const index = await districtsByState();
        if (parent !== undefined) return (index.get(parent.trim().toUpperCase()) ?? []).some((d) => d.Code === code);
        for (const group of index.values()) if (group.some((d) => d.Code === code)) return true;
        return false;
      }
      return (await cached(list)).some((item) => item.Code === code);
    },
  };
}
