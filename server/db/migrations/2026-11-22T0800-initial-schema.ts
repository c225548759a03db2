import { PostgresAdapter, sql, type Kysely } from "kysely";

// Migrations never import application code: they describe the schema as it was on their day.

function isPostgres(db: Kysely<any>) {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const idColumn = (name: string) => (t: any) =>
    pg
      ? t.addColumn(name, "serial", (c: any) => c.primaryKey())
      : t.addColumn(name, "integer", (c: any) => c.primaryKey().autoIncrement());
  const bytes = pg ? sql`bytea` : sql`blob`;
  const audit = (t: any) => t.addColumn("created_at", "text", (c: any) => c.notNull()).addColumn("client_ip", "text");
  const flag = (name: string) => (t: any) => t.addColumn(name, "integer", (c: any) => c.notNull().defaultTo(0));

  await audit(
    idColumn("id")(db.schema.createTable("subscriptions"))
      .addColumn("email", "text", (c: any) => c.notNull())
      .addColumn("email_key", "text", (c: any) => c.notNull().unique())
      .addColumn("ip_address", "text", (c: any) => c.notNull())
      .addColumn("browser_info", "text", (c: any) => c.notNull()),
  ).execute();

  await audit(
    idColumn("id")(db.schema.createTable("contact_messages"))
      .addColumn("name", "text", (c: any) => c.notNull())
      .addColumn("email", "text", (c: any) => c.notNull())
      .addColumn("mobile", "text", (c: any) => c.notNull())
      .addColumn("subject", "text", (c: any) => c.notNull())
      .addColumn("message", "text", (c: any) => c.notNull())
      .addColumn("ip_address", "text", (c: any) => c.notNull())
      .addColumn("browser_info", "text", (c: any) => c.notNull()),
  ).execute();

  await audit(
    idColumn("id")(db.schema.createTable("resume_files"))
      .addColumn("file_name", "text", (c: any) => c.notNull())
      .addColumn("content_type", "text", (c: any) => c.notNull())
      .addColumn("size", "integer", (c: any) => c.notNull())
      .addColumn("sha256", "text", (c: any) => c.notNull())
      .addColumn("bytes", bytes, (c: any) => c.notNull()),
  ).execute();

  let jobs = idColumn("code")(db.schema.createTable("jobs"))
    .addColumn("title", "text", (c: any) => c.notNull())
    .addColumn("location", "text")
    .addColumn("experience", "text")
    .addColumn("description", "text")
    .addColumn("preferred_skills", "text")
    .addColumn("additional_skills", "text")
    .addColumn("benefits", "text")
    .addColumn("last_date_of_apply", "text")
    .addColumn("contact_info", "text")
    .addColumn("minimum_experience_year", "integer")
    .addColumn("posted_on", "text", (c: any) => c.notNull());
  for (const f of [
    "is_closed",
    "is_referral",
    "is_experience_required",
    "is_current_ctc_required",
    "is_expected_ctc_required",
    "is_published",
  ])
    jobs = flag(f)(jobs);
  await audit(jobs).execute();

  await audit(
    idColumn("id")(db.schema.createTable("candidates"))
      .addColumn("name", "text", (c: any) => c.notNull())
      .addColumn("email", "text", (c: any) => c.notNull())
      .addColumn("mobile", "text", (c: any) => c.notNull())
      .addColumn("phone", "text", (c: any) => c.notNull())
      .addColumn("job_code", "integer", (c: any) => c.notNull())
      .addColumn("ip_address", "text", (c: any) => c.notNull())
      .addColumn("browser_info", "text", (c: any) => c.notNull())
      .addColumn("resume_file_id", "integer", (c: any) => c.references("resume_files.id")),
  ).execute();

  await audit(
    flag("is_referral")(
      idColumn("id")(db.schema.createTable("job_applications"))
        .addColumn("job_code", "integer", (c: any) => c.notNull().references("jobs.code"))
        .addColumn("name", "text", (c: any) => c.notNull())
        .addColumn("gender", "text", (c: any) => c.notNull())
        .addColumn("birth_date", "text", (c: any) => c.notNull())
        .addColumn("email", "text", (c: any) => c.notNull())
        .addColumn("mobile", "text", (c: any) => c.notNull())
        .addColumn("phone", "text", (c: any) => c.notNull())
        .addColumn("address1", "text", (c: any) => c.notNull())
        .addColumn("address2", "text", (c: any) => c.notNull())
        .addColumn("address3", "text", (c: any) => c.notNull())
        .addColumn("city", "text", (c: any) => c.notNull())
        .addColumn("state", "text", (c: any) => c.notNull())
        .addColumn("district", "text", (c: any) => c.notNull()),
    )
      .addColumn("referrer_name", "text", (c: any) => c.notNull())
      .addColumn("referrer_email", "text", (c: any) => c.notNull())
      .addColumn("entrance_exam_attend_yn", "text", (c: any) => c.notNull())
      .addColumn("entrance_exam_board", "text", (c: any) => c.notNull())
      .addColumn("entrance_exam_score", "integer")
      .addColumn("current_ctc", "double precision")
      .addColumn("expected_ctc", "double precision")
      .addColumn("ip_address", "text", (c: any) => c.notNull())
      .addColumn("browser_info", "text", (c: any) => c.notNull())
      .addColumn("resume_file_id", "integer", (c: any) => c.notNull().references("resume_files.id")),
  ).execute();

  await audit(
    flag("is_fully_filled")(
      flag("is_mandatory")(
        idColumn("id")(db.schema.createTable("job_application_qualifications"))
          .addColumn("application_id", "integer", (c: any) =>
            c.notNull().references("job_applications.id").onDelete("cascade"),
          )
          .addColumn("position", "integer", (c: any) => c.notNull())
          .addColumn("code", "text", (c: any) => c.notNull())
          .addColumn("course_code", "text", (c: any) => c.notNull())
          .addColumn("course_text", "text", (c: any) => c.notNull())
          .addColumn("stream_code", "text", (c: any) => c.notNull())
          .addColumn("stream_text", "text", (c: any) => c.notNull())
          .addColumn("board_code", "text", (c: any) => c.notNull())
          .addColumn("board_text", "text", (c: any) => c.notNull())
          .addColumn("university_code", "text", (c: any) => c.notNull())
          .addColumn("university_text", "text", (c: any) => c.notNull())
          .addColumn("college_text", "text", (c: any) => c.notNull())
          .addColumn("state", "text", (c: any) => c.notNull())
          .addColumn("state_text", "text", (c: any) => c.notNull())
          .addColumn("district", "text", (c: any) => c.notNull())
          .addColumn("district_text", "text", (c: any) => c.notNull())
          .addColumn("percentage", "double precision", (c: any) => c.notNull())
          .addColumn("finish_year", "integer", (c: any) => c.notNull()),
      ),
    ),
  ).execute();

  await audit(
    flag("is_currently_working")(
      idColumn("id")(db.schema.createTable("job_application_work_experiences"))
        .addColumn("application_id", "integer", (c: any) =>
          c.notNull().references("job_applications.id").onDelete("cascade"),
        )
        .addColumn("position", "integer", (c: any) => c.notNull())
        .addColumn("code", "text", (c: any) => c.notNull())
        .addColumn("job_position", "text", (c: any) => c.notNull())
        .addColumn("company_name", "text", (c: any) => c.notNull())
        .addColumn("company_location", "text", (c: any) => c.notNull()),
    )
      .addColumn("start_month", "integer", (c: any) => c.notNull())
      .addColumn("start_month_text", "text", (c: any) => c.notNull())
      .addColumn("start_year", "integer", (c: any) => c.notNull())
      .addColumn("end_month", "integer")
      .addColumn("end_month_text", "text", (c: any) => c.notNull())
      .addColumn("end_year", "integer"),
  ).execute();

  await audit(
    idColumn("code")(db.schema.createTable("news"))
      .addColumn("title", "text", (c: any) => c.notNull())
      .addColumn("description", "text", (c: any) => c.notNull())
      .addColumn("image_url", "text", (c: any) => c.notNull())
      .addColumn("news_date", "text", (c: any) => c.notNull())
      .addColumn("updated_at", "text", (c: any) => c.notNull()),
  ).execute();

  await audit(
    db.schema
      .createTable("lookup_items")
      .addColumn("list", "text", (c: any) => c.notNull())
      .addColumn("code", "text", (c: any) => c.notNull())
      .addColumn("text", "text", (c: any) => c.notNull())
      .addColumn("parent_code", "text", (c: any) => c.notNull().defaultTo(""))
      .addColumn("sort_order", "integer", (c: any) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint("lookup_items_pk", ["list", "code"]),
  ).execute();

  await db.schema.createIndex("news_date_idx").on("news").column("news_date").execute();
  await db.schema.createIndex("jobs_published_idx").on("jobs").column("is_published").execute();
  await db.schema.createIndex("lookup_parent_idx").on("lookup_items").columns(["list", "parent_code"]).execute();
  await db.schema
    .createIndex("qualifications_app_idx")
    .on("job_application_qualifications")
    .column("application_id")
    .execute();
  await db.schema
    .createIndex("experiences_app_idx")
    .on("job_application_work_experiences")
    .column("application_id")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    "job_application_work_experiences",
    "job_application_qualifications",
    "job_applications",
    "candidates",
    "resume_files",
    "jobs",
    "news",
    "lookup_items",
    "contact_messages",
    "subscriptions",
  ])
    await db.schema.dropTable(t).ifExists().execute();
}
