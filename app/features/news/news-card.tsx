import { Link } from "react-router";
import { newsStoryPath, type NewsSummary } from "~/domain/news-item";
import { NewsDate } from "./news-date";
import { NewsImage } from "./news-image";
import { useNewsWords } from "./news-words";
import { EnglishText } from "./english-text";

/**
 * One story in a list: image, date, title and preview. The whole card is clickable through the title
 * link's stretched area, so there is one link per story for keyboard and screen-reader users.
 */
export function NewsCard({
  story,
  headingLevel = 3,
  lazy = true,
  first = false,
  sizes,
}: {
  story: NewsSummary;
  headingLevel?: 2 | 3;
  lazy?: boolean;
  /** The first card of a page whose picture is its LCP (NewsImage's `first`). */
  first?: boolean;
  /** How wide the picture shows in this list (NewsImage's default fits the news list's grid). */
  sizes?: string;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const words = useNewsWords();
  return (
    <article
      data-testid="news-card"
      className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg focus-within:ring-2 focus-within:ring-brand-500 motion-reduce:transition-none motion-reduce:hover:translate-y-0"
    >
      <NewsImage
        story={story}
        lazy={lazy}
        first={first}
        sizes={sizes}
        className="aspect-[40/21] w-full bg-brand-900 object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <NewsDate date={story.NewsDate} className="text-sm font-semibold uppercase tracking-wide text-brand-700" />
        <Heading className="mt-2 text-lg font-bold leading-snug text-brand-950">
          <Link
            to={newsStoryPath(story.Code)}
            className="after:absolute after:inset-0 focus:outline-none group-hover:text-brand-700"
          >
            <EnglishText>{story.Title}</EnglishText>
          </Link>
        </Heading>
        <p data-testid="news-preview" className="mt-3 flex-1 leading-7 text-slate-700">
          <EnglishText>{story.Preview}</EnglishText>
        </p>
        <span aria-hidden="true" className="mt-5 text-sm font-semibold text-brand-700 group-hover:underline">
          {words.readStory} <span className="inline-block rtl:-scale-x-100">→</span>
        </span>
      </div>
    </article>
  );
}
