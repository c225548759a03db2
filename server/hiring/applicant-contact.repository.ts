import type { SubmissionKind } from "~/domain/submission-kind";
import type { Executor } from "../db/database";

/**
 * What a mail to or about an applicant needs of their application or resume: where it stands, the
 * person's name and address, and the job with its contact details. undefined when the row is unknown.
 */
export async function findApplicantContact(db: Executor, kind: SubmissionKind, id: number) {
  const query =
    kind === "application"
      ? db.selectFrom("job_applications as s").select(["s.name", "s.email"])
      : db.selectFrom("candidates as s").select(["s.name", "s.email"]);
  return query
    .leftJoin("jobs as j", "j.code", "s.job_code")
    .select([
      "s.id",
      "s.status",
      "s.erased_at",
      // Its language, the language of the mails to the applicant (decision 0192).
      "s.notice_version",
      "s.job_code",
      "j.title as job_title",
      "j.contact_info as job_contact_info",
    ])
    .where("s.id", "=", id)
    .executeTakeFirst();
}
