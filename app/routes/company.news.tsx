import { data, Link } from "react-router";
import { Breadcrumb } from "~/components/layout/breadcrumb";
import { breadcrumbJsonLd, notFoundMeta, pageMeta, siteUrlFrom, type Crumb } from "~/components/seo/page-meta";
import { newsStoryPath } from "~/domain/news-item";
import { newsPreview } from "~/domain/news-preview";
import { NewsArticle } from "~/features/news/news-article";
import { newsPageCacheHeaders, newsPageHeaders } from "~/features/news/news-page-cache";
import { newsArticleJsonLd } from "~/features/news/news-article-json-ld";
import { NewsSidebar } from "~/features/news/news-sidebar";
import type { Route } from "./+types/company.news";

/** A meta description a search engine shows whole. */
const META_DESCRIPTION_LENGTH = 155;

function crumbsFor(title: string): Crumb[] {
  return [
    { label: "Home", href: "/" },
    { label: "Company", href: "/company/about-us" },
    { label: "News", href: "/company/news-list" },
    { label: title },
  ];
}

/**
 * /company/news?id={Code}: one story and the other stories beside it. A missing, non-numeric or
 * unknown id is a page that does not exist: HTTP 404 with the Page Not Found screen.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const id = new URL(request.url).searchParams.get("id") ?? "";
  const story = /^\d{1,15}$/.test(id) ? await context.services.news.byCode(Number(id)) : undefined;
  if (!story) throw data(null, { status: 404 });
  const others = (await context.services.news.latestSummaries(0)).filter((s) => s.Code !== story.Code);
  return data({ story, others }, { headers: newsPageCacheHeaders(context.services.news.secondsFresh(), ["id"]) });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  // No story: the root ErrorBoundary shows Page Not Found, and the head says so too.
  if (!loaderData) {
    return notFoundMeta(matches, {
      description: "The news story you are looking for could not be found.",
      path: "/company/news-list",
    });
  }
  const { story } = loaderData;
  const path = newsStoryPath(story.Code);
  return pageMeta({
    matches,
    title: story.Title,
    description: newsPreview(story.Description, META_DESCRIPTION_LENGTH),
    path,
    image: story.ImageUrl,
    type: "article",
    jsonLd: [
      newsArticleJsonLd(story, siteUrlFrom(matches), path),
      breadcrumbJsonLd(matches, crumbsFor(story.Title), path),
    ],
  });
};

// The same for every visitor of one id (the cache keys on the path and `id` alone); only 200 answers are kept,
// for at most a minute, so an edited story shows within one.
export const headers: Route.HeadersFunction = newsPageHeaders;

export default function NewsStoryPage({ loaderData }: Route.ComponentProps) {
  const { story, others } = loaderData;
  return (
    <>
      <Breadcrumb title={story.Title} crumbs={crumbsFor(story.Title)} />
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:px-8">
        <div>
          <NewsArticle story={story} />
          <Link
            to="/company/news-list"
            className="mt-10 inline-block font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            ← All news
          </Link>
        </div>
        <div>
          <NewsSidebar stories={others} currentCode={story.Code} />
        </div>
      </div>
    </>
  );
}
