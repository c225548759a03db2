import { mobileE164 } from "~/domain/mobile-number";
import type { Executor } from "../db/database";
import type { JobApplicationsTable, QualificationsTable, WorkExperiencesTable } from "./careers.table";
import type { FirstTouched, NoticeVersioned, TalentPoolConsent } from "../db/common-columns";

/**
 * A new application starts in the pipeline's first status (the column's default), changed when it
 * arrived; its mobile's E.164 is read from the mobile here, so no writer can store one without the other.
 * The notice version and the consent are optional: rows written by tests and benches may have none, as
 * rows from before them.
 */
export type NewJobApplication = Omit<
  JobApplicationsTable,
  | "id"
  | "status"
  | "status_changed_at"
  | "erased_at"
  | "mobile_e164"
  | "screening_misses"
  | keyof NoticeVersioned
  | keyof TalentPoolConsent
  | keyof FirstTouched
> &
  Partial<NoticeVersioned & TalentPoolConsent & FirstTouched>;
export type NewQualification = Omit<QualificationsTable, "id" | "application_id">;
export type NewWorkExperience = Omit<WorkExperiencesTable, "id" | "application_id">;

/**
 * Stores an application with its qualifications and experiences. Call it inside the transaction that
 * also stores the resume, so an application never exists without its parts.
 */
export async function insertJobApplication(
  db: Executor,
  application: NewJobApplication,
  qualifications: NewQualification[],
  experiences: NewWorkExperience[],
): Promise<number> {
  const { id } = await db
    .insertInto("job_applications")
    .values({ ...application, mobile_e164: mobileE164(application.mobile), status_changed_at: application.created_at })
    .returning("id")
    .executeTakeFirstOrThrow();
  if (qualifications.length > 0) {
    await db
      .insertInto("job_application_qualifications")
      .values(qualifications.map((q) => ({ ...q, application_id: id })))
      .execute();
  }
  if (experiences.length > 0) {
    await db
      .insertInto("job_application_work_experiences")
      .values(experiences.map((e) => ({ ...e, application_id: id })))
      .execute();
  }
  return id;
}
