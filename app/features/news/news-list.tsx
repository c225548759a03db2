import type { NewsSummary } from "~/domain/news-item";
import { NewsCard } from "./news-card";
import { useNewsWords } from "./news-words";

/**
 * Only the first card's picture loads at once, before anything else on the page: it is the page's
 * largest content at first sight on every screen. On a phone (one column) the next cards are below the
 * fold and need not compete with it; on a wide screen cards 2 and 3 are in view and load as soon as the
 * layout places them (docs/decisions/0071).
 */
const EAGER_CARDS = 1;

/** Every story, in the order given (newest first), as a responsive grid of cards. */
export function NewsList({ stories, headingLevel = 2 }: { stories: NewsSummary[]; headingLevel?: 2 | 3 }) {
  const words = useNewsWords();
  if (stories.length === 0) {
    return <p className="text-lg text-slate-700">{words.list.empty}</p>;
  }
  return (
    <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
      {stories.map((story, i) => (
        <li key={story.Code}>
          <NewsCard story={story} headingLevel={headingLevel} lazy={i >= EAGER_CARDS} first={i === 0} />
        </li>
      ))}
    </ul>
  );
}
