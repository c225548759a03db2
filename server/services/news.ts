import type { NewsItem, NewsStory, NewsSummary } from "~/domain/news-item";
import { memoizePromise } from "~/domain/memoize-promise";
import { newsPreview } from "~/domain/news-preview";
import type { CacheBus } from "../cache-bus";
import { listNewsNewestFirst, type NewsRow } from "../db/repositories/news";
import type { ServiceDeps } from "./index";

export type NewsCacheOptions = {
  /** How long the stories read from the database are reused; a new story shows after at most this long. */
  cacheMs?: number;
  /** The clock, injectable so a test can move past the cache lifetime without waiting. */
  now?: () => number;
};

export const NEWS_CACHE_MS = 60_000;

/**
 * The news, for the API and the pages alike. The whole list of stories is small, so it is read in one
 * query and kept in memory for a minute: a burst of requests (any count, any code, even unknown ones)
 * costs at most one database read per minute per process, and a story added to the database shows
 * within that minute without a restart.
 */
export function createNewsService(
  { db, cacheBus }: Pick<ServiceDeps, "db"> & { cacheBus?: CacheBus },
  { cacheMs = NEWS_CACHE_MS, now = () => Date.now() }: NewsCacheOptions = {},
) {
  // Concurrent callers share the one pending read; a failed read is not kept.
  const allStories = memoizePromise(() => listNewsNewestFirst(db).then((rows) => rows.map(toStory)), {
    maxAgeMs: cacheMs,
    now,
  });
  // A story published or changed in any process is read afresh at once (server/cache-bus.ts).
  cacheBus?.subscribe("news", () => allStories.clear());

  return {
    /** The newest `count` stories, newest first; 0 means all (GetAllNews semantics). */
    async latest(count: number): Promise<NewsStory[]> {
      const stories = await allStories();
      return count === 0 ? stories : stories.slice(0, count);
    },

    /** The newest `count` stories as list entries with their previews; 0 means all. */
    async latestSummaries(count: number): Promise<NewsSummary[]> {
      return (await this.latest(count)).map(toSummary);
    },

    async byCode(code: number): Promise<NewsStory | undefined> {
      return (await allStories()).find((s) => s.Code === code);
    },

    /**
     * Whole seconds until the copy last read expires (at least 1). A page rendered from that copy is
     * kept by the page cache no longer than this, so the page too shows a new story within a minute.
     */
    secondsFresh(): number {
      return Math.max(1, Math.ceil(allStories.msLeft() / 1000));
    },

    /** Every story's code, publication date and last change, newest first: the entries of sitemap.xml. */
    async allForSitemap(): Promise<{ code: number; newsDate: string; modifiedAt: string }[]> {
      return (await allStories()).map((s) => ({ code: s.Code, newsDate: s.NewsDate, modifiedAt: s.ModifiedAt }));
    },
  };
}

export type NewsService = ReturnType<typeof createNewsService>;

/** The API's shape of a story (docs/product.md §3.2), without the page-only fields. */
export function toNewsItem(story: NewsStory): NewsItem {
  return {
    Code: story.Code,
    Title: story.Title,
    Description: story.Description,
    ImageUrl: story.ImageUrl,
    NewsDate: story.NewsDate,
  };
}

export function toSummary(story: NewsStory): NewsSummary {
  return {
    Code: story.Code,
    Title: story.Title,
    ImageUrl: story.ImageUrl,
    NewsDate: story.NewsDate,
    Preview: newsPreview(story.Description),
  };
}

function toStory(row: NewsRow): NewsStory {
  return {
    Code: Number(row.code),
    Title: row.title,
    Description: row.description,
    ImageUrl: row.image_url,
    NewsDate: row.news_date.slice(0, 10),
    ModifiedAt: row.updated_at,
  };
}
