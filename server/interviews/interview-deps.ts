import type { FieldErrors } from "~/domain/interviews";
import type { AuditActor } from "../audit/audit";
import type { Db } from "../db/database";
import type { PipelineService } from "../hiring/pipeline";
import type { StatusLinks } from "../hiring/status-links";
import type { MailOutbox } from "../mail/outbox";

/**
 * What the interviews' use cases may need; each takes only the part it uses (`Pick<InterviewDeps, …>`), so
 * its signature says what it touches. Assembled once in interviews.ts.
 */
export type InterviewDeps = {
  db: Db;
  /** The company's zone (COMPANY_TIME_ZONE): times are typed and shown in it. */
  timeZone: string;
  siteUrl: string;
  /** The invitations' ORGANIZER: HR's first address. */
  organizer: string;
  mail: MailOutbox;
  pipeline: Pick<PipelineService, "move">;
  links: StatusLinks;
};

/** A refusal: the HTTP status the page answers with, its message, and the fields' messages of a form. */
export type Failure = { ok: false; status: 400 | 403 | 404 | 409 | 429; message: string; errors?: FieldErrors };

export const fail = (status: Failure["status"], message: string, errors?: FieldErrors): Failure => ({
  ok: false,
  status,
  message,
  ...(errors && { errors }),
});

/** Who acts for the applicant in the history and the audit trail, as the status page's other actions do. */
export const APPLICANT: AuditActor = { system: "applicant" };
