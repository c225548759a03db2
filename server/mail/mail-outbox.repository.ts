import { PostgresAdapter, sql, type Selectable, type SelectQueryBuilder } from "kysely";
import { commitWithoutFsync } from "../db/commit-without-fsync";
import type { Database, Db, Executor } from "../db/database";
import type { MailOutboxTable, OutboxStatus } from "./mail.table";

export type OutboxRow = Selectable<MailOutboxTable>;
export type NewOutboxMail = {
  message_id: string;
  template: string;
  payload: string;
  person_email: string;
  person_reference: string | null;
  to_address: string;
  cc_address: string;
  reply_to: string;
  next_attempt_at: string;
  created_at: string;
  client_ip: string | null;
};

/**
 * Writes the mails a submission causes, in one statement; call it with the transaction of that submission.
 * Answers their ids in the order given.
 */
export async function insertOutboxMails(db: Executor, mails: NewOutboxMail[]): Promise<number[]> {
  if (mails.length === 0) return [];
  const rows = await db.insertInto("mail_outbox").values(mails).returning("id").execute();
  return rows.map((r) => r.id);
}

/**
 * How many mails written since `since` went to each of these people's own address alone (the public
 * forms' cap counts them), in one query; `emailKeys` are lower-cased, as `person_email` is. An address
 * with none is absent from the answer.
 */
export async function countMailsToPeopleSince(
  db: Executor,
  emailKeys: readonly string[],
  since: string,
): Promise<Map<string, number>> {
  if (emailKeys.length === 0) return new Map();
  const rows = await db
    .selectFrom("mail_outbox")
    .select((eb) => ["person_email", eb.fn.countAll<string | number>().as("n")])
    .where("person_email", "in", [...new Set(emailKeys)])
    .where("created_at", ">=", since)
    .where(sql`lower(to_address)`, "=", sql.ref("person_email"))
    .groupBy("person_email")
    .execute();
  return new Map(rows.map((r) => [r.person_email, Number(r.n)]));
}

/** When the newest mail of this kind concerning the address was written; null when none was. */
export async function lastMailOfKindTo(db: Executor, emailKey: string, kind: string): Promise<string | null> {
  const row = await db
    .selectFrom("mail_outbox")
    .select("created_at")
    .where("person_email", "=", emailKey)
    .where("template", "=", kind)
    .orderBy("created_at", "desc")
    .limit(1)
    .executeTakeFirst();
  return row?.created_at ?? null;
}

type Claim = { now: string; leaseUntil: string; limit: number };
type DueIds = SelectQueryBuilder<Database, "mail_outbox", { id: number }>;

/**
 * Leases up to `limit` due pending mails of the kind `narrow` picks, oldest first: their next attempt
 * moves to `leaseUntil`, so no other worker takes them meanwhile, and a worker that dies mid-send leaves
 * them due again once the lease is over. On PostgreSQL the rows are locked with SKIP LOCKED, so workers in
 * several processes each get different rows; SQLite has a single writer, and the statement runs as one.
 * `narrow` names the issue (or none) by an equality on `issue_id`: with the pending status, that reads
 * mail_outbox_claim_idx in the claim's order, so the scan stops at `limit` rows (docs/decisions/0125).
 */
function leaseDue(db: Db, { now, leaseUntil, limit }: Claim, narrow: (due: DueIds) => DueIds): Promise<OutboxRow[]> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return db
    .updateTable("mail_outbox")
    .set((eb) => ({ next_attempt_at: leaseUntil, attempts: eb("attempts", "+", 1) }))
    .where("id", "in", (eb) => {
      const due = narrow(eb.selectFrom("mail_outbox").select("id"))
        .where("status", "=", "pending")
        .where("next_attempt_at", "<=", now)
        .orderBy("next_attempt_at")
        .orderBy("id")
        .limit(limit);
      return postgres ? due.forUpdate().skipLocked() : due;
    })
    .returningAll()
    .execute();
}

/** Takes up to `limit` due transactional mails (not a newsletter's) for this worker, leased as leaseDue says. */
export async function claimDueMails(db: Db, claim: Claim): Promise<OutboxRow[]> {
  // A read first: most rounds find nothing, and a read takes no write lock.
  const due = await db
    .selectFrom("mail_outbox")
    .select("id")
    .where("issue_id", "is", null)
    .where("status", "=", "pending")
    .where("next_attempt_at", "<=", claim.now)
    .orderBy("next_attempt_at")
    .orderBy("id")
    .limit(1)
    .executeTakeFirst();
  if (!due) return [];
  return leaseDue(db, claim, (q) => q.where("issue_id", "is", null));
}

/**
 * The newsletter's claim, made only after the transactional one found its batch short
 * (server/outbox-worker.ts): due mails of issues being sent (not paused, not cancelled), the oldest
 * issue's first, leased like claimDueMails. One statement per issue, each checking in itself that its
 * issue is still being sent, so a pause that commits meanwhile is obeyed.
 */
export async function claimDueBulkMails(db: Db, claim: Claim): Promise<OutboxRow[]> {
  const sending = await db
    .selectFrom("newsletter_issues")
    .select("id")
    .where("status", "=", "sending")
    .orderBy("id")
    .execute();
  const rows: OutboxRow[] = [];
  for (const { id } of sending) {
    if (rows.length >= claim.limit) break;
    const more = await leaseDue(db, { ...claim, limit: claim.limit - rows.length }, (q) =>
      q
        .where("issue_id", "=", id)
        .where(({ exists, selectFrom }) =>
          exists(selectFrom("newsletter_issues").select("id").where("id", "=", id).where("status", "=", "sending")),
        ),
    );
    rows.push(...more);
  }
  return rows;
}

/**
 * Gives back claimed mails this worker did not start sending (their lease was running short): due now
 * again, the attempt not counted. Only rows still under this claim's lease are touched.
 */
export async function releaseClaimedMails(db: Executor, ids: number[], leaseUntil: string, now: string): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable("mail_outbox")
    .set((eb) => ({ next_attempt_at: now, attempts: eb("attempts", "-", 1) }))
    .where("id", "in", ids)
    .where("status", "=", "pending")
    .where("next_attempt_at", "=", leaseUntil)
    .execute();
}

/** Deletes a newsletter mail that is not to be sent: its subscriber left (nothing of them is kept). */
export async function deleteOutboxMail(db: Executor, id: number): Promise<void> {
  await db.deleteFrom("mail_outbox").where("id", "=", id).where("status", "=", "pending").execute();
}

/**
 * Marks mails sent, in one statement, committed without waiting for the disk: a mark lost to a power cut
 * only sends those mails again, as a process killed before the mark does (docs/decisions/0124).
 */
export async function markMailsSent(db: Executor, ids: number[], sentAt: string): Promise<void> {
  if (ids.length === 0) return;
  await commitWithoutFsync(db, (conn) =>
    conn
      .updateTable("mail_outbox")
      .set({ status: "sent", sent_at: sentAt, last_error: null })
      .where("id", "in", ids)
      .execute(),
  );
}

/** After a failed attempt: pending again from `nextAttemptAt`, or failed for good. */
export async function markMailAttemptFailed(
  db: Executor,
  id: number,
  outcome: { status: "pending"; nextAttemptAt: string; error: string } | { status: "failed"; error: string },
): Promise<void> {
  await db
    .updateTable("mail_outbox")
    .set({
      status: outcome.status,
      // A handed-off mail the server then refused was marked sent a moment before (docs/decisions/0160).
      sent_at: null,
      last_error: outcome.error.slice(0, 1000),
      ...(outcome.status === "pending" ? { next_attempt_at: outcome.nextAttemptAt } : {}),
    })
    .where("id", "=", id)
    .execute();
}

/** The outbox newest first, all of it or in one status, for admins and tests. */
export async function listOutboxMails(
  db: Executor,
  { status, limit = 100, beforeId }: { status?: OutboxStatus; limit?: number; beforeId?: number } = {},
): Promise<OutboxRow[]> {
  let query = db.selectFrom("mail_outbox").selectAll().orderBy("id", "desc").limit(limit);
  if (status) query = query.where("status", "=", status);
  if (beforeId !== undefined) query = query.where("id", "<", beforeId);
  return query.execute();
}

/** How many mails are in each status. */
export async function countOutboxByStatus(db: Executor): Promise<Record<OutboxStatus, number>> {
  const rows = await db
    .selectFrom("mail_outbox")
    .select(["status", (eb) => eb.fn.countAll<string | number>().as("n")])
    .groupBy("status")
    .execute();
  const counts: Record<OutboxStatus, number> = { pending: 0, sent: 0, failed: 0 };
  for (const r of rows) counts[r.status] = Number(r.n);
  return counts;
}

/**
 * The mails written to the person an application or resume concerns, about it, oldest first: what its
 * console page lists (docs/product.md §10.4). Mails to HR about it are not among them.
 */
export function listMailsToPersonAbout(db: Executor, emailKey: string, reference: string): Promise<OutboxRow[]> {
  return db
    .selectFrom("mail_outbox")
    .selectAll()
    .where("person_reference", "=", reference)
    .where(sql`lower(to_address)`, "=", emailKey)
    .orderBy("id")
    .execute();
}
