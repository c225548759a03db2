import type { Id } from "./common";
import type { NewsletterIssueStatus } from "~/domain/newsletter-issue";

/** One newsletter issue (docs/product.md §10.8): written in the console, sent to confirmed subscribers. */
export type NewsletterIssuesTable = {
  id: Id;
  subject: string;
  /** The text in the news markup (app/domain/news-markup.ts). */
  body: string;
  /** An uploaded picture (news_images), or null. */
  image_id: number | null;
  /** The story it was started from, or null. */
  story_code: number | null;
  status: NewsletterIssueStatus;
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
