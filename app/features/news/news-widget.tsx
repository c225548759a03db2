import { Link } from "react-router";
import type { NewsSummary } from "~/domain/news-item";
import { NewsCard } from "./news-card";
import { useNewsWords } from "./news-words";

/**
 * How wide a card's picture shows, measured: one column below 768 pixels, three above (384 px at the
 * widest), less the page's and the grid's gaps (as NEWS_CARD_SIZES for the news list).
 */
const WIDGET_SIZES =
  "(min-width: 1280px) 384px, (min-width: 1024px) calc(33vw - 3rem), (min-width: 768px) calc(33vw - 2.75rem), (min-width: 640px) calc(100vw - 4rem), calc(100vw - 3rem)";

/** The home page's news section: the three newest stories (GetAllNews count 3) and a link to all. */
export function NewsWidget({ stories }: { stories: NewsSummary[] }) {
  const words = useNewsWords().widget;
  if (stories.length === 0) return null;
  return (
    <section aria-labelledby="latest-news-heading" className="bg-brand-50">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{words.eyebrow}</p>
          <h2 id="latest-news-heading" className="mt-2 text-3xl font-bold text-brand-950 sm:text-4xl">
            {words.heading}
          </h2>
          <p className="mt-4 text-lg text-slate-700">{words.text}</p>
        </div>
        <ul data-testid="news-widget" className="mt-10 grid gap-8 md:grid-cols-3">
          {stories.map((story) => (
            <li key={story.Code}>
              <NewsCard story={story} sizes={WIDGET_SIZES} />
            </li>
          ))}
        </ul>
        <div className="mt-10 text-center">
          <Link
            to="/company/news-list"
            className="inline-block rounded-md border border-brand-700 px-6 py-3 font-semibold text-brand-800 hover:bg-brand-700 hover:text-white"
          >
            {words.allNews}
          </Link>
        </div>
      </div>
    </section>
  );
}
