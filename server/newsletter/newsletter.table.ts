import type { FirstTouched, Id } from "../db/common-columns";

/** One newsletter issue (docs/product.md §10.9): written in the console, sent to confirmed subscribers. */
export type NewsletterIssuesTable = {
  id: Id;
  subject: string;
  /** The text in the news markup (app/domain/news-markup.ts). */
  body: string;
  /** An uploaded picture (news_images), or null. */
  image_id: number | null;
  /** The story it was started from, or null. */
  story_code: number | null;
  /** One of app/domain/newsletter-issue.ts's NEWSLETTER_ISSUE_STATUSES (tables name no domain types but the submission kind). */
  status: string;
  /** When a scheduled issue is to be sent (ISO time); null unless scheduled. */
  send_at: string | null;
  /** When its mails were written to the outbox, and to how many subscribers. */
  queued_at: string | null;
  recipients: number;
  /** When its last mail left (or it was cancelled). */
  finished_at: string | null;
  created_at: string;
  /** Who wrote it: a staff member's address. */
  created_by: string;
  updated_at: string;
};

/** A visitor's job alert (docs/product.md §2.8): their careers filter, confirmed by a link. */
export type JobAlertsTable = FirstTouched & {
  id: Id;
  email: string;
  /** Lower-cased address: an address's alerts, its export and erasure. */
  email_key: string;
  /** The filter: search words, place, experience level key ("" for any). */
  words: string;
  location: string;
  level: string;
  frequency: "immediate" | "daily";
  confirmed_at: string | null;
  confirmation_sent_at: string | null;
  last_digest_at: string | null;
  created_at: string;
  client_ip: string | null;
  /** The privacy notice it was sent under (docs/product.md §2.18); null before notices. */
  notice_version: string | null;
};

/** One publication of a job, taken once by the alert task (editing or closing writes none). */
export type JobPublicationsTable = { id: Id; job_code: number; published_at: string; processed_at: string | null };

/** A job an alert was told of, or will be in its digest. */
export type JobAlertMatchesTable = {
  id: Id;
  alert_id: number;
  job_code: number;
  matched_at: string;
  mailed_at: string | null;
};
