import type { NewsItem, NewsStory, NewsSummary } from "~/domain/news-item";
import { newsPicture } from "~/domain/news-item";
import { docToLegacyMarkup } from "~/domain/rich-text/markup";
import { richTextPlainText } from "~/domain/rich-text/plain-text";
import { readStoredRichText } from "~/domain/rich-text/text";
import { newsPreview } from "~/domain/news-preview";
import { memoizePromise } from "~/shared/memoize-promise";
import type { CacheBus } from "../cache-bus";
import { listLiveNewsNewestFirst, type NewsRow } from "./news.repository";
import type { ServiceDeps } from "../service-deps";

export type NewsCacheOptions = {
  /** How long the stories read from the database are reused; a new story shows after at most this long. */
  cacheMs?: number;
  /** The clock, injectable so a test can move past the cache lifetime without waiting. */
  now?: () => number;
};

export const NEWS_CACHE_MS = 60_000;

type LiveStory = { story: NewsStory; publishAt: number };

/**
 * The news, for the API and the pages alike. The whole list of live stories is small, so it is read
 * in one query and kept in memory for a minute: a burst of requests (any count, any code, even unknown
 * ones) costs at most one database read per minute per process. Scheduled stories are read with the
 * rest and kept back until their time, so one appears by itself when it comes due (no timer), and the
 * pages rendered before then are kept no longer than that (`secondsFresh`). A "news" event on the
 * cache bus (the console changed a story, here or in another process) forgets the copy at once.
 */
export function createNewsService(
  {
    db,
    cacheBus,
    config,
  }: Pick<ServiceDeps, "db"> & { cacheBus?: CacheBus; config?: Pick<ServiceDeps["config"], "siteUrl"> },
  { cacheMs = NEWS_CACHE_MS, now = () => Date.now() }: NewsCacheOptions = {},
) {
  let loaded: LiveStory[] = [];
  // Concurrent callers share the one pending read; a failed read is not kept.
  const liveStories = memoizePromise(
    () =>
      listLiveNewsNewestFirst(db).then((rows) => {
        loaded = rows.map((row) => ({ story: toStory(row, config?.siteUrl), publishAt: Date.parse(row.publish_at) }));
        return loaded;
      }),
    { maxAgeMs: cacheMs, now },
  );
  // A story published or changed in any process is read afresh at once (server/cache-bus.ts).
  cacheBus?.subscribe("news", () => liveStories.clear());

  /** The stories public now, newest first. */
  async function visible(): Promise<NewsStory[]> {
    const t = now();
    return (await liveStories()).filter((s) => s.publishAt <= t).map((s) => s.story);
  }

  return {
    /** The newest `count` stories, newest first; 0 means all (GetAllNews semantics). */
    async latest(count: number): Promise<NewsStory[]> {
      const stories = await visible();
      return count === 0 ? stories : stories.slice(0, count);
    },

    /** The newest `count` stories as list entries with their previews; 0 means all. */
    async latestSummaries(count: number): Promise<NewsSummary[]> {
      return (await this.latest(count)).map(toSummary);
    },

    async byCode(code: number): Promise<NewsStory | undefined> {
      return (await visible()).find((s) => s.Code === code);
    },

    /**
     * Seconds, to the millisecond, until the copy last read expires or the next scheduled story comes
     * due, whichever is sooner. A page rendered from that copy is kept by the page cache no longer than
     * this, so the page shows a newly due story the moment the API does, not up to a second later.
     */
    secondsFresh(): number {
      const t = now();
      const nextDue = Math.min(...loaded.filter((s) => s.publishAt > t).map((s) => s.publishAt - t));
      return Math.max(1, Math.floor(Math.min(liveStories.msLeft(), nextDue))) / 1000;
    },

    /** Every story's code, publication date and last change, newest first: the entries of sitemap.xml. */
    async allForSitemap(): Promise<{ code: number; newsDate: string; modifiedAt: string }[]> {
      return (await visible()).map((s) => ({ code: s.Code, newsDate: s.NewsDate, modifiedAt: s.ModifiedAt }));
    },
  };
}

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
    ImageSrcSet: story.ImageSrcSet,
    NewsDate: story.NewsDate,
    Preview: newsPreview(richTextPlainText(story.Text)),
  };
}

/**
 * A story as the public page shows it, from its live revision (or an editor's working copy). Its text is
 * stored as a document (app/domain/rich-text); the API's `Description` is that document in the news markup,
 * the same characters as the text stored before the editor (a link to a page of this site made absolute on
 * `siteUrl`).
 */
export function toStory(
  row: Pick<
    NewsRow,
    "code" | "title" | "description" | "image_url" | "image_sha256" | "image_widths" | "news_date" | "updated_at"
  >,
  siteUrl?: string,
): NewsStory {
  const text = readStoredRichText(row.description);
  return {
    Code: Number(row.code),
    Title: row.title,
    Description: docToLegacyMarkup(text, siteUrl),
    Text: text,
    ...newsPicture({ url: row.image_url, sha256: row.image_sha256, widths: row.image_widths }),
    NewsDate: row.news_date.slice(0, 10),
    ModifiedAt: row.updated_at,
  };
}
