import { data } from "react-router";
import { breadcrumbJsonLd, notFoundMeta, pageMeta, siteUrlFrom } from "~/components/seo/page-meta";
import { newsStoryPath } from "~/domain/news-item";
import { newsPlainText } from "~/domain/news-markup";
import { metaDescription } from "~/domain/meta-description";
import { newsPageCacheHeaders, newsPageHeaders } from "~/features/news/news-page-cache";
import { newsArticleJsonLd } from "~/features/news/news-article-json-ld";
import { newsStoryCrumbs, NewsStoryPage } from "~/features/news/news-story-page";
import type { Route } from "./+types/company.news";
import { serverHtmlPage } from "~/components/server-html";
import { NEWS_MESSAGES } from "~/content/messages/news";
import { NewsWordsProvider } from "~/features/news/news-words";

/**
 * /company/news?id={Code}: one story and the other stories beside it. A missing, non-numeric or
 * unknown id (a draft's, or a scheduled story's before its time, too) is a page that does not exist:
 * HTTP 404 with the Page Not Found screen.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const id = new URL(request.url).searchParams.get("id") ?? "";
  const story = /^\d{1,15}$/.test(id) ? await context.services.news.byCode(Number(id)) : undefined;
  if (!story) throw data(null, { status: 404 });
  const others = (await context.services.news.latestSummaries(0)).filter((s) => s.Code !== story.Code);
  return data(
    { story, others, words: NEWS_MESSAGES[context.locale] },
    { headers: newsPageCacheHeaders(context.services.news.secondsFresh(), ["id"]) },
  );
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
    description: metaDescription(newsPlainText(story.Description)),
    path,
    image: story.ImageUrl,
    type: "article",
    jsonLd: [
      newsArticleJsonLd(story, siteUrlFrom(matches), path),
      breadcrumbJsonLd(matches, newsStoryCrumbs(story.Title, loaderData.words), path),
    ],
  });
};

// The same for every visitor of one id (the cache keys on the path and `id` alone); only 200 answers are kept,
// for at most a minute, so an edited story shows within one.
export const headers: Route.HeadersFunction = newsPageHeaders;

// Text, pictures and links only: the browser keeps the server's HTML of it (docs/decisions/0156).
export const handle = serverHtmlPage;

export default function NewsStory({ loaderData }: Route.ComponentProps) {
  return (
    <NewsWordsProvider value={loaderData.words}>
      <NewsStoryPage story={loaderData.story} others={loaderData.others} />
    </NewsWordsProvider>
  );
}
