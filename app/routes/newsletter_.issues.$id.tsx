import { data } from "react-router";
import { Breadcrumb } from "~/components/layout/breadcrumb";
import { RichText } from "~/components/rich-text/rich-text";
import { pageMeta, type Crumb } from "~/components/seo/page-meta";
import { siteConfig } from "~/content/site-config";
import { newsletterIssueMessages as m, newsletterIssuePath } from "~/domain/newsletter-issue";
import { metaDescription } from "~/domain/meta-description";
import { richTextPlainText } from "~/domain/rich-text/plain-text";
import { parseRecordId } from "~/domain/staff/record-id";
import type { Route } from "./+types/newsletter_.issues.$id";

/**
 * An issue's web version (docs/product.md §2.12), linked from every copy of its mail: public once its send
 * has started, a 404 before (a draft is nobody's business).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = parseRecordId(params.id);
  const issue = id === null ? undefined : await context.services.newsletter.webVersion(id);
  if (!issue) throw data(m.noSuchIssue, { status: 404 });
  return { issue, sentOn: issue.sentAt.slice(0, 10) };
}

export const meta: Route.MetaFunction = ({ data: loaded, matches }) =>
  loaded
    ? pageMeta({
        matches,
        title: loaded.issue.subject,
        description: metaDescription(richTextPlainText(loaded.issue.body)),
        path: newsletterIssuePath(loaded.issue.id),
        type: "article",
      })
    : [{ title: `Newsletter | ${siteConfig.name}` }];

export default function NewsletterIssuePage({ loaderData }: Route.ComponentProps) {
  const { issue, sentOn } = loaderData;
  const crumbs: Crumb[] = [
    { label: "Home", href: "/" },
    { label: "Newsletter", href: "/newsletter" },
    { label: issue.subject },
  ];
  return (
    <>
      <Breadcrumb title={issue.subject} crumbs={crumbs} />
      <article className="mx-auto max-w-3xl space-y-5 px-4 py-8 text-lg leading-8 text-slate-800">
        <p className="text-sm text-slate-600">
          {`${siteConfig.name} newsletter, sent on `}
          <time dateTime={sentOn}>{sentOn}</time>
        </p>
        {issue.imageUrl && (
          <img
            src={issue.imageUrl}
            alt=""
            width={1280}
            height={672}
            className="aspect-[40/21] w-full rounded-lg bg-slate-200 object-cover"
          />
        )}
        <RichText doc={issue.body} />
      </article>
    </>
  );
}
