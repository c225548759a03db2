import type { SubmissionKind } from "~/domain/submission-kind";
import { sql } from "kysely";
import type { Executor } from "../db/database";

/** Where a link came from: the submission's confirmation, "I lost my link", an interview's mail, or a mail HR wrote to the applicant. */
export type LinkSource = "submission" | "lost-link" | "interview" | "staff-mail";

/** Stores one link's token hash for an application or resume. */
export async function insertApplicationLink(
  db: Executor,
  row: {
    token_hash: string;
    kind: SubmissionKind;
    application_id: number;
    issued_by: LinkSource;
    created_at: string;
  },
): Promise<void> {
  await db.insertInto("application_links").values(row).execute();
}

/** The application a token hash names, with what its status page shows; undefined for an unknown hash. */
export async function findLinkedApplication(db: Executor, tokenHash: string) {
  const link = await db
    .selectFrom("application_links")
    .select(["kind", "application_id"])
    .where("token_hash", "=", tokenHash)
    .executeTakeFirst();
  if (!link) return undefined;
  const id = link.application_id;
  const row =
    link.kind === "application"
      ? await db
          .selectFrom("job_applications as a")
          .leftJoin("jobs as j", "j.code", "a.job_code")
          .select([
            "a.id",
            "a.job_code",
            "j.title as job_title",
            "a.status",
            "a.created_at",
            "a.erased_at",
            "a.talent_pool_until",
          ])
          .where("a.id", "=", id)
          .executeTakeFirst()
      : await db
          .selectFrom("candidates as c")
          .leftJoin("jobs as j", "j.code", "c.job_code")
          .select([
            "c.id",
            "c.job_code",
            "j.title as job_title",
            "c.status",
            "c.created_at",
            "c.erased_at",
            "c.talent_pool_until",
          ])
          .where("c.id", "=", id)
          .executeTakeFirst();
  return row && { kind: link.kind, ...row };
}

/** The applications and resumes sent from an address and not erased, oldest first. */
export async function findApplicationsOfAddress(db: Executor, emailKey: string) {
  const [applications, resumes] = await Promise.all([
    db
      .selectFrom("job_applications as a")
      .leftJoin("jobs as j", "j.code", "a.job_code")
      .select(["a.id", "a.name", "a.email", "a.job_code", "j.title as job_title"])
      .where(sql`lower(a.email)`, "=", emailKey)
      .where("a.erased_at", "is", null)
      .orderBy("a.id")
      .execute(),
    db
      .selectFrom("candidates as c")
      .leftJoin("jobs as j", "j.code", "c.job_code")
      .select(["c.id", "c.name", "c.email", "c.job_code", "j.title as job_title"])
      .where(sql`lower(c.email)`, "=", emailKey)
      .where("c.erased_at", "is", null)
      .orderBy("c.id")
      .execute(),
  ]);
  return [
    ...applications.map((a) => ({ kind: "application" as const, ...a })),
    ...resumes.map((r) => ({ kind: "resume" as const, ...r })),
  ];
}

/** Removes every link of an application (retention has erased it): its tokens then name nothing. */
export async function deleteApplicationLinks(db: Executor, kind: SubmissionKind, id: number): Promise<number> {
  const result = await db
    .deleteFrom("application_links")
    .where("kind", "=", kind)
    .where("application_id", "=", id)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
