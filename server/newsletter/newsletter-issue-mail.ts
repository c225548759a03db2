import { newsImageSources } from "~/domain/news-image";
import { newsletterIssuePath } from "~/domain/newsletter-issue";
import type { NewsletterIssueRow } from "./newsletter-issues.repository";
import type { NewsletterIssueMail } from "../mail/mail-content";

/** What a mail (or its preview) shows of an issue: addresses absolute, as a mail program needs them. */
export function newsletterIssueMail(
  issue: Pick<NewsletterIssueRow, "id" | "subject" | "body" | "image_sha256" | "image_widths">,
  siteUrl: string,
): NewsletterIssueMail {
  const picture =
    issue.image_sha256 && issue.image_widths
      ? newsImageSources(issue.image_sha256, issue.image_widths.split(",").map(Number)).src
      : null;
  return {
    subject: issue.subject,
    body: issue.body,
    imageUrl: picture && siteUrl + picture,
    webUrl: siteUrl + newsletterIssuePath(issue.id),
  };
}
