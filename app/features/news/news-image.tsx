import type { NewsSummary } from "~/domain/news-item";

/** The artwork's own proportions (1200 x 630), so the browser reserves the space before it loads. */
export const NEWS_IMAGE_WIDTH = 1200;
export const NEWS_IMAGE_HEIGHT = 630;

/**
 * How wide a card's picture shows in the news list's grid, measured: one column under 640 px, two
 * under 1024, three up to the page's widest (384 px), each 3rem narrower than its share for the page's
 * and the grid's gaps. The browser picks the smallest stored width that fills it: a phone 412 px wide
 * at 1.75 device pixels needs 637, the 640 picture, where `100vw` made it fetch the 960 one.
 */
export const NEWS_CARD_SIZES =
  "(min-width: 1280px) 384px, (min-width: 1024px) calc(33vw - 3rem), (min-width: 640px) calc(50vw - 3rem), calc(100vw - 3rem)";

/**
 * A story's picture in a list of stories. The title beside it says what the story is about; the
 * picture adds nothing to read aloud. An uploaded picture comes with its sizes (`srcset`), so a phone
 * loads the 320 or 640 pixel one.
 */
export function NewsImage({
  story,
  lazy = true,
  first = false,
  className,
  sizes = NEWS_CARD_SIZES,
}: {
  story: Pick<NewsSummary, "ImageUrl" | "ImageSrcSet">;
  lazy?: boolean;
  /** The page's largest picture at first sight (its LCP): fetched before the others. */
  first?: boolean;
  className: string;
  sizes?: string;
}) {
  return (
    <img
      src={story.ImageUrl}
      srcSet={story.ImageSrcSet ?? undefined}
      sizes={story.ImageSrcSet ? sizes : undefined}
      alt=""
      width={NEWS_IMAGE_WIDTH}
      height={NEWS_IMAGE_HEIGHT}
      loading={lazy && !first ? "lazy" : "eager"}
      fetchPriority={first ? "high" : undefined}
      decoding="async"
      className={className}
    />
  );
}
