import { describe, expect, it } from "vitest";
import { newsPicture, newsStoryPath } from "./news-item";

describe("newsStoryPath", () => {
  it("is the story page with the code as id", () => {
    expect(newsStoryPath(12)).toBe("/company/news?id=12");
  });
});

describe("newsPicture", () => {
  it("uses an upload's widest size and srcset, else the artwork, else the drawn default", () => {
    const sha = "cd".repeat(32);
    expect(newsPicture({ url: "/images/news/x.svg", sha256: sha, widths: "320,640" })).toEqual({
      ImageUrl: `/media/news-${"cd".repeat(16)}-640.webp`,
      ImageSrcSet: `/media/news-${"cd".repeat(16)}-320.webp 320w, /media/news-${"cd".repeat(16)}-640.webp 640w`,
    });
    expect(newsPicture({ url: "/images/news/x.svg", sha256: null, widths: null })).toEqual({
      ImageUrl: "/images/news/x.svg",
      ImageSrcSet: null,
    });
    expect(newsPicture({ url: "", sha256: null, widths: null })).toEqual({
      ImageUrl: "/images/news/default.svg",
      ImageSrcSet: null,
    });
  });
});
