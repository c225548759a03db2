import type { SubmissionKind } from "~/domain/submission-kind";
import { PostgresAdapter, sql, type ExpressionBuilder, type Selectable, type SelectQueryBuilder } from "kysely";
import type { InboxCursor } from "~/domain/staff/application-inbox";
import type { Database, Executor } from "../db/database";
import { FIRST_TOUCH_COLUMNS } from "../db/common-columns";

/**
 * The applications inbox (docs/product.md §10.3, docs/decisions/0042): wizard applications and resumes
 * as one list, newest first, filtered and searched by one function on either engine.
 *
 * The search index (FTS5 on SQLite, a tsvector table on PostgreSQL) is kept by triggers made in
 * migration 2026-12-10T0900: inserting, updating or deleting a row of job_applications, candidates,
 * job_application_work_experiences, or renaming a job, updates it in the same statement. Code that
 * erases or edits personal data needs to do nothing more than write those tables.
 */

const TABLE_OF: Record<SubmissionKind, "job_applications" | "candidates"> = {
  application: "job_applications",
  resume: "candidates",
};

export type InboxListFilter = {
  jobCode?: number;
  status?: string;
  kind?: SubmissionKind;
  /** ISO instants: created at or after, and strictly before. */
  createdFrom?: string;
  createdBefore?: string;
  /** Search words (lower-case letters and digits only); each matches the start of a word of the row. */
  terms?: readonly string[];
  /** A search that was one whole mobile number: the rows with that number too, however typed (E.164). */
  searchedMobileE164?: string;
  /**
   * Exact contact: the e-mail compared without ASCII letter case; the mobile by its E.164 (`mobileE164`),
   * or, for text that is no number, as typed among the rows that have no E.164 either (`mobile`).
   */
  emailKey?: string;
  mobileE164?: string;
  mobile?: string;
  /** Only rows whose talent-pool consent holds at this instant (docs/product.md §10.10). */
  talentPoolLiveAt?: string;
  /** Only rows whose first touch's source is this (job_applications_source_idx, candidates_source_idx). */
  source?: string;
  /** Only submissions that met every wanted screening answer, or missed any (the tables' screening_misses indexes). */
  screening?: "meets" | "misses";
};

/** The columns both kinds of submission have, as each table types them. */
const SHARED_COLUMNS = [
  "id",
  "created_at",
  "name",
  "email",
  "mobile",
  "mobile_e164",
  "job_code",
  "status",
  "talent_pool_until",
  "screening_misses",
  ...FIRST_TOUCH_COLUMNS,
] as const;
/** A wizard application's own answers: a resume's row has null in each (its form does not ask them). */
const APPLICATION_ONLY_COLUMNS = [
  "city",
  "current_ctc",
  "expected_ctc",
  "is_referral",
  "referrer_name",
  "referrer_email",
] as const;

type ApplicationRow = Selectable<Database["job_applications"]>;

/** One inbox row, typed from the tables' own columns rather than written out again. */
export type InboxRow = { kind: SubmissionKind } & Pick<ApplicationRow, (typeof SHARED_COLUMNS)[number]> & {
    [C in (typeof APPLICATION_ONLY_COLUMNS)[number]]: ApplicationRow[C] | null;
  };

/** Where a page starts: after this row going older, or before it going newer. */
export type InboxPosition = { before: InboxCursor } | { after: InboxCursor } | null;

const isPostgres = (db: Executor) => db.getExecutor().adapter instanceof PostgresAdapter;

type Table = "job_applications" | "candidates";
type AnyQuery = SelectQueryBuilder<Database, Table, object>;

/** The match expression of the engine's search index for these words (all must match). */
function searchCondition(db: Executor, table: Table, terms: readonly string[]) {
  const search = sql.table(`${table}_search`);
  if (isPostgres(db)) {
    const query = terms.map((t) => `'${t}':*`).join(" & ");
    return sql<boolean>`${sql.ref(`${table}.id`)} in (select id from ${search} where document @@ to_tsquery('simple', ${query}))`;
  }
  const query = terms.map((t) => `"${t}"*`).join(" ");
  return sql<boolean>`${sql.ref(`${table}.id`)} in (select rowid from ${search} where ${search} match ${query})`;
}

function applyFilter<Q extends AnyQuery>(db: Executor, q: Q, table: Table, filter: InboxListFilter): Q {
  let out = q as AnyQuery;
  if (filter.jobCode !== undefined) out = out.where("job_code", "=", filter.jobCode);
  if (filter.status) out = out.where("status", "=", filter.status);
  if (filter.createdFrom) out = out.where("created_at", ">=", filter.createdFrom);
  if (filter.createdBefore) out = out.where("created_at", "<", filter.createdBefore);
  if (filter.emailKey !== undefined) out = out.where(sql`lower(email)`, "=", filter.emailKey);
  if (filter.mobileE164 !== undefined) out = out.where("mobile_e164", "=", filter.mobileE164);
  if (filter.mobile !== undefined) out = out.where("mobile", "=", filter.mobile).where("mobile_e164", "is", null);
  if (filter.talentPoolLiveAt !== undefined) out = out.where("talent_pool_until", ">", filter.talentPoolLiveAt);
  if (filter.source !== undefined) out = out.where("first_source", "=", filter.source);
  // A submission whose job asked nothing (null) is kept by neither screening filter.
  if (filter.screening !== undefined) out = out.where("screening_misses", filter.screening === "meets" ? "=" : ">", 0);
  if (filter.terms && filter.terms.length > 0) {
    const words = searchCondition(db, table, filter.terms);
    const number = filter.searchedMobileE164;
    out = out.where((eb) => (number === undefined ? words : eb.or([words, eb("mobile_e164", "=", number)])));
  }
  return out as Q;
}

const RANK: Record<SubmissionKind, number> = { application: 1, resume: 0 };

/**
 * The keyset condition for one table. The order is (created_at, kind, id) descending; within a table the
 * kind is fixed, so the condition is a range on the (created_at, id) that every inbox index ends with.
 */
function beyond(eb: ExpressionBuilder<Database, Table>, kind: SubmissionKind, cursor: InboxCursor, older: boolean) {
  const op = older ? "<" : ">";
  if (kind === cursor.kind) return eb(eb.refTuple("created_at", "id"), op, eb.tuple(cursor.at, cursor.id));
  // A row of the other kind at the cursor's very moment sorts on the side its kind puts it.
  const sameMomentIsBeyond = older ? RANK[kind] < RANK[cursor.kind] : RANK[kind] > RANK[cursor.kind];
  return eb("created_at", sameMomentIsBeyond ? (older ? "<=" : ">=") : op, cursor.at);
}

function kindsOf(filter: InboxListFilter): SubmissionKind[] {
  if (filter.kind) return [filter.kind];
  // A wizard application is always for a job: the general job code has only resumes.
  if (filter.jobCode === 0) return ["resume"];
  return ["application", "resume"];
}

/**
 * One page of the inbox: `limit` rows newest first, after `position` (older) or just before it (newer).
 * Each table answers from its own index walk, at most `limit` rows; the two are merged here.
 */
export async function listInbox(
  db: Executor,
  filter: InboxListFilter,
  limit: number,
  position: InboxPosition = null,
): Promise<InboxRow[]> {
  const older = !position || "before" in position;
  const cursor = position ? ("before" in position ? position.before : position.after) : null;
  const direction = older ? "desc" : "asc";
  const parts = await Promise.all(
    kindsOf(filter).map(async (kind) => {
      const table = TABLE_OF[kind];
      let q = db
        .selectFrom(table)
        .select([
          ...SHARED_COLUMNS,
          ...APPLICATION_ONLY_COLUMNS.map((column) =>
            (table === "job_applications" ? sql`${sql.ref(column)}` : sql`null`).as(column),
          ),
        ]) as AnyQuery;
      q = applyFilter(db, q, table, filter);
      if (cursor) q = q.where((eb) => beyond(eb, kind, cursor, older));
      const rows = (await q.orderBy("created_at", direction).orderBy("id", direction).limit(limit).execute()) as (Omit<
        InboxRow,
        "kind"
      > & { kind?: SubmissionKind })[];
      // Marked in place, not copied: an export passes 200,000 rows through here.
      for (const r of rows) r.kind = kind;
      return rows as InboxRow[];
    }),
  );
  const merged = parts.flat().sort((a, b) => {
    const newestFirst =
      a.created_at !== b.created_at
        ? a.created_at < b.created_at
          ? 1
          : -1
        : a.kind !== b.kind
          ? RANK[b.kind] - RANK[a.kind]
          : b.id - a.id;
    return older ? newestFirst : -newestFirst;
  });
  const page = merged.slice(0, limit);
  return older ? page : page.reverse();
}

/** How many rows of the filter are in each status (statuses with none are left out). */
export async function countInboxByStatus(db: Executor, filter: InboxListFilter): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  const narrowed =
    filter.createdFrom ||
    filter.createdBefore ||
    filter.terms?.length ||
    filter.searchedMobileE164 !== undefined ||
    filter.emailKey !== undefined ||
    filter.mobileE164 !== undefined ||
    filter.mobile !== undefined ||
    filter.talentPoolLiveAt !== undefined ||
    filter.source !== undefined ||
    filter.screening !== undefined;
  if (!narrowed) {
    // By job and kind alone: the totals the triggers keep (migration 2026-12-10T0905), a few rows.
    let q = db
      .selectFrom("application_status_counts")
      .select(["status", (eb) => eb.fn.sum<number | string>("n").as("n")])
      .where("kind", "in", kindsOf(filter))
      .groupBy("status");
    if (filter.jobCode !== undefined) q = q.where("job_code", "=", filter.jobCode);
    for (const r of await q.execute()) if (Number(r.n) > 0) counts[r.status] = Number(r.n);
    return counts;
  }
  for (const kind of kindsOf(filter)) {
    const table = TABLE_OF[kind];
    let q = db
      .selectFrom(table)
      .select(["status", (eb) => eb.fn.countAll<number | string>().as("n")])
      .groupBy("status") as AnyQuery;
    q = applyFilter(db, q, table, filter);
    for (const r of (await q.execute()) as { status: string; n: number | string }[])
      counts[r.status] = (counts[r.status] ?? 0) + Number(r.n);
  }
  return counts;
}

/**
 * How many submissions, of either kind, carry each of these e-mail keys (lower-cased ASCII) and mobiles
 * (in E.164; text that is no number as typed, among the rows without an E.164): a count of 2 or more
 * means the person sent more than one. One statement for both kinds and every contact: every inbox page
 * asks, and six round trips to the database cost more than the counting.
 */
export async function countSameContact(
  db: Executor,
  emailKeys: readonly string[],
  mobiles: readonly { e164: string | null; typed: string }[],
): Promise<{ byEmail: Map<string, number>; byMobile: Map<string, number>; byTypedMobile: Map<string, number> }> {
  const byEmail = new Map<string, number>();
  const byMobile = new Map<string, number>();
  const byTypedMobile = new Map<string, number>();
  const typed = mobiles.filter((m) => m.e164 === null).map((m) => m.typed);
  // Each contact asked about: the tag its rows carry, the column compared, the values and their totals.
  const contacts = [
    { tag: "e", key: sql<string>`lower(email)`, values: [...new Set(emailKeys.filter(Boolean))], into: byEmail },
    {
      tag: "m",
      key: sql<string>`mobile_e164`,
      values: [...new Set(mobiles.flatMap((m) => m.e164 ?? []))],
      into: byMobile,
    },
    { tag: "t", key: sql<string>`mobile`, values: [...new Set(typed.filter(Boolean))], into: byTypedMobile },
  ].filter((c) => c.values.length > 0);
  const [first, ...rest] = Object.values(TABLE_OF).flatMap((table) =>
    contacts.map(({ tag, key, values }) => {
      const q = db
        .selectFrom(table)
        .select([sql.lit(tag).as("tag"), key.as("k"), (eb) => eb.fn.countAll<number | string>().as("n")])
        .where(key, "in", values)
        .groupBy(key);
      return tag === "t" ? q.where("mobile_e164", "is", null) : q;
    }),
  );
  if (first) {
    for (const r of await rest.reduce((q, next) => q.unionAll(next), first).execute()) {
      const { into } = contacts.find((c) => c.tag === r.tag)!;
      into.set(r.k, (into.get(r.k) ?? 0) + Number(r.n));
    }
  }
  return { byEmail, byMobile, byTypedMobile };
}

/** The work experiences of these applications, for their totals (app/domain/experience.ts). */
export async function listExperienceSpans(db: Executor, applicationIds: readonly number[]) {
  if (applicationIds.length === 0) return [];
  return db
    .selectFrom("job_application_work_experiences")
    .select(["application_id", "is_currently_working", "start_month", "start_year", "end_month", "end_year"])
    .where("application_id", "in", [...applicationIds])
    .execute();
}

/** The qualifications of these wizard applications, for the export's highest one. */
export async function listQualificationsOf(db: Executor, applicationIds: readonly number[]) {
  if (applicationIds.length === 0) return [];
  return db
    .selectFrom("job_application_qualifications")
    .select(["application_id", "course_code", "course_text", "stream_text", "finish_year"])
    .where("application_id", "in", [...applicationIds])
    .execute();
}

/** The screening answers of these submissions of one kind, in each one's order, for the export. */
export async function listScreeningAnswersOf(db: Executor, kind: SubmissionKind, ids: readonly number[]) {
  if (ids.length === 0) return [];
  if (kind === "application")
    return db
      .selectFrom("application_screening_answers")
      .select(["application_id as submission_id", "label", "answer"])
      .where("application_id", "in", [...ids])
      .orderBy("application_id")
      .orderBy("position")
      .execute();
  return db
    .selectFrom("resume_screening_answers")
    .select(["resume_id as submission_id", "label", "answer"])
    .where("resume_id", "in", [...ids])
    .orderBy("resume_id")
    .orderBy("position")
    .execute();
}

/** The last status change of each of these submissions of one kind (none for one never moved). */
export async function listLastStatusChanges(db: Executor, kind: SubmissionKind, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, { from_status: string; to_status: string; at: string }>();
  const rows = await db
    .selectFrom("application_status_changes")
    .select(["application_id", "from_status", "to_status", "at"])
    .where("kind", "=", kind)
    .where("application_id", "in", [...ids])
    .orderBy("application_id")
    .orderBy("id")
    .execute();
  // In id order per submission: the last one written for each is its last change.
  return new Map(rows.map((r) => [Number(r.application_id), r]));
}

/** Every job, published or not, for the filter and for naming each row's job. */
export async function listJobTitles(db: Executor): Promise<{ code: number; title: string }[]> {
  return db.selectFrom("jobs").select(["code", "title"]).orderBy("title").orderBy("code").execute();
}

/**
 * The other submissions of one person (docs/product.md §10.4): of either kind, with the same e-mail key
 * or the same mobile (its E.164; text that is no number as typed, among rows without one), newest first,
 * at most `limit`, leaving out `self`. Each walk is one of the inbox's contact indexes.
 */
export async function listSamePerson(
  db: Executor,
  contact: { emailKey: string; mobileE164: string | null; mobile: string },
  self: { kind: SubmissionKind; id: number },
  limit: number,
) {
  const parts = await Promise.all(
    (Object.entries(TABLE_OF) as [SubmissionKind, Table][]).map(([kind, table]) => {
      // Unqualified, as the indexes are written (jobs has no such columns), so each side uses its index.
      const sameEmail = contact.emailKey ? sql<boolean>`lower(email) = ${contact.emailKey}` : sql<boolean>`1 = 0`;
      const sameMobile =
        contact.mobileE164 !== null
          ? sql<boolean>`mobile_e164 = ${contact.mobileE164}`
          : contact.mobile
            ? sql<boolean>`(mobile = ${contact.mobile} and mobile_e164 is null)`
            : sql<boolean>`1 = 0`;
      return (db.selectFrom(table) as SelectQueryBuilder<Database, Table, object>)
        .leftJoin("jobs", "jobs.code", `${table}.job_code` as "job_applications.job_code")
        .select([
          sql.lit(kind).as("kind"),
          sql.ref<number>(`${table}.id`).as("id"),
          sql.ref<string>(`${table}.created_at`).as("created_at"),
          sql.ref<string>(`${table}.status`).as("status"),
          sql.ref<number>(`${table}.job_code`).as("job_code"),
          sql<string | null>`jobs.title`.as("job_title"),
          sql<number>`case when ${sameEmail} then 1 else 0 end`.as("same_email"),
          sql<number>`case when ${sameMobile} then 1 else 0 end`.as("same_mobile"),
        ])
        .where(sql<boolean>`(${sameEmail} or ${sameMobile})`)
        .where(sql.ref(`${table}.erased_at`), "is", null)
        .$if(kind === self.kind, (q) => q.where(sql.ref(`${table}.id`), "<>", self.id))
        .orderBy(sql.ref(`${table}.created_at`), "desc")
        .limit(limit)
        .execute();
    }),
  );
  return parts
    .flat()
    .sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0))
    .slice(0, limit);
}

/** The sources the submissions came from, for the inbox's filter (the source indexes, one per table). */
export async function listInboxSources(db: Executor, limit: number): Promise<string[]> {
  const of = (table: Table) =>
    db.selectFrom(table).select("first_source").distinct().where("first_source", "is not", null).execute();
  const [applications, resumes] = await Promise.all([of("job_applications"), of("candidates")]);
  const sources = new Set([...applications, ...resumes].map((r) => r.first_source!));
  return [...sources].sort().slice(0, limit);
}
