import type { NewsSummary } from "~/domain/news-item";
import { NewsCard } from "./news-card";

/** How many cards are likely above the fold on a wide screen: their images load at once, the rest lazily. */
const EAGER_CARDS = 3;

/** Every story, in the order given (newest first), as a responsive grid of cards. */
export function NewsList({ stories, headingLevel = 2 }: { stories: NewsSummary[]; headingLevel?: 2 | 3 }) {
  if (stories.length === 0) {
    return <p className="text-lg text-slate-700">There is no news to show just now. Please come back soon.</p>;
  }
  return (
    <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
      {stories.map((story, i) => (
        <li key={story.Code}>
          <NewsCard story={story} headingLevel={headingLevel} lazy={i >= EAGER_CARDS} />
        </li>
      ))}
    </ul>
  );
}
