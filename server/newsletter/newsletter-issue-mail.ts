import { mediaUrl, newsImageMailKey, newsImageSources } from "~/domain/news-image";
import { newsletterIssuePath } from "~/domain/newsletter-issue";
import type { NewsletterIssueRow } from "./newsletter-issues.repository";
import type { NewsletterIssueMail } from "../mail/mail-content";

type IssuePicture = Pick<NewsletterIssueRow, "image_sha256" | "image_widths">;

/** The issue's picture as the site's pages show it (WebP, the widest stored width), or null. */
export function issueWebPicture(issue: IssuePicture): string | null {
  return issue.image_sha256 && issue.image_widths
    ? newsImageSources(issue.image_sha256, issue.image_widths.split(",").map(Number)).src
    : null;
}

/**
 * What a mail (or its preview) shows of an issue: addresses absolute, as a mail program needs them, and the
 * picture as the JPEG made for mail (server/news/news-images.ts mailPicture, made before a mail that shows
 * it is written or previewed).
 */
export function newsletterIssueMail(
  issue: Pick<NewsletterIssueRow, "id" | "subject" | "body"> & IssuePicture,
  siteUrl: string,
): NewsletterIssueMail {
  return {
    subject: issue.subject,
    body: issue.body,
    imageUrl:
      issue.image_sha256 && issue.image_widths ? siteUrl + mediaUrl(newsImageMailKey(issue.image_sha256)) : null,
    webUrl: siteUrl + newsletterIssuePath(issue.id),
  };
}
