import { newsParagraphs, type NewsStory } from "~/domain/news-item";
import { NewsDate } from "./news-date";
import { NEWS_IMAGE_HEIGHT, NEWS_IMAGE_WIDTH } from "./news-image";

/** The whole story: date, artwork and every paragraph of its description. Its title is the page's h1. */
export function NewsArticle({ story }: { story: NewsStory }) {
  return (
    <article data-testid="news-article" aria-label={story.Title}>
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
        <NewsDate date={story.NewsDate} />
      </p>
      <img
        src={story.ImageUrl}
        alt={`Illustration for the story: ${story.Title}`}
        width={NEWS_IMAGE_WIDTH}
        height={NEWS_IMAGE_HEIGHT}
        className="mt-4 aspect-[40/21] w-full rounded-xl bg-brand-900 object-cover shadow-sm"
      />
      <div className="mt-8 space-y-5 leading-7 text-slate-700 sm:text-lg sm:leading-8">
        {newsParagraphs(story.Description).map((p, i) => (
          <p key={i} className="whitespace-pre-line">
            {p}
          </p>
        ))}
      </div>
    </article>
  );
}
