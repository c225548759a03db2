import type { SubmissionKind } from "~/domain/submission-kind";
import { APPLICATION_STATUS_LABELS, isApplicationStatus } from "~/domain/application-pipeline";
import { calendarDatesIn, nextDate, spreadsheetTimesIn, startOfDayIn, todayIn } from "~/domain/dates";
import { formatExperience, totalExperienceMonths, yearMonthOf, type ExperienceSpan } from "~/domain/experience";
import { mobileE164, searchedMobile } from "~/domain/mobile-number";
import { AUDIT_ACTIONS } from "~/domain/staff/audit-actions";
import {
  compareNewestFirst,
  emailKey,
  GENERAL_JOB_CODE,
  GENERAL_JOB_TITLE,
  INBOX_KIND_LABELS,
  inboxItemHref,
  inboxSearchParams,
  inboxSearchTerms,
  type InboxCursor,
  type InboxFilter,
  type InboxQuery,
} from "~/domain/staff/application-inbox";
import { isTalentPoolLive } from "~/domain/talent-pool";
import {
  highestQualification,
  inboxExportFileName,
  referralText,
  statusChangeText,
  type QualificationCells,
} from "~/domain/staff/inbox-export";
import { referenceNumber } from "~/domain/reference-number";
import { sourceLabel, type FirstTouch } from "~/domain/insights/first-touch";
import { screeningResultLabel } from "~/domain/screening-questions";
import { touchOfColumns } from "../insights/touch-columns";
import type { Db } from "../db/database";
import {
  countInboxByStatus,
  countSameContact,
  listExperienceSpans,
  listInbox,
  listInboxSources,
  listJobTitles,
  listLastStatusChanges,
  listQualificationsOf,
  listScreeningAnswersOf,
  type InboxListFilter,
  type InboxRow,
} from "./application-inbox.repository";
import { audit, staffActor } from "../audit/audit";
import { csvStream, keysetPages, mergeSortedPages } from "../exports/csv-export";

/** One row as the inbox shows it. */
export type InboxItem = {
  kind: SubmissionKind;
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
  /** The applicant agreed to be considered for other openings, and that still holds (§10.10). */
  otherOpenings: boolean;
  /** A wizard application's answers; null for a resume, whose form does not ask. */
  currentCtc: number | null;
  expectedCtc: number | null;
  referral: string | null;
  /** What brought the applicant (docs/product/insights.md); null when not recorded. */
  touch: FirstTouch | null;
  /** Wanted screening answers missed, at submission; null for a resume or a job that asked none (0174). */
  screeningMisses: number | null;
};

/** A row of the CSV export: the inbox's, with what a spreadsheet of applicants wants besides. */
/**
 * A row of the export: the inbox's row as it is, beside what the export adds. Not a copy of the row with
 * more fields: spreading 20-odd fields into a new object per row cost about 2 KB a row, and those objects
 * outlived young-generation collections (docs/decisions/0067).
 */
type ExportItem = {
  item: InboxItem;
  highestQualification: string | null;
  lastChange: { from: string; to: string; at: string } | null;
  /** "Question: answer" for each screening answer, in the order asked. */
  screeningAnswers: string[];
};

export type InboxPage = {
  items: InboxItem[];
  /** Rows of the filter in each status, whatever status is asked for. */
  counts: Record<string, number>;
  older: InboxCursor | null;
  newer: InboxCursor | null;
};

const cursorOf = (row: InboxRow): InboxCursor => ({ at: row.created_at, kind: row.kind, id: row.id });

/** How many submissions carry this row's mobile: by its E.164, or as typed when it is no number. */
function sameMobile(same: Awaited<ReturnType<typeof countSameContact>>, row: InboxRow): number | undefined {
  return row.mobile_e164 !== null ? same.byMobile.get(row.mobile_e164) : same.byTypedMobile.get(row.mobile);
}

/**
 * The company's calendar dates of a filter as the instants stored rows compare against; a mobile number,
 * in the mobile filter or as the whole search, as its E.164 (app/domain/mobile-number.ts), so every
 * spelling of it finds the same rows.
 */
export function toListFilter(filter: InboxFilter, timeZone: string): InboxListFilter {
  const mobile = filter.mobile ? mobileE164(filter.mobile) : null;
  const searched = searchedMobile(filter.q);
  return {
    jobCode: filter.job ?? undefined,
    status: filter.status ?? undefined,
    kind: filter.kind ?? undefined,
    createdFrom: filter.from ? startOfDayIn(filter.from, timeZone) : undefined,
    createdBefore: filter.to ? startOfDayIn(nextDate(filter.to), timeZone) : undefined,
    terms: inboxSearchTerms(filter.q),
    searchedMobileE164: searched ?? undefined,
    emailKey: filter.email ? emailKey(filter.email) : undefined,
    mobileE164: mobile ?? undefined,
    mobile: filter.mobile && !mobile ? filter.mobile : undefined,
    talentPoolLiveAt: filter.otherOpenings ? new Date().toISOString() : undefined,
    source: filter.source ?? undefined,
    screening: filter.screening ?? undefined,
  };
}

/** Rows read per query while exporting (docs/decisions/0067). */
const EXPORT_PAGE_SIZE = 500;

/**
 * The header of the CSV export, in the order of its cells. Times are the company's wall clock as
 * `YYYY-MM-DD HH:MM`, which a spreadsheet reads as a date and time (docs/product.md §10.3).
 */
export const INBOX_CSV_HEADER = [
  "Sent",
  "Form",
  "Reference",
  "Name",
  "E-mail",
  "Mobile",
  "City",
  "Job code",
  "Job",
  "Status",
  "Last status change",
  "Status changed",
  "Experience (months)",
  "Experience",
  "Highest qualification",
  "Current CTC (₹ Lakhs)",
  "Expected CTC (₹ Lakhs)",
  "Referral",
  "Source",
  "Landing page",
  "Screening",
  "Screening answers",
  "Page in the console",
] as const;

/** HR's inbox of everything job seekers sent (docs/product.md §10.3). */
export function createApplicationInboxService({
  db,
  timeZone,
  siteUrl,
}: {
  db: Db;
  timeZone: string;
  siteUrl: string;
}) {
  /**
   * Rows as the inbox shows them: the job's title, the total experience (the wizard's arithmetic on the
   * day it was sent, docs/product.md §5.11) and, when asked, how many other submissions share the e-mail
   * address or the mobile number.
   */
  async function describe(
    rows: InboxRow[],
    jobs: { code: number; title: string }[],
    { markers }: { markers: boolean },
  ): Promise<InboxItem[]> {
    const titles = new Map(jobs.map((j) => [j.code, j.title]));
    const [spans, same] = await Promise.all([
      listExperienceSpans(
        db,
        rows.filter((r) => r.kind === "application").map((r) => r.id),
      ),
      markers
        ? countSameContact(
            db,
            rows.map((r) => emailKey(r.email)),
            rows.map((r) => ({ e164: r.mobile_e164, typed: r.mobile })),
          )
        : null,
    ]);
    const spansOf = new Map<number, ExperienceSpan[]>();
    for (const s of spans) {
      const span: ExperienceSpan = {
        IsCurrentlyWorking: s.is_currently_working === 1,
        StartMonth: s.start_month,
        StartYear: s.start_year,
        EndMonth: s.end_month,
        EndYear: s.end_year,
      };
      const of = spansOf.get(s.application_id);
      if (of) of.push(span);
      else spansOf.set(s.application_id, [span]);
    }
    const sentOn = calendarDatesIn(timeZone);
    const now = new Date();
    return rows.map((r): InboxItem => {
      const key = same ? emailKey(r.email) : "";
      return {
        kind: r.kind,
        id: r.id,
        createdAt: r.created_at,
        name: r.name,
        email: r.email,
        mobile: r.mobile,
        city: r.city,
        jobCode: r.job_code,
        jobTitle: r.job_code === GENERAL_JOB_CODE ? GENERAL_JOB_TITLE : (titles.get(r.job_code) ?? `Job ${r.job_code}`),
        status: r.status,
        experienceMonths:
          r.kind === "application"
            ? totalExperienceMonths(spansOf.get(r.id) ?? [], yearMonthOf(sentOn(r.created_at)))
            : null,
        othersWithEmail: same && key ? Math.max(0, (same.byEmail.get(key) ?? 1) - 1) : 0,
        otherOpenings: isTalentPoolLive(r.talent_pool_until, now),
        othersWithMobile: !same || !r.mobile ? 0 : Math.max(0, (sameMobile(same, r) ?? 1) - 1),
        currentCtc: r.current_ctc === null ? null : Number(r.current_ctc),
        expectedCtc: r.expected_ctc === null ? null : Number(r.expected_ctc),
        referral:
          r.is_referral === null
            ? null
            : referralText(Number(r.is_referral) === 1, r.referrer_name ?? "", r.referrer_email ?? ""),
        touch: touchOfColumns(r),
        screeningMisses: r.screening_misses === null ? null : Number(r.screening_misses),
      };
    });
  }

  /**
   * Every row of a filter, newest first, a page at a time. Each table is read in keyset pages of
   * `pageSize` on its own cursor (each page its own short query) and the two streams are merged here,
   * so every row is read once: a page of the merged list would read `pageSize` rows of each table and
   * keep about half (docs/decisions/0065). Pages of 500 are used and gone before the garbage collector
   * would move them to the old generation (docs/decisions/0067).
   */
  async function* everyPage(filter: InboxFilter, pageSize = EXPORT_PAGE_SIZE): AsyncGenerator<readonly InboxItem[]> {
    const listFilter = toListFilter(filter, timeZone);
    const jobs = await listJobTitles(db);
    // Resumes answer no screening questions: a screening filter reads applications only.
    const kinds: SubmissionKind[] = filter.kind
      ? [filter.kind]
      : filter.screening
        ? ["application"]
        : ["application", "resume"];
    const streams = kinds.map((kind) =>
      keysetPages(
        async (after: InboxCursor | undefined) => {
          const rows = await listInbox(db, { ...listFilter, kind }, pageSize, after ? { before: after } : null);
          return describe(rows, jobs, { markers: false });
        },
        (item) => ({ at: item.createdAt, kind: item.kind, id: item.id }),
        pageSize,
      ),
    );
    yield* mergeSortedPages(streams, (a, b) =>
      compareNewestFirst({ at: a.createdAt, kind: a.kind, id: a.id }, { at: b.createdAt, kind: b.kind, id: b.id }),
    );
  }

  /**
   * The export's pages: every page of the filter with, per page, a few more short queries (the wizard
   * applications' qualifications, each kind's last status changes and screening answers), so the cost stays
   * per page.
   */
  async function* exportPages(filter: InboxFilter): AsyncGenerator<readonly ExportItem[]> {
    for await (const page of everyPage(filter)) {
      const ids = { application: [] as number[], resume: [] as number[] };
      for (const i of page) ids[i.kind].push(i.id);
      const [qualifications, applicationChanges, resumeChanges, applicationAnswers, resumeAnswers] = await Promise.all([
        listQualificationsOf(db, ids.application),
        listLastStatusChanges(db, "application", ids.application),
        listLastStatusChanges(db, "resume", ids.resume),
        listScreeningAnswersOf(db, "application", ids.application),
        listScreeningAnswersOf(db, "resume", ids.resume),
      ]);
      const answerLines = (answers: readonly { submission_id: number; label: string; answer: string }[]) => {
        const of = new Map<number, string[]>();
        for (const a of answers) {
          const line = `${a.label}: ${a.answer}`;
          const lines = of.get(a.submission_id);
          if (lines) lines.push(line);
          else of.set(a.submission_id, [line]);
        }
        return of;
      };
      const answersOf = { application: answerLines(applicationAnswers), resume: answerLines(resumeAnswers) };
      const qualificationsOf = new Map<number, QualificationCells[]>();
      for (const q of qualifications) {
        const of = qualificationsOf.get(q.application_id);
        if (of) of.push(q);
        else qualificationsOf.set(q.application_id, [q]);
      }
      yield page.map((i): ExportItem => {
        const change = (i.kind === "application" ? applicationChanges : resumeChanges).get(i.id);
        return {
          item: i,
          highestQualification:
            i.kind === "application" ? highestQualification(qualificationsOf.get(i.id) ?? []) : null,
          lastChange: change ? { from: change.from_status, to: change.to_status, at: change.at } : null,
          screeningAnswers: answersOf[i.kind].get(i.id) ?? [],
        };
      });
    }
  }

  return {
    everyPage,

    /** The export's file name for a filter: it says the filter (app/domain/staff/inbox-export.ts). */
    async exportFileName(filter: InboxFilter): Promise<string> {
      const title =
        filter.job !== null && filter.job !== GENERAL_JOB_CODE
          ? ((await listJobTitles(db)).find((j) => j.code === filter.job)?.title ?? null)
          : null;
      return inboxExportFileName(filter, todayIn(timeZone), title);
    },

    /**
     * The filter's rows as a CSV download, streamed (server/exports/csv-export.ts), and an audit row
     * saying who exported what.
     */
    async exportCsv(
      filter: InboxFilter,
      who: { user: { id: number; email: string }; ip: string },
    ): Promise<ReadableStream<Uint8Array>> {
      await audit(db, {
        actor: staffActor(who.user),
        action: AUDIT_ACTIONS.applicationsExported,
        ip: who.ip,
        target: { type: "applications", id: null },
        detail: { filter: inboxSearchParams(filter).toString() || "(none)" },
      });
      const sent = spreadsheetTimesIn(timeZone);
      // A second clock: status changes are not in the order of arrival, so they get their own quarter hours.
      const changed = spreadsheetTimesIn(timeZone);
      return csvStream(INBOX_CSV_HEADER, exportPages(filter), (row) => {
        const i = row.item;
        return [
          sent(i.createdAt),
          INBOX_KIND_LABELS[i.kind],
          referenceNumber(i.kind, i.id),
          i.name,
          i.email,
          i.mobile,
          i.city,
          i.jobCode,
          i.jobTitle,
          isApplicationStatus(i.status) ? APPLICATION_STATUS_LABELS[i.status] : i.status,
          row.lastChange ? statusChangeText(row.lastChange.from, row.lastChange.to) : null,
          row.lastChange ? changed(row.lastChange.at) : null,
          i.experienceMonths,
          i.experienceMonths === null ? null : formatExperience(i.experienceMonths),
          row.highestQualification,
          i.currentCtc,
          i.expectedCtc,
          i.referral,
          sourceLabel(i.touch),
          i.touch?.landingPath ?? "",
          screeningResultLabel(i.screeningMisses),
          // One cell, an answer a line: the spreadsheet keeps a row per applicant.
          row.screeningAnswers.join("\n"),
          siteUrl + inboxItemHref(i.kind, i.id),
        ];
      });
    },

    /** The sources submissions came from, to filter by (at most 200). */
    sources: () => listInboxSources(db, 200),

    /** The jobs to filter by, every one that exists, with "no particular job" (job code 0) first. */
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

      const items = await describe(rows, jobs, { markers: true });
      return {
        items,
        counts,
        older: hasOlder && last ? cursorOf(last) : null,
        newer: hasNewer && first ? cursorOf(first) : null,
      };
    },
  };
}
