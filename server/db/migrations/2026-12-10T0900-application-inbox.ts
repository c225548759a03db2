import { PostgresAdapter, sql, type Kysely } from "kysely";

// Migrations never import application code: they describe the schema as it was on their day.

/**
 * The applications inbox (docs/product.md §10.3, docs/decisions/0042): indexes for its filters and keyset
 * pages, and a search index per table kept right by triggers, so every write (a submission, an edit, an
 * erasure, a job renamed) updates it without the writer knowing.
 *
 * A row's search text is its name, e-mail, mobile, city, the job's title ("General" for a general resume)
 * and, for a wizard application, each experience's position, company and location. SQLite indexes it with
 * FTS5; PostgreSQL stores it as a tsvector (the 'simple' configuration, punctuation made spaces so an
 * address or a number splits into the same words as on SQLite) under a GIN index.
 */

const TABLES = ["job_applications", "candidates"] as const;
/** The columns of each table its search text reads (a pipeline move changes none of them). */
const SEARCHED: Record<(typeof TABLES)[number], string> = {
  job_applications: "name, email, mobile, city, job_code",
  candidates: "name, email, mobile, job_code",
};

function isPostgres(db: Kysely<any>) {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

async function run(db: Kysely<any>, statements: string[]) {
  for (const s of statements) await sql.raw(s).execute(db);
}

/** The search text of each row, one view per table; `agg` is the engine's string aggregate. */
function views(agg: (expr: string) => string): string[] {
  return [
    `create view job_applications_search_text as
     select a.id, a.job_code,
       a.name || ' ' || a.email || ' ' || a.mobile || ' ' || a.city || ' ' || coalesce(j.title, '') || ' ' ||
       coalesce((select ${agg("e.job_position || ' ' || e.company_name || ' ' || e.company_location")}
                 from job_application_work_experiences e where e.application_id = a.id), '') as document
     from job_applications a left join jobs j on j.code = a.job_code`,
    `create view candidates_search_text as
     select c.id, c.job_code,
       c.name || ' ' || c.email || ' ' || c.mobile || ' ' ||
       case when c.job_code = 0 then 'General' else coalesce(j.title, '') end as document
     from candidates c left join jobs j on j.code = c.job_code`,
  ];
}

async function upSqlite(db: Kysely<any>) {
  const tokenizer = `unicode61 remove_diacritics 2 categories 'L* N* Co M*'`;
  const statements = views((e) => `group_concat(${e}, ' ')`);
  const refresh = (table: string, where: string) =>
    `delete from ${table}_search where rowid in (select id from ${table}_search_text where ${where});
     insert into ${table}_search(rowid, document) select id, document from ${table}_search_text where ${where};`;
  for (const table of TABLES) {
    statements.push(
      `create virtual table ${table}_search using fts5(document, tokenize = "${tokenizer}", prefix = '2 3')`,
      `insert into ${table}_search(rowid, document) select id, document from ${table}_search_text`,
      `create trigger ${table}_search_insert after insert on ${table} begin
         insert into ${table}_search(rowid, document) select id, document from ${table}_search_text where id = new.id;
       end`,
      `create trigger ${table}_search_update after update of ${SEARCHED[table]} on ${table} begin
         delete from ${table}_search where rowid = old.id;
         insert into ${table}_search(rowid, document) select id, document from ${table}_search_text where id = new.id;
       end`,
      `create trigger ${table}_search_delete after delete on ${table} begin
         delete from ${table}_search where rowid = old.id;
       end`,
    );
  }
  // An experience written, changed or removed changes its application's text. The delete runs before the
  // insert, so the statement is right whichever way the rows come and go (a cascade included).
  const experiences = (row: "new" | "old") =>
    `delete from job_applications_search where rowid = ${row}.application_id;
     insert into job_applications_search(rowid, document)
       select id, document from job_applications_search_text where id = ${row}.application_id;`;
  statements.push(
    `create trigger job_application_experiences_search_insert after insert on job_application_work_experiences
     begin ${experiences("new")} end`,
    `create trigger job_application_experiences_search_update after update on job_application_work_experiences
     begin ${experiences("old")} ${experiences("new")} end`,
    `create trigger job_application_experiences_search_delete after delete on job_application_work_experiences
     begin ${experiences("old")} end`,
    `create trigger jobs_search_title after update of title on jobs begin
       ${refresh("job_applications", "job_code = new.code")}
       ${refresh("candidates", "job_code = new.code")}
     end`,
  );
  await run(db, statements);
}

async function upPostgres(db: Kysely<any>) {
  const statements = views((e) => `string_agg(${e}, ' ' order by e.position, e.id)`);
  for (const table of TABLES) {
    statements.push(
      `create table ${table}_search (
         id integer primary key references ${table}(id) on delete cascade,
         document tsvector not null)`,
      `create index ${table}_search_document_idx on ${table}_search using gin (document)`,
      `create function ${table}_search_refresh(ids integer[]) returns void language sql as $$
         insert into ${table}_search(id, document)
           select id, to_tsvector('simple', regexp_replace(document, '[[:punct:][:space:]]+', ' ', 'g'))
           from ${table}_search_text where id = any(ids)
         on conflict (id) do update set document = excluded.document
       $$`,
      `select ${table}_search_refresh(array(select id from ${table}))`,
      `create function ${table}_search_row() returns trigger language plpgsql as $$
       begin
         perform ${table}_search_refresh(array[new.id]);
         return null;
       end $$`,
      `create trigger ${table}_search_write after insert or update of ${SEARCHED[table]} on ${table}
         for each row execute function ${table}_search_row()`,
    );
  }
  statements.push(
    `create function job_application_experiences_search_row() returns trigger language plpgsql as $$
     begin
       if tg_op <> 'INSERT' then perform job_applications_search_refresh(array[old.application_id]); end if;
       if tg_op <> 'DELETE' then perform job_applications_search_refresh(array[new.application_id]); end if;
       return null;
     end $$`,
    `create trigger job_application_experiences_search_write
       after insert or update or delete on job_application_work_experiences
       for each row execute function job_application_experiences_search_row()`,
    `create function jobs_search_title() returns trigger language plpgsql as $$
     begin
       perform job_applications_search_refresh(array(select id from job_applications where job_code = new.code));
       perform candidates_search_refresh(array(select id from candidates where job_code = new.code));
       return null;
     end $$`,
    `create trigger jobs_search_title after update of title on jobs
       for each row when (old.title is distinct from new.title) execute function jobs_search_title()`,
  );
  await run(db, statements);
}

export async function up(db: Kysely<any>): Promise<void> {
  // Newest first, alone or within a status, a job, or both: each a walk down one index (created_at, id).
  for (const table of TABLES) {
    const index = (name: string, columns: string[]) =>
      db.schema.createIndex(`${table}_${name}_idx`).on(table).columns(columns).execute();
    await index("inbox", ["created_at", "id"]);
    await index("inbox_status", ["status", "created_at", "id"]);
    await index("inbox_job", ["job_code", "created_at", "id"]);
    await index("inbox_job_status", ["job_code", "status", "created_at", "id"]);
    // The same person again: an address compares without letter case.
    await db.schema
      .createIndex(`${table}_email_key_idx`)
      .on(table)
      .expression(sql`lower(email)`)
      .execute();
    await index("mobile", ["mobile"]);
  }
  if (isPostgres(db)) await upPostgres(db);
  else await upSqlite(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await run(db, [
      "drop trigger if exists jobs_search_title on jobs",
      "drop function if exists jobs_search_title()",
      "drop trigger if exists job_application_experiences_search_write on job_application_work_experiences",
      "drop function if exists job_application_experiences_search_row()",
      ...TABLES.flatMap((t) => [
        `drop trigger if exists ${t}_search_write on ${t}`,
        `drop function if exists ${t}_search_row()`,
        `drop function if exists ${t}_search_refresh(integer[])`,
        `drop table if exists ${t}_search`,
      ]),
    ]);
  } else {
    await run(db, [
      "drop trigger if exists jobs_search_title",
      ...["insert", "update", "delete"].map((op) => `drop trigger if exists job_application_experiences_search_${op}`),
      ...TABLES.flatMap((t) => [
        ...["insert", "update", "delete"].map((op) => `drop trigger if exists ${t}_search_${op}`),
        `drop table if exists ${t}_search`,
      ]),
    ]);
  }
  await run(
    db,
    TABLES.map((t) => `drop view if exists ${t}_search_text`),
  );
  for (const table of TABLES)
    for (const name of ["inbox", "inbox_status", "inbox_job", "inbox_job_status", "email_key", "mobile"])
      await db.schema.dropIndex(`${table}_${name}_idx`).ifExists().execute();
}
