import { PostgresAdapter, type Kysely } from "kysely";

// Migrations never import application code: they describe the schema as it was on their day.

/**
 * A resume sent for a job answers that job's screening questions too (docs/decisions/0178): its answers in a
 * table of their own, shaped as the applications' (each keeps a copy of its question as asked), and its count
 * of missed wanted answers on the resume (null: no job, or the job asked nothing), indexed for the inbox's
 * filter as the applications' is.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const t = db.schema.createTable("resume_screening_answers");
  await (
    pg
      ? t.addColumn("id", "serial", (c) => c.primaryKey())
      : t.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
  )
    .addColumn("resume_id", "integer", (c) => c.notNull().references("candidates.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("label", "text", (c) => c.notNull())
    .addColumn("options", "text", (c) => c.notNull())
    .addColumn("wanted", "text")
    .addColumn("wanted_min", "double precision")
    .addColumn("wanted_max", "double precision")
    .addColumn("answer", "text", (c) => c.notNull())
    .addColumn("meets", "integer", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("resume_screening_answers_resume_idx")
    .on("resume_screening_answers")
    .column("resume_id")
    .execute();

  await db.schema.alterTable("candidates").addColumn("screening_misses", "integer").execute();
  await db.schema.createIndex("candidates_screening_idx").on("candidates").column("screening_misses").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("candidates_screening_idx").execute();
  await db.schema.alterTable("candidates").dropColumn("screening_misses").execute();
  await db.schema.dropTable("resume_screening_answers").execute();
}
