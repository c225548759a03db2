import type { SubmissionKind } from "~/domain/submission-kind";
import type { Generated } from "kysely";
import type { Id } from "../db/common-columns";

/** One move through the pipeline (docs/product.md §10.4). The person is null for the system. */
export type ApplicationStatusChangesTable = {
  id: Id;
  /** Which table application_id points into: job_applications ("application") or candidates ("resume"). */
  kind: SubmissionKind;
  application_id: number;
  at: string;
  actor_user_id: number | null;
  actor_label: string;
  from_status: string;
  to_status: string;
  /** "" when the move came without a note. */
  note: string;
  /** A rejection's reason, from HR's list (docs/product.md §10.13); "" for none. */
  reason: Generated<string>;
  /** When the stay this move ends began: the move before, or the arrival (docs/decisions/0175). */
  stay_started_at: string | null;
};

/** An internal note of HR on an application; never shown to the applicant. */
export type ApplicationNotesTable = {
  id: Id;
  kind: SubmissionKind;
  application_id: number;
  at: string;
  author_user_id: number | null;
  author_label: string;
  body: string;
};

/**
 * A job seeker's private link to an application's status page: only the SHA-256 (hex) of its token
 * (docs/decisions/0060-application-status-links.md).
 */
export type ApplicationLinksTable = {
  id: Id;
  token_hash: string;
  kind: SubmissionKind;
  application_id: number;
  /** "submission" (the confirmation's link) or "lost-link" (one mailed again on request). */
  issued_by: string;
  created_at: string;
};
