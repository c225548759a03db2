import { PostgresAdapter, sql, type Selectable } from "kysely";
import type { NewsletterIssueStatus } from "~/domain/newsletter-issue";
import type { Executor } from "../db/database";
import type { NewsletterIssuesTable } from "./newsletter.table";

/** An issue, with its picture's stored sizes when it has one. */
export type NewsletterIssueRow = Selectable<NewsletterIssuesTable> & {
  image_sha256: string | null;
  image_widths: string | null;
};

const withPicture = (db: Executor) =>
  db
    .selectFrom("newsletter_issues")
    .leftJoin("news_images", "news_images.id", "newsletter_issues.image_id")
    .selectAll("newsletter_issues")
    .select(["news_images.sha256 as image_sha256", "news_images.widths as image_widths"]);

export async function insertNewsletterIssue(
  db: Executor,
  row: Pick<NewsletterIssuesTable, "subject" | "body" | "image_id" | "story_code" | "created_by"> & { at: string },
): Promise<number> {
  const { at, ...fields } = row;
  const inserted = await db
    .insertInto("newsletter_issues")
    .values({ ...fields, status: "draft", recipients: 0, created_at: at, updated_at: at })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(inserted.id);
}

export function findNewsletterIssue(db: Executor, id: number): Promise<NewsletterIssueRow | undefined> {
  return withPicture(db).where("newsletter_issues.id", "=", id).executeTakeFirst();
}

export function findNewsletterIssues(db: Executor, ids: number[]): Promise<NewsletterIssueRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return withPicture(db).where("newsletter_issues.id", "in", ids).execute();
}

/** Newest first. */
export function listNewsletterIssues(db: Executor, limit: number): Promise<NewsletterIssueRow[]> {
  return withPicture(db).orderBy("newsletter_issues.id", "desc").limit(limit).execute();
}

/** Changes an issue's text while it is a draft or scheduled; false when it is not any more. */
export async function updateNewsletterIssueText(
  db: Executor,
  id: number,
  fields: Pick<NewsletterIssuesTable, "subject" | "body" | "image_id">,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable("newsletter_issues")
    .set({ ...fields, updated_at: at })
    .where("id", "=", id)
    .where("status", "in", ["draft", "scheduled"])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Moves an issue from one of `from` to `to`; false when it was in none of them (someone was quicker). */
export async function moveNewsletterIssue(
  db: Executor,
  id: number,
  from: NewsletterIssueStatus[],
  to: NewsletterIssueStatus,
  fields: Partial<Pick<NewsletterIssuesTable, "send_at" | "queued_at" | "finished_at">> & { at: string },
): Promise<boolean> {
  const { at, ...rest } = fields;
  const result = await db
    .updateTable("newsletter_issues")
    .set({ ...rest, status: to, updated_at: at })
    .where("id", "=", id)
    .where("status", "in", from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Writes one mail per subscriber confirmed now, in one INSERT … SELECT inside the caller's transaction
 * (the one that moves the issue to "sending"). A subscriber who already has this issue's mail gets no
 * second (the unique issue and subscription pair; ON CONFLICT DO NOTHING), so running it again writes
 * nothing. Answers how many mails the issue has in all. The payload is the newsletter-issue kind's
 * (server/newsletter/newsletter.mail.ts), built by the database; the worker checks it like every row it reads.
 */
export async function queueNewsletterMails(
  db: Executor,
  {
    issueId,
    subject,
    at,
    messageIdPrefix,
    host,
  }: { issueId: number; subject: string; at: string; messageIdPrefix: string; host: string },
): Promise<number> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  // The subject goes with each row, so the outbox and a person's export name the mail by it (the issue no
  // longer changes once its send has started).
  const payload = pg
    ? sql`json_build_object('issueId', ${issueId}::integer, 'subscriptionId', s.id, 'email', s.email, 'subject', ${subject}::text)::text`
    : sql`json_object('issueId', ${issueId}, 'subscriptionId', s.id, 'email', s.email, 'subject', ${subject})`;
  await sql`insert into mail_outbox
      (message_id, template, payload, person_email, person_reference, to_address, cc_address, reply_to,
       status, attempts, next_attempt_at, created_at, client_ip, issue_id, subscription_id)
    select '<' || cast(${messageIdPrefix} as text) || s.id || '@' || cast(${host} as text) || '>',
       'newsletter-issue', ${payload}, s.email_key, null, s.email, '', '', 'pending', 0,
       cast(${at} as text), cast(${at} as text), null, cast(${issueId} as integer), s.id
    from subscriptions s
    where s.confirmed_at is not null
    order by s.id
    on conflict do nothing`.execute(db);
  const row = await db
    .selectFrom("mail_outbox")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .where("issue_id", "=", issueId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function setNewsletterRecipients(db: Executor, id: number, recipients: number): Promise<void> {
  await db.updateTable("newsletter_issues").set({ recipients }).where("id", "=", id).execute();
}

/** An issue's mails by status. */
export async function countNewsletterMails(
  db: Executor,
  issueId: number,
): Promise<{ pending: number; sent: number; failed: number }> {
  const rows = await db
    .selectFrom("mail_outbox")
    .select(["status", (eb) => eb.fn.countAll<string | number>().as("n")])
    .where("issue_id", "=", issueId)
    .groupBy("status")
    .execute();
  const counts = { pending: 0, sent: 0, failed: 0 };
  for (const r of rows) counts[r.status] = Number(r.n);
  return counts;
}

/** Cancelling: the issue's mails not yet sent are deleted (one claimed this instant may still leave). */
export async function deletePendingNewsletterMails(db: Executor, issueId: number): Promise<void> {
  await db.deleteFrom("mail_outbox").where("issue_id", "=", issueId).where("status", "=", "pending").execute();
}

/** Unsubscribing: the subscription's newsletter mails not yet sent go with it. */
export async function deletePendingMailsOfSubscription(db: Executor, subscriptionId: number): Promise<void> {
  await db
    .deleteFrom("mail_outbox")
    .where("subscription_id", "=", subscriptionId)
    .where("status", "=", "pending")
    .execute();
}

/** Scheduled issues whose time has come. */
export function dueScheduledIssues(db: Executor, now: string): Promise<Pick<NewsletterIssueRow, "id">[]> {
  return db
    .selectFrom("newsletter_issues")
    .select("id")
    .where("status", "=", "scheduled")
    .where("send_at", "<=", now)
    .execute();
}

/** Issues being sent whose every mail has left (sent or failed): they become "sent". */
export async function finishDrainedIssues(db: Executor, now: string): Promise<void> {
  await db
    .updateTable("newsletter_issues")
    .set({ status: "sent", finished_at: now, updated_at: now })
    .where("status", "=", "sending")
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("mail_outbox")
            .select("mail_outbox.id")
            .whereRef("mail_outbox.issue_id", "=", "newsletter_issues.id")
            .where("mail_outbox.status", "=", "pending"),
        ),
      ),
    )
    .execute();
}

/** Is the subscription still there and confirmed? Asked just before each newsletter mail is sent. */
export async function isSubscriptionConfirmed(db: Executor, id: number): Promise<boolean> {
  const row = await db
    .selectFrom("subscriptions")
    .select("id")
    .where("id", "=", id)
    .where("confirmed_at", "is not", null)
    .executeTakeFirst();
  return row !== undefined;
}

/** A story the public sees now (its live revision), to start an issue from; undefined otherwise. */
export async function findPublishedStory(db: Executor, code: number, now: string) {
  return db
    .selectFrom("news as n")
    .innerJoin("news_revisions as r", "r.id", "n.live_revision_id")
    .select(["n.code", "r.title", "r.description", "r.image_id"])
    .where("n.code", "=", code)
    .where("n.publish_at", "<=", now)
    .executeTakeFirst();
}

/**
 * Of these lower-cased addresses, those of enabled staff accounts (a newsletter test goes only to them),
 * as the accounts spell them.
 */
export async function enabledStaffAddresses(db: Executor, emailKeys: readonly string[]): Promise<Map<string, string>> {
  if (emailKeys.length === 0) return new Map();
  const rows = await db
    .selectFrom("staff_users")
    .select(["email", "email_key"])
    .where("email_key", "in", [...emailKeys])
    .where("disabled_at", "is", null)
    .execute();
  return new Map(rows.map((r) => [r.email_key, r.email]));
}

/** The issues being sent (or paused) that have a picture. */
export async function issuesSendingWithPicture(db: Executor): Promise<number[]> {
  const rows = await db
    .selectFrom("newsletter_issues")
    .select("id")
    .where("status", "in", ["sending", "paused"])
    .where("image_id", "is not", null)
    .execute();
  return rows.map((r) => Number(r.id));
}
