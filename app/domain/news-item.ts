/** A news story as the API answers it (docs/product.md §3.2): PascalCase, NewsDate as YYYY-MM-DD. */
export type NewsItem = {
  Code: number;
  Title: string;
  Description: string;
  ImageUrl: string;
  NewsDate: string;
};

/** What the pages need of a story: the API fields plus when it was last edited (for JSON-LD). */
export type NewsStory = NewsItem & { ModifiedAt: string };

/** A story in a list (home widget, news list, sidebar): its preview instead of the whole text. */
export type NewsSummary = Omit<NewsItem, "Description"> & { Preview: string };

/** The page of one story; the code is the only part of its address that varies. */
export function newsStoryPath(code: number): string {
  return `/company/news?id=${code}`;
}

/** The paragraphs of a description: blocks separated by one or more blank lines. */
export function newsParagraphs(description: string): string[] {
  return description
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
}
