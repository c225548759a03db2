import type { Kysely } from "kysely";

// Migrations never import application code: they describe the schema as it was on their day.

/**
 * How a job is offered, for its page, Google's JobPosting and the boards' feeds (issue 45,
 * docs/decisions/0167): employment type, workplace with the countries a remote job accepts (ISO codes,
 * comma-separated), a salary range shown or not (a null period: not shown), department and openings.
 * Existing jobs become what they were taken for until now: full time, on site, salary not shown (their
 * salary package text stays as it is), one opening.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const jobs = () => db.schema.alterTable("jobs");
  await jobs()
    .addColumn("employment_type", "text", (c) => c.notNull().defaultTo("full-time"))
    .execute();
  await jobs()
    .addColumn("workplace", "text", (c) => c.notNull().defaultTo("on-site"))
    .execute();
  await jobs().addColumn("remote_countries", "text").execute();
  await jobs().addColumn("salary_min", "integer").execute();
  await jobs().addColumn("salary_max", "integer").execute();
  await jobs().addColumn("salary_currency", "text").execute();
  await jobs().addColumn("salary_period", "text").execute();
  await jobs().addColumn("department", "text").execute();
  await jobs()
    .addColumn("openings", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of [
    "openings",
    "department",
    "salary_period",
    "salary_currency",
    "salary_max",
    "salary_min",
    "remote_countries",
    "workplace",
    "employment_type",
  ]) {
    await db.schema.alterTable("jobs").dropColumn(column).execute();
  }
}
