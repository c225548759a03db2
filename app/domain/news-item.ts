import { NEWS_DEFAULT_IMAGE_URL, newsImageSources } from "./news-image";
import type { RichTextDoc } from "./rich-text/model";

/** A news story as the API answers it (docs/product.md §3.2): PascalCase, NewsDate as YYYY-MM-DD. */
export type NewsItem = {
  Code: number;
  Title: string;
  Description: string;
  ImageUrl: string;
  NewsDate: string;
};

/**
 * What the pages need of a story: the API fields (`Description` is the text in the news markup), the text
 * itself as a document (app/domain/rich-text), when it was last edited (for JSON-LD), and the `srcset` of an
 * uploaded picture (null for artwork shipped with the site and the drawn default).
 */
export type NewsStory = NewsItem & { Text: RichTextDoc; ModifiedAt: string; ImageSrcSet: string | null };

/** A story in a list (home widget, news list, sidebar): its preview instead of the whole text. */
export type NewsSummary = Omit<NewsItem, "Description"> & { Preview: string; ImageSrcSet: string | null };

/** The page of one story; the code is the only part of its address that varies. */
export function newsStoryPath(code: number): string {
  return `/company/news?id=${code}`;
}

/**
 * A story's picture: an upload (its widest size and srcset), else the artwork it was given, else the
 * drawn default, so no story ever shows an empty box.
 */
export function newsPicture(image: { url: string; sha256: string | null; widths: string | null }): {
  ImageUrl: string;
  ImageSrcSet: string | null;
} {
  if (image.sha256 && image.widths) {
    const { src, srcSet } = newsImageSources(image.sha256, image.widths.split(",").map(Number));
    return { ImageUrl: src, ImageSrcSet: srcSet };
  }
  return { ImageUrl: image.url || NEWS_DEFAULT_IMAGE_URL, ImageSrcSet: null };
}
