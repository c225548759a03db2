import { nextDate, startOfDayIn, todayIn } from "~/domain/dates";
import { totalExperienceMonths, yearMonthOf } from "~/domain/experience";
import {
  emailKey,
  GENERAL_JOB_CODE,
  GENERAL_JOB_TITLE,
  inboxSearchTerms,
  type InboxCursor,
  type InboxFilter,
  type InboxKind,
  type InboxQuery,
} from "~/domain/staff/application-inbox";
import type { Db } from "../db/database";
import {
  countInboxByStatus,
  countSameContact,
  listExperienceSpans,
  listInbox,
  listJobTitles,
  type InboxListFilter,
  type InboxRow,
} from "../db/repositories/application-inbox";

/** One row as the inbox shows it. */
export type InboxItem = {
  kind: InboxKind;
  id: number;
  createdAt: string;
  name: string;
  email: string;
  mobile: string;
  city: string | null;
  jobCode: number;
  jobTitle: string;
  status: string;
  /** Total experience in months, as the wizard computed it the day the application was sent; null for a resume. */
  experienceMonths: number | null;
  /** How many other submissions carry the same e-mail address, and the same mobile. */
  othersWithEmail: number;
  othersWithMobile: number;
};

export type InboxPage = {
  items: InboxItem[];
  /** Rows of the filter in each status, whatever status is asked for. */
  counts: Record<string, number>;
  older: InboxCursor | null;
  newer: InboxCursor | null;
};

const cursorOf = (row: InboxRow): InboxCursor => ({ at: row.created_at, kind: row.kind, id: row.id });

/** The company's calendar dates of a filter as the instants stored rows compare against. */
export function toListFilter(filter: InboxFilter, timeZone: string): InboxListFilter {
  return {
    jobCode: filter.job ?? undefined,
    status: filter.status ?? undefined,
    kind: filter.kind ?? undefined,
    createdFrom: filter.from ? startOfDayIn(filter.from, timeZone) : undefined,
    createdBefore: filter.to ? startOfDayIn(nextDate(filter.to), timeZone) : undefined,
    terms: inboxSearchTerms(filter.q),
    emailKey: filter.email ? emailKey(filter.email) : undefined,
    mobile: filter.mobile ?? undefined,
  };
}

/** HR's inbox of everything job seekers sent (docs/product.md §10.3). */
export function createApplicationInboxService({ db, timeZone }: { db: Db; timeZone: string }) {
  return {
    /** The jobs to filter by, every one that exists, with the general resume form first. */
    async jobs(): Promise<{ code: number; title: string }[]> {
      return [{ code: GENERAL_JOB_CODE, title: GENERAL_JOB_TITLE }, ...(await listJobTitles(db))];
    },

    /** One page of the query, with the count per status and the cursors of the pages on either side. */
    async page(query: InboxQuery, size: number): Promise<InboxPage> {
      const filter = toListFilter(query, timeZone);
      const [fetched, counts, jobs] = await Promise.all([
        query.after
          ? listInbox(db, filter, size + 1, { after: query.after })
          : listInbox(db, filter, size + 1, query.before ? { before: query.before } : null),
        countInboxByStatus(db, { ...filter, status: undefined }),
        listJobTitles(db),
      ]);
      // One row more than a page says whether there is a page beyond it.
      const more = fetched.length > size;
      const rows = query.after ? fetched.slice(Math.max(0, fetched.length - size)) : fetched.slice(0, size);
      const first = rows[0];
      const last = rows.at(-1);
      const hasOlder = query.after
        ? Boolean(last) && (await listInbox(db, filter, 1, { before: cursorOf(last!) })).length > 0
        : more;
      const hasNewer = query.after
        ? more
        : Boolean(first) &&
          Boolean(query.before) &&
          (await listInbox(db, filter, 1, { after: cursorOf(first!) })).length > 0;

      const titles = new Map(jobs.map((j) => [j.code, j.title]));
      const [spans, same] = await Promise.all([
        listExperienceSpans(
          db,
          rows.filter((r) => r.kind === "application").map((r) => r.id),
        ),
        countSameContact(
          db,
          rows.map((r) => emailKey(r.email)),
          rows.map((r) => r.mobile),
        ),
      ]);
      const spansOf = new Map<number, typeof spans>();
      for (const s of spans) spansOf.set(s.application_id, [...(spansOf.get(s.application_id) ?? []), s]);
      const items = rows.map((r): InboxItem => {
        const entries = (spansOf.get(r.id) ?? []).map((s) => ({
          IsCurrentlyWorking: s.is_currently_working === 1,
          StartMonth: s.start_month,
          StartYear: s.start_year,
          EndMonth: s.end_month,
          EndYear: s.end_year,
        }));
        const key = emailKey(r.email);
        return {
          kind: r.kind,
          id: r.id,
          createdAt: r.created_at,
          name: r.name,
          email: r.email,
          mobile: r.mobile,
          city: r.city,
          jobCode: r.job_code,
          jobTitle:
            r.job_code === GENERAL_JOB_CODE ? GENERAL_JOB_TITLE : (titles.get(r.job_code) ?? `Job ${r.job_code}`),
          status: r.status,
          // The same arithmetic as the wizard's, on the day it was sent (docs/product.md §5.11).
          experienceMonths:
            r.kind === "application"
              ? totalExperienceMonths(entries, yearMonthOf(todayIn(timeZone, new Date(r.created_at))))
              : null,
          othersWithEmail: key ? Math.max(0, (same.byEmail.get(key) ?? 1) - 1) : 0,
          othersWithMobile: r.mobile ? Math.max(0, (same.byMobile.get(r.mobile) ?? 1) - 1) : 0,
        };
      });
      return {
        items,
        counts,
        older: hasOlder && last ? cursorOf(last) : null,
        newer: hasNewer && first ? cursorOf(first) : null,
      };
    },
  };
}

export type ApplicationInboxService = ReturnType<typeof createApplicationInboxService>;
