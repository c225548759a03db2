import {
  NEWSLETTER_ISSUE_STATUS_LABELS,
  type NewsletterIssueStatus,
  type SendProgress,
} from "~/domain/newsletter-issue";

/** A send's progress: a bar (a native <progress>, announced as such) and the counts in words. */
export function NewsletterProgress({ status, progress }: { status: NewsletterIssueStatus; progress: SendProgress }) {
  const n = (x: number) => x.toLocaleString("en");
  return (
    <div data-testid="newsletter-progress">
      <label htmlFor="send-progress" className="block text-sm font-semibold text-slate-800">
        {NEWSLETTER_ISSUE_STATUS_LABELS[status]}: {progress.percentDone} % done
      </label>
      <progress id="send-progress" max={100} value={progress.percentDone} className="mt-2 h-3 w-full max-w-xl">
        {progress.percentDone} %
      </progress>
      <dl className="mt-3 grid max-w-xl grid-cols-2 gap-x-6 gap-y-1 text-sm text-slate-800 sm:grid-cols-5">
        {(
          [
            ["Recipients", progress.recipients],
            ["Queued", progress.queued],
            ["Sent", progress.sent],
            ["Failed", progress.failed],
            ["Not sent", progress.skipped],
          ] as const
        ).map(([term, value]) => (
          <div key={term}>
            <dt className="text-slate-600">{term}</dt>
            <dd className="font-semibold" data-testid={`progress-${term.toLowerCase().replace(" ", "-")}`}>
              {n(value)}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
