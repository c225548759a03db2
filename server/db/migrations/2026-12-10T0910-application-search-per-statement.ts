import { PostgresAdapter, sql, type Kysely } from "kysely";

// Migrations never import application code: they describe the schema as it was on their day.

/**
 * PostgreSQL only: the search index of migration 2026-12-10T0900 is refreshed once per statement for
 * inserts and deletes (over the statement's rows, through transition tables) instead of once per row, so
 * an insert of many rows (an import, the bench's data) rebuilds each application's text once, not once
 * per experience. Updates stay per row: PostgreSQL allows no transition table on a trigger limited to some
 * columns, and updates come one row at a time anyway. SQLite's FTS5 triggers are cheap per row and stay.
 */

function isPostgres(db: Kysely<any>) {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

async function run(db: Kysely<any>, statements: string[]) {
  for (const s of statements) await sql.raw(s).execute(db);
}

const SEARCHED = {
  job_applications: "name, email, mobile, city, job_code",
  candidates: "name, email, mobile, job_code",
} as const;

export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  const statements: string[] = [];
  for (const [table, columns] of Object.entries(SEARCHED)) {
    statements.push(
      `drop trigger ${table}_search_write on ${table}`,
      `create trigger ${table}_search_update after update of ${columns} on ${table}
         for each row execute function ${table}_search_row()`,
      `create function ${table}_search_inserted() returns trigger language plpgsql as $$
       begin
         perform ${table}_search_refresh(array(select id from inserted));
         return null;
       end $$`,
      `create trigger ${table}_search_insert after insert on ${table}
         referencing new table as inserted for each statement execute function ${table}_search_inserted()`,
    );
  }
  statements.push(
    "drop trigger job_application_experiences_search_write on job_application_work_experiences",
    `create function job_application_experiences_search_rows() returns trigger language plpgsql as $$
     begin
       perform job_applications_search_refresh(array(select distinct application_id from changed));
       return null;
     end $$`,
    `create trigger job_application_experiences_search_insert after insert on job_application_work_experiences
       referencing new table as changed for each statement execute function job_application_experiences_search_rows()`,
    `create trigger job_application_experiences_search_delete after delete on job_application_work_experiences
       referencing old table as changed for each statement execute function job_application_experiences_search_rows()`,
    `create trigger job_application_experiences_search_update after update on job_application_work_experiences
       for each row execute function job_application_experiences_search_row()`,
  );
  await run(db, statements);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  const statements: string[] = [];
  for (const [table, columns] of Object.entries(SEARCHED)) {
    statements.push(
      `drop trigger if exists ${table}_search_insert on ${table}`,
      `drop function if exists ${table}_search_inserted()`,
      `drop trigger if exists ${table}_search_update on ${table}`,
      `create trigger ${table}_search_write after insert or update of ${columns} on ${table}
         for each row execute function ${table}_search_row()`,
    );
  }
  statements.push(
    ...["insert", "delete", "update"].map(
      (op) => `drop trigger if exists job_application_experiences_search_${op} on job_application_work_experiences`,
    ),
    "drop function if exists job_application_experiences_search_rows()",
    `create trigger job_application_experiences_search_write
       after insert or update or delete on job_application_work_experiences
       for each row execute function job_application_experiences_search_row()`,
  );
  await run(db, statements);
}
