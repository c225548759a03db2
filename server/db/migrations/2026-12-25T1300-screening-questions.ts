import { PostgresAdapter, type Kysely } from "kysely";

// Migrations never import application code: they describe the schema as it was on their day.

/**
 * Screening questions (issue 45, docs/decisions/0174): a job's questions in HR's order, and each
 * application's answers. An answer keeps a copy of its question as it was asked (text, kind, wanted answer)
 * so a later edit or removal of the question never changes what an applicant was asked. The count of
 * missed wanted answers is stored with the application at submission (null: the job asked nothing) and
 * indexed for the inbox's filter.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (table: string) => {
    const t = db.schema.createTable(table);
    return pg
      ? t.addColumn("id", "serial", (c) => c.primaryKey())
      : t.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement());
  };
  await id("job_screening_questions")
    .addColumn("job_code", "integer", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    // yes-no, choice, number, text
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("label", "text", (c) => c.notNull())
    .addColumn("required", "integer", (c) => c.notNull())
    // The choices, one a line (a choice question's only).
    .addColumn("options", "text", (c) => c.notNull())
    // yes or no; the wanted choices one a line; a number's bounds as min and max; null: any answer.
    .addColumn("wanted", "text")
    .addColumn("wanted_min", "double precision")
    .addColumn("wanted_max", "double precision")
    .addColumn("saved_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("job_screening_questions_job_idx")
    .on("job_screening_questions")
    .columns(["job_code", "position"])
    .execute();

  await id("application_screening_answers")
    .addColumn("application_id", "integer", (c) => c.notNull().references("job_applications.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("label", "text", (c) => c.notNull())
    .addColumn("options", "text", (c) => c.notNull())
    .addColumn("wanted", "text")
    .addColumn("wanted_min", "double precision")
    .addColumn("wanted_max", "double precision")
    // As typed; empty when an optional question was left unanswered.
    .addColumn("answer", "text", (c) => c.notNull())
    .addColumn("meets", "integer", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("application_screening_answers_application_idx")
    .on("application_screening_answers")
    .column("application_id")
    .execute();

  await db.schema.alterTable("job_applications").addColumn("screening_misses", "integer").execute();
  await db.schema
    .createIndex("job_applications_screening_idx")
    .on("job_applications")
    .column("screening_misses")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("job_applications_screening_idx").execute();
  await db.schema.alterTable("job_applications").dropColumn("screening_misses").execute();
  await db.schema.dropTable("application_screening_answers").execute();
  await db.schema.dropTable("job_screening_questions").execute();
}
