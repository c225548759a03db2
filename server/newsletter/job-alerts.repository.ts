import type { Selectable } from "kysely";
import type { Executor } from "../db/database";
import type { JobAlertsTable } from "./newsletter.table";
import type { FirstTouched } from "../db/common-columns";

export type JobAlertRow = Selectable<JobAlertsTable>;

/**
 * Stores an alert for an address and filter, or finds the one there (its frequency becomes the one
 * asked now); answers it.
 */
export async function upsertJobAlert(
  db: Executor,
  row: Omit<JobAlertsTable, "id" | "confirmed_at" | "confirmation_sent_at" | "last_digest_at" | keyof FirstTouched> &
    Partial<FirstTouched>,
): Promise<JobAlertRow> {
  await db
    .insertInto("job_alerts")
    .values(row)
    .onConflict((oc) =>
      // Asked again, it is sent again: under the notice shown then.
      oc
        .columns(["email_key", "words", "location", "level"])
        .doUpdateSet({ frequency: row.frequency, notice_version: row.notice_version }),
    )
    .execute();
  return db
    .selectFrom("job_alerts")
    .selectAll()
    .where("email_key", "=", row.email_key)
    .where("words", "=", row.words)
    .where("location", "=", row.location)
    .where("level", "=", row.level)
    .executeTakeFirstOrThrow();
}

export function findJobAlert(db: Executor, id: number): Promise<JobAlertRow | undefined> {
  return db.selectFrom("job_alerts").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function markJobAlertConfirmationSent(db: Executor, id: number, at: string): Promise<void> {
  await db.updateTable("job_alerts").set({ confirmation_sent_at: at }).where("id", "=", id).execute();
}

export async function confirmJobAlert(db: Executor, id: number, at: string): Promise<void> {
  await db
    .updateTable("job_alerts")
    .set({ confirmed_at: at })
    .where("id", "=", id)
    .where("confirmed_at", "is", null)
    .execute();
}

/** Stopping an alert deletes it (and what it was told of): nothing about it is kept. */
export async function deleteJobAlert(db: Executor, id: number): Promise<boolean> {
  const result = await db.deleteFrom("job_alerts").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export function jobAlertsOf(db: Executor, emailKey: string): Promise<JobAlertRow[]> {
  return db.selectFrom("job_alerts").selectAll().where("email_key", "=", emailKey).orderBy("id").execute();
}

export async function deleteJobAlertsOf(db: Executor, emailKey: string): Promise<number> {
  const ids = (await jobAlertsOf(db, emailKey)).map((a) => a.id);
  if (ids.length === 0) return 0;
  await db.deleteFrom("job_alert_matches").where("alert_id", "in", ids).execute();
  const result = await db.deleteFrom("job_alerts").where("id", "in", ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Newest first, for marketing. */
export function listJobAlerts(db: Executor, limit: number): Promise<JobAlertRow[]> {
  return db.selectFrom("job_alerts").selectAll().orderBy("id", "desc").limit(limit).execute();
}

export function confirmedJobAlerts(db: Executor): Promise<JobAlertRow[]> {
  return db.selectFrom("job_alerts").selectAll().where("confirmed_at", "is not", null).orderBy("id").execute();
}

/** A job just published: written in the transaction that publishes it. */
export async function insertJobPublication(db: Executor, jobCode: number, at: string): Promise<void> {
  await db.insertInto("job_publications").values({ job_code: jobCode, published_at: at, processed_at: null }).execute();
}

export function unprocessedJobPublications(db: Executor, limit = 100) {
  return db
    .selectFrom("job_publications")
    .selectAll()
    .where("processed_at", "is", null)
    .orderBy("id")
    .limit(limit)
    .execute();
}

/** Marks a publication taken, once: false when another process took it first. */
export async function takeJobPublication(db: Executor, id: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable("job_publications")
    .set({ processed_at: at })
    .where("id", "=", id)
    .where("processed_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Records that an alert matched a job; false when it had matched it before (it is told once). */
export async function insertJobAlertMatch(
  db: Executor,
  row: { alert_id: number; job_code: number; matched_at: string; mailed_at: string | null },
): Promise<boolean> {
  const result = await db
    .insertInto("job_alert_matches")
    .values(row)
    .onConflict((oc) => oc.columns(["alert_id", "job_code"]).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** The jobs waiting for an alert's digest. */
export function waitingJobAlertMatches(db: Executor, alertId: number) {
  return db
    .selectFrom("job_alert_matches")
    .select(["id", "job_code"])
    .where("alert_id", "=", alertId)
    .where("mailed_at", "is", null)
    .orderBy("id")
    .execute();
}

export async function markJobAlertMatchesMailed(db: Executor, ids: number[], at: string): Promise<void> {
  if (ids.length === 0) return;
  await db.updateTable("job_alert_matches").set({ mailed_at: at }).where("id", "in", ids).execute();
}

export async function markJobAlertDigestSent(db: Executor, id: number, at: string): Promise<void> {
  await db.updateTable("job_alerts").set({ last_digest_at: at }).where("id", "=", id).execute();
}

/**
 * Deletes the alerts set before `cutoff` whose confirmation link was never used (and anything matched to
 * them); answers how many alerts.
 */
export async function deleteUnconfirmedJobAlertsBefore(db: Executor, cutoff: string): Promise<number> {
  const unconfirmed = db
    .selectFrom("job_alerts")
    .select("id")
    .where("confirmed_at", "is", null)
    .where("created_at", "<", cutoff);
  await db.deleteFrom("job_alert_matches").where("alert_id", "in", unconfirmed).execute();
  const result = await db
    .deleteFrom("job_alerts")
    .where("confirmed_at", "is", null)
    .where("created_at", "<", cutoff)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
