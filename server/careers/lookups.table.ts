import type { Audit } from "../db/common-columns";

export const lookupLists = [
  "course",
  "month",
  "course_stream",
  "exam_board",
  "entrance_exam_board",
  "university",
  "state",
  "district",
] as const;
export type LookupList = (typeof lookupLists)[number];

/** One table for every Code/Text list; districts carry their state's code in parent_code. */
export type LookupItemsTable = Audit & {
  list: LookupList;
  code: string;
  text: string;
  parent_code: string;
  sort_order: number;
};
