import type { NewsletterIssueStatus, SendProgress } from "~/domain/newsletter-issue";
import type { NewsletterIssueErrors } from "~/domain/newsletter-issue-draft";
import type { RichTextDoc } from "~/domain/rich-text/model";

/** What the console's newsletter pages are answered: a save's and a step's outcome, and one issue as shown. */
export type IssueSaveOutcome =
  | { ok: true; id: number }
  | { ok: false; status: 400 | 404 | 409; errors: NewsletterIssueErrors & { image?: string }; message?: string };

export type IssueStepOutcome = { ok: true; message: string } | { ok: false; status: 400 | 404 | 409; message: string };

export type IssueView = {
  id: number;
  subject: string;
  /** The issue's text, a document (app/domain/rich-text). */
  body: RichTextDoc;
  status: NewsletterIssueStatus;
  sendAt: string | null;
  queuedAt: string | null;
  finishedAt: string | null;
  createdAt: string;
  createdBy: string;
  updatedAt: string;
  storyCode: number | null;
  imageUrl: string | null;
  progress: SendProgress;
};
