import { data } from "react-router";
import { Breadcrumb } from "~/components/layout/breadcrumb";
import { breadcrumbPageMeta, type Crumb } from "~/components/seo/page-meta";
import { NEWS_MESSAGES } from "~/content/messages/news";
import { NEWS_EN, type NewsMessages } from "~/content/messages/news.en";
import { NewsWordsProvider } from "~/features/news/news-words";
import { NewsList } from "~/features/news/news-list";
import { newsPageCacheHeaders, newsPageHeaders } from "~/features/news/news-page-cache";
import type { Route } from "./+types/company.news-list";
import { serverHtmlPage } from "~/components/server-html";

const PATH = "/company/news-list";
function crumbsOf(words: NewsMessages): Crumb[] {
  return [
    { label: words.crumbs.home, href: "/" },
    { label: words.crumbs.company, href: "/company/about-us" },
    { label: words.crumbs.news },
  ];
}

/** Every story, newest first (GetAllNews with count 0). */
export async function loader({ context }: Route.LoaderArgs) {
  const stories = await context.services.news.latestSummaries(0);
  return data(
    { stories, words: NEWS_MESSAGES[context.locale] },
    { headers: newsPageCacheHeaders(context.services.news.secondsFresh()) },
  );
}

export const meta: Route.MetaFunction = (args) => {
  const words = args.loaderData?.words ?? NEWS_EN;
  return breadcrumbPageMeta({
    title: words.list.title,
    description: words.list.description,
    path: PATH,
    crumbs: crumbsOf(words),
  })(args);
};

// The same for every visitor; kept at most a minute, so a story added to the database shows within one.
export const headers: Route.HeadersFunction = newsPageHeaders;

// Text, pictures and links only: the browser keeps the server's HTML of it (docs/decisions/0156).
export const handle = serverHtmlPage;

export default function NewsListPage({ loaderData }: Route.ComponentProps) {
  const { words } = loaderData;
  return (
    <NewsWordsProvider value={words}>
      <Breadcrumb title={words.list.title} crumbs={crumbsOf(words)} />
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
        <p className="max-w-3xl text-lg leading-8 text-slate-700">{words.list.lead}</p>
        <div className="mt-10">
          <NewsList stories={loaderData.stories} />
        </div>
      </div>
    </NewsWordsProvider>
  );
}
