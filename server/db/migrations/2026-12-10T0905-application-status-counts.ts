import { PostgresAdapter, sql, type Kysely } from "kysely";

// Migrations never import application code: they describe the schema as it was on their day.

/**
 * How many applications and resumes each job has in each status, kept by triggers (docs/decisions/0042):
 * the inbox's counts per status without a date range or a search read a few rows here instead of
 * counting every submission. Every insert, delete, pipeline move or change of job updates it in the same
 * statement, whoever writes.
 */

const SOURCES = [
  { table: "job_applications", kind: "application" },
  { table: "candidates", kind: "resume" },
] as const;

function isPostgres(db: Kysely<any>) {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

async function run(db: Kysely<any>, statements: string[]) {
  for (const s of statements) await sql.raw(s).execute(db);
}

/** Adds `delta` to the count of (kind, job, status) of a row; `row` is new or old. */
const bump = (kind: string, row: string, delta: 1 | -1) =>
  `insert into application_status_counts (kind, job_code, status, n)
     values ('${kind}', ${row}.job_code, ${row}.status, ${delta})
     on conflict (kind, job_code, status) do update set n = application_status_counts.n + ${delta};`;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("application_status_counts")
    .addColumn("kind", "text", (c: any) => c.notNull())
    .addColumn("job_code", "integer", (c: any) => c.notNull())
    .addColumn("status", "text", (c: any) => c.notNull())
    .addColumn("n", "integer", (c: any) => c.notNull())
    .addPrimaryKeyConstraint("application_status_counts_pk", ["kind", "job_code", "status"])
    .execute();
  const pg = isPostgres(db);
  const statements: string[] = [];
  for (const { table, kind } of SOURCES) {
    statements.push(
      `insert into application_status_counts (kind, job_code, status, n)
         select '${kind}', job_code, status, count(*) from ${table} group by job_code, status`,
    );
    if (pg) {
      // Inserts and deletes once per statement over its rows (a bulk load adds each count once); a
      // change of status or job per row, as PostgreSQL allows no transition table with a column list.
      const add = (sign: "" | "-") =>
        `insert into application_status_counts (kind, job_code, status, n)
           select '${kind}', job_code, status, ${sign}count(*) from changed group by job_code, status
           on conflict (kind, job_code, status) do update set n = application_status_counts.n + excluded.n;`;
      statements.push(
        `create function ${table}_status_count_rows() returns trigger language plpgsql as $$
         begin
           if tg_op = 'INSERT' then ${add("")} else ${add("-")} end if;
           return null;
         end $$`,
        `create trigger ${table}_status_count_insert after insert on ${table}
           referencing new table as changed for each statement execute function ${table}_status_count_rows()`,
        `create trigger ${table}_status_count_delete after delete on ${table}
           referencing old table as changed for each statement execute function ${table}_status_count_rows()`,
        `create function ${table}_status_count_move() returns trigger language plpgsql as $$
         begin
           ${bump(kind, "old", -1)}
           ${bump(kind, "new", 1)}
           return null;
         end $$`,
        `create trigger ${table}_status_count_update after update of status, job_code on ${table}
           for each row execute function ${table}_status_count_move()`,
      );
    } else {
      statements.push(
        `create trigger ${table}_status_count_insert after insert on ${table} begin ${bump(kind, "new", 1)} end`,
        `create trigger ${table}_status_count_delete after delete on ${table} begin ${bump(kind, "old", -1)} end`,
        `create trigger ${table}_status_count_update after update of status, job_code on ${table}
           begin ${bump(kind, "old", -1)} ${bump(kind, "new", 1)} end`,
      );
    }
  }
  await run(db, statements);
}

export async function down(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  for (const { table } of SOURCES) {
    await run(
      db,
      ["insert", "delete", "update"].map(
        (op) => `drop trigger if exists ${table}_status_count_${op}${pg ? ` on ${table}` : ""}`,
      ),
    );
    if (pg)
      await run(db, [
        `drop function if exists ${table}_status_count_rows()`,
        `drop function if exists ${table}_status_count_move()`,
      ]);
  }
  await db.schema.dropTable("application_status_counts").ifExists().execute();
}
