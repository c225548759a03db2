import type { NewsSummary } from "~/domain/news-item";

/** The artwork's own proportions (1200 x 630), so the browser reserves the space before it loads. */
export const NEWS_IMAGE_WIDTH = 1200;
export const NEWS_IMAGE_HEIGHT = 630;

/**
 * A story's artwork in a list of stories. The title beside it says what the story is about; the
 * artwork adds nothing to read aloud.
 */
export function NewsImage({
  story,
  lazy = true,
  className,
}: {
  story: Pick<NewsSummary, "ImageUrl">;
  lazy?: boolean;
  className: string;
}) {
  return (
    <img
      src={story.ImageUrl}
      alt=""
      width={NEWS_IMAGE_WIDTH}
      height={NEWS_IMAGE_HEIGHT}
      loading={lazy ? "lazy" : "eager"}
      decoding="async"
      className={className}
    />
  );
}
