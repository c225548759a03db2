import { Link } from "react-router";
import { Breadcrumb } from "~/components/layout/breadcrumb";
import type { Crumb } from "~/components/seo/page-meta";
import type { NewsStory, NewsSummary } from "~/domain/news-item";
import { NewsArticle } from "./news-article";
import { NewsSidebar } from "./news-sidebar";
import { useNewsWords } from "./news-words";
import { NEWS_EN, type NewsMessages } from "~/content/messages/news.en";

export function newsStoryCrumbs(title: string, words: NewsMessages = NEWS_EN): Crumb[] {
  return [
    { label: words.crumbs.home, href: "/" },
    { label: words.crumbs.company, href: "/company/about-us" },
    { label: words.crumbs.news, href: "/company/news-list" },
    { label: title },
  ];
}

/**
 * The body of a story's page: breadcrumb, the story, and the other stories beside it. The public page
 * and the console's preview both render it, so a preview shows exactly what visitors will see.
 */
export function NewsStoryPage({ story, others }: { story: NewsStory; others: NewsSummary[] }) {
  const words = useNewsWords();
  return (
    <>
      <Breadcrumb title={story.Title} crumbs={newsStoryCrumbs(story.Title, words)} />
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:px-8">
        <div>
          <NewsArticle story={story} />
          <Link
            to="/company/news-list"
            className="mt-10 inline-block font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
              ←
            </span>{" "}
            {words.allNews}
          </Link>
        </div>
        <div>
          <NewsSidebar stories={others} currentCode={story.Code} />
        </div>
      </div>
    </>
  );
}
