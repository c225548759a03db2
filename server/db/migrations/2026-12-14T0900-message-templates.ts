import { PostgresAdapter, type Kysely } from "kysely";

// Migrations never import application code: they describe the schema as it was on their day.

/**
 * Mails to applicants (docs/product.md §10.13): the templates HR edits, one per decision stage (`stage`,
 * unique) and free ones (`stage` null), each saved version kept as a revision; the short list of
 * rejection reasons; and the reason a rejection was made with, kept on its move.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const idColumn = (t: any) =>
    pg
      ? t.addColumn("id", "serial", (c: any) => c.primaryKey())
      : t.addColumn("id", "integer", (c: any) => c.primaryKey().autoIncrement());

  await idColumn(db.schema.createTable("message_templates"))
    .addColumn("stage", "text", (c: any) => c.unique())
    .addColumn("name", "text", (c: any) => c.notNull())
    .addColumn("subject", "text", (c: any) => c.notNull())
    .addColumn("body", "text", (c: any) => c.notNull())
    // 1: "Tell the applicant" is ticked when a move to its stage is offered.
    .addColumn("tell_by_default", "integer", (c: any) => c.notNull().defaultTo(0))
    // The number of the revision the template holds now; a save is refused when the form's is older.
    .addColumn("revision", "integer", (c: any) => c.notNull())
    .addColumn("updated_at", "text", (c: any) => c.notNull())
    .execute();

  await idColumn(db.schema.createTable("message_template_revisions"))
    .addColumn("template_id", "integer", (c: any) => c.notNull().references("message_templates.id").onDelete("cascade"))
    .addColumn("revision", "integer", (c: any) => c.notNull())
    .addColumn("name", "text", (c: any) => c.notNull())
    .addColumn("subject", "text", (c: any) => c.notNull())
    .addColumn("body", "text", (c: any) => c.notNull())
    .addColumn("tell_by_default", "integer", (c: any) => c.notNull())
    .addColumn("saved_at", "text", (c: any) => c.notNull())
    .addColumn("saved_by_user_id", "integer")
    .addColumn("saved_by_label", "text", (c: any) => c.notNull())
    .execute();
  await db.schema
    .createIndex("message_template_revisions_template_idx")
    .on("message_template_revisions")
    .columns(["template_id", "revision"])
    .unique()
    .execute();

  await idColumn(db.schema.createTable("rejection_reasons"))
    .addColumn("text", "text", (c: any) => c.notNull())
    .addColumn("position", "integer", (c: any) => c.notNull())
    // Set when HR takes it off the list; moves made with it keep its text.
    .addColumn("removed_at", "text")
    .addColumn("created_at", "text", (c: any) => c.notNull())
    .execute();

  await db.schema
    .alterTable("application_status_changes")
    .addColumn("reason", "text", (c: any) => c.notNull().defaultTo(""))
    .execute();

  const at = new Date().toISOString();
  for (const t of DEFAULT_TEMPLATES) {
    const { id } = await db
      .insertInto("message_templates")
      .values({
        stage: t.stage,
        name: t.name,
        subject: t.subject,
        body: t.body,
        tell_by_default: t.tell,
        revision: 1,
        updated_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db
      .insertInto("message_template_revisions")
      .values({
        template_id: id,
        revision: 1,
        name: t.name,
        subject: t.subject,
        body: t.body,
        tell_by_default: t.tell,
        saved_at: at,
        saved_by_user_id: null,
        saved_by_label: "system: default text",
      })
      .execute();
  }
  for (const [i, text] of DEFAULT_REASONS.entries()) {
    await db
      .insertInto("rejection_reasons")
      .values({ text, position: i + 1, removed_at: null, created_at: at })
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("application_status_changes").dropColumn("reason").execute();
  await db.schema.dropTable("rejection_reasons").execute();
  await db.schema.dropTable("message_template_revisions").execute();
  await db.schema.dropTable("message_templates").execute();
}

const DEFAULT_REASONS = [
  "Position filled",
  "Other candidates preferred",
  "Experience does not match the role",
  "Skills do not match the role",
  "Did not attend the interview",
];

const SIGN_OFF = "Warm regards,\nThe recruitment team at {{company}}";

const DEFAULT_TEMPLATES: { stage: string | null; name: string; subject: string; body: string; tell: 0 | 1 }[] = [
  {
    stage: "shortlisted",
    name: "Shortlisted",
    subject: "Your application for {{job}} is shortlisted ({{reference}})",
    body: `Dear {{name}},

Thank you for applying for the {{job}} position. We have read your application and are glad to tell you that it is on our shortlist.

We will be in touch soon about the next step. You can follow your application at any time with your private link:

{{statusLink}}

Please quote your reference {{reference}} in any message about it.

${SIGN_OFF}`,
    tell: 0,
  },
  {
    stage: "interview",
    name: "Interview",
    subject: "An interview for {{job}} ({{reference}})",
    body: `Dear {{name}},

We would like to meet you to talk about the {{job}} position. Our recruitment team will contact you shortly by e-mail or phone to agree on a date and time that suit you.

Your private link shows where your application stands:

{{statusLink}}

Please quote your reference {{reference}} in any message about it.

${SIGN_OFF}`,
    tell: 0,
  },
  {
    stage: "offer",
    name: "Offer",
    subject: "Our offer for {{job}} ({{reference}})",
    body: `Dear {{name}},

We are delighted to offer you the {{job}} position at {{company}}. Our recruitment team will send you the details of the offer and talk them through with you.

Your private link shows where your application stands:

{{statusLink}}

Please quote your reference {{reference}} in any message about it.

${SIGN_OFF}`,
    tell: 0,
  },
  {
    stage: "hired",
    name: "Hired",
    subject: "Welcome to {{company}} ({{reference}})",
    body: `Dear {{name}},

Thank you for accepting our offer for the {{job}} position: welcome aboard. We look forward to working with you, and our team will be in touch about your first day.

${SIGN_OFF}`,
    tell: 0,
  },
  {
    stage: "rejected",
    name: "Not selected",
    subject: "Your application for {{job}} ({{reference}})",
    body: `Dear {{name}},

Thank you for your interest in the {{job}} position and for the time you gave to your application. After careful consideration, we have decided not to take your application further.

We keep openings at {{company}} on our careers page and would be glad to hear from you again.

Your private link shows the status of your application, and lets you download or erase what you sent us:

{{statusLink}}

${SIGN_OFF}`,
    tell: 1,
  },
  {
    stage: null,
    name: "A question about your application",
    subject: "About your application for {{job}} ({{reference}})",
    body: `Dear {{name}},

Thank you for applying for the {{job}} position. We have a question about your application:



You can reply to this mail. Your private link shows where your application stands:

{{statusLink}}

${SIGN_OFF}`,
    tell: 0,
  },
];
