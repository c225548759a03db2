import { describe, expect, it } from "vitest";
import { newsPlainText } from "./news-markup";

describe("the news markup's plain text", () => {
  it("gives the words without the markers, for meta descriptions", () => {
    expect(newsPlainText("A **bold** [link](https://x.example) here.\n\nSecond [bad](javascript:x).")).toBe(
      "A bold link here.\n\nSecond [bad](javascript:x).",
    );
  });
});
