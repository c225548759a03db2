import type { SubmissionKind } from "~/domain/submission-kind";
import { PostgresAdapter, sql, type ExpressionBuilder, type SelectQueryBuilder } from "kysely";
import type { InboxCursor } from "~/domain/staff/application-inbox";
import type { Database, Executor } from "../database";

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
  /** Exact contact: the e-mail compared without ASCII letter case, the mobile as stored. */
  emailKey?: string;
  mobile?: string;
  /** Only rows whose talent-pool consent holds at this instant (docs/product.md §10.10). */
  talentPoolLiveAt?: string;
};

export type InboxRow = {
  kind: SubmissionKind;
  id: number;
  created_at: string;
  name: string;
  email: string;
  mobile: string;
  /** Null for a resume: its form asks for no city. */
  city: string | null;
  job_code: number;
  status: string;
  /** Until when the talent-pool consent holds (live while in the future), or null. */
  talent_pool_until: string | null;
};

/** Where a page starts: after this row going older, or before it going newer. */
export type InboxPosition = { before: InboxCursor } | { after: InboxCursor } | null;

const isPostgres = (db: Executor) => db.getExecutor().adapter instanceof PostgresAdapter;

type Table = "job_applications" | "candidates";
type AnyQuery = SelectQueryBuilder<Database, Table, any>;

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
  if (filter.mobile !== undefined) out = out.where("mobile", "=", filter.mobile);
  if (filter.talentPoolLiveAt !== undefined) out = out.where("talent_pool_until", ">", filter.talentPoolLiveAt);
  if (filter.terms && filter.terms.length > 0) out = out.where(searchCondition(db, table, filter.terms));
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
          "id",
          "created_at",
          "name",
          "email",
          "mobile",
          "job_code",
          "status",
          "talent_pool_until",
          table === "job_applications" ? sql<string | null>`city`.as("city") : sql<string | null>`null`.as("city"),
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
    filter.emailKey !== undefined ||
    filter.mobile ||
    filter.talentPoolLiveAt;
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
 * How many submissions, of either kind, carry each of these e-mail keys (lower-cased ASCII) and mobiles:
 * a count of 2 or more means the person sent more than one. One statement for both kinds and both
 * contacts: every inbox page asks, and four round trips to the database cost more than the counting.
 */
export async function countSameContact(
  db: Executor,
  emailKeys: readonly string[],
  mobiles: readonly string[],
): Promise<{ byEmail: Map<string, number>; byMobile: Map<string, number> }> {
  const byEmail = new Map<string, number>();
  const byMobile = new Map<string, number>();
  // Each contact asked about: the tag its rows carry, the column compared, the values and their totals.
  const contacts = [
    { tag: "e", key: sql<string>`lower(email)`, values: [...new Set(emailKeys.filter(Boolean))], into: byEmail },
    { tag: "m", key: sql<string>`mobile`, values: [...new Set(mobiles.filter(Boolean))], into: byMobile },
  ].filter((c) => c.values.length > 0);
  const [first, ...rest] = Object.values(TABLE_OF).flatMap((table) =>
    contacts.map(({ tag, key, values }) =>
      db
        .selectFrom(table)
        .select([sql.lit(tag).as("tag"), key.as("k"), (eb) => eb.fn.countAll<number | string>().as("n")])
        .where(key, "in", values)
        .groupBy(key),
    ),
  );
  if (first) {
    for (const r of await rest.reduce((q, next) => q.unionAll(next), first).execute()) {
      const { into } = contacts.find((c) => c.tag === r.tag)!;
      into.set(r.k, (into.get(r.k) ?? 0) + Number(r.n));
    }
  }
  return { byEmail, byMobile };
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

/** Every job, published or not, for the filter and for naming each row's job. */
export async function listJobTitles(db: Executor): Promise<{ code: number; title: string }[]> {
  return db.selectFrom("jobs").select(["code", "title"]).orderBy("title").orderBy("code").execute();
}
