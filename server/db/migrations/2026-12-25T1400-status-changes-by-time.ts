import type { Kysely } from "kysely";
import { sql } from "kysely";

// Migrations never import application code: they describe the schema as it was on their day.

/**
 * The hiring report's time in each stage (docs/decisions/0175): each move keeps when the stay it ends began
 * (the move before, or the arrival), written by the move from then on and filled in here for the moves
 * already made; and an index that reads the moves of a period with those columns, without the table.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("application_status_changes").addColumn("stay_started_at", "text").execute();
  await sql`
    update application_status_changes set stay_started_at = coalesce(
      (select p.at from application_status_changes p
       where p.kind = application_status_changes.kind and p.application_id = application_status_changes.application_id
         and p.id < application_status_changes.id
       order by p.id desc limit 1),
      case when application_status_changes.kind = 'application'
        then (select a.created_at from job_applications a where a.id = application_status_changes.application_id)
        else (select c.created_at from candidates c where c.id = application_status_changes.application_id)
      end)`.execute(db);
  await db.schema
    .createIndex("application_status_changes_at_idx")
    .on("application_status_changes")
    .columns(["kind", "at", "from_status", "stay_started_at"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("application_status_changes_at_idx").execute();
  await db.schema.alterTable("application_status_changes").dropColumn("stay_started_at").execute();
}
