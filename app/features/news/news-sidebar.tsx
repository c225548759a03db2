import { Link } from "react-router";
import { newsStoryPath, type NewsSummary } from "~/domain/news-item";
import { NewsDate } from "./news-date";
import { NewsImage } from "./news-image";
import { useNewsWords } from "./news-words";
import { EnglishText } from "./english-text";

/** 'Popular Stories' beside a story: every other story, never the one being read. */
export function NewsSidebar({ stories, currentCode }: { stories: NewsSummary[]; currentCode: number }) {
  const others = stories.filter((s) => s.Code !== currentCode);
  const words = useNewsWords();
  return (
    <aside aria-labelledby="popular-stories-heading" className="rounded-xl border border-slate-200 bg-slate-50 p-6">
      <h2 id="popular-stories-heading" className="text-xl font-bold text-brand-950">
        {words.popularStories}
      </h2>
      {others.length === 0 ? (
        <p className="mt-4 text-slate-700">{words.noOtherStories}</p>
      ) : (
        <ul data-testid="popular-stories" className="mt-5 divide-y divide-slate-200">
          {others.map((story) => (
            <li key={story.Code} className="group relative flex gap-4 py-4 first:pt-0 last:pb-0">
              <NewsImage
                story={story}
                sizes="112px"
                className="h-11 w-20 flex-none rounded-md bg-brand-900 object-cover sm:h-16 sm:w-28"
              />
              <div className="min-w-0">
                <Link
                  to={newsStoryPath(story.Code)}
                  className="font-semibold leading-snug text-brand-900 after:absolute after:inset-0 group-hover:underline"
                >
                  <EnglishText>{story.Title}</EnglishText>
                </Link>
                <NewsDate date={story.NewsDate} className="mt-1 block text-sm text-slate-600" />
              </div>
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}
