import { RichText } from "~/components/rich-text/rich-text";
import type { NewsStory } from "~/domain/news-item";
import { NewsDate } from "./news-date";
import { NEWS_IMAGE_HEIGHT, NEWS_IMAGE_WIDTH } from "./news-image";
import { useNewsWords } from "./news-words";
import { useEnglishBlock } from "./english-text";
import { fill } from "~/content/messages/shell.en";

/** The story's column: the full width on small screens, about 52rem beside the sidebar on wide ones. */
const ARTICLE_SIZES = "(min-width: 1280px) 840px, (min-width: 1024px) calc(100vw - 30rem), 100vw";

/** The whole story: date, artwork and every paragraph of its text. Its title is the page's h1. */
export function NewsArticle({ story }: { story: NewsStory }) {
  const words = useNewsWords();
  const english = useEnglishBlock();
  return (
    <article data-testid="news-article" aria-label={story.Title}>
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
        <NewsDate date={story.NewsDate} />
      </p>
      <img
        src={story.ImageUrl}
        srcSet={story.ImageSrcSet ?? undefined}
        sizes={story.ImageSrcSet ? ARTICLE_SIZES : undefined}
        alt={fill(words.illustrationAlt, { title: story.Title })}
        width={NEWS_IMAGE_WIDTH}
        height={NEWS_IMAGE_HEIGHT}
        className="mt-4 aspect-[40/21] w-full rounded-xl bg-brand-900 object-cover shadow-sm"
      />
      <div {...english} className="mt-8 space-y-5 leading-7 text-slate-700 sm:text-lg sm:leading-8">
        <RichText doc={story.Text} />
      </div>
    </article>
  );
}
