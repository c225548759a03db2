import { describe, expect, it } from "vitest";
import { entityTag, matchesEntityTag } from "./revalidation";

describe("entity tags of public answers", () => {
  it("follow the body: the same body the same tag, any change another", async () => {
    const tag = await entityTag("<urlset>a</urlset>");
    expect(tag).toMatch(/^W\/"[0-9a-f]{32}"$/);
    expect(await entityTag("<urlset>a</urlset>")).toBe(tag);
    expect(await entityTag("<urlset>b</urlset>")).not.toBe(tag);
  });

  it("match If-None-Match weakly, in a list, or as *; nothing else", async () => {
    const tag = await entityTag("x");
    const opaque = tag.slice(2);
    expect(matchesEntityTag(tag, tag)).toBe(true);
    expect(matchesEntityTag(opaque, tag)).toBe(true);
    expect(matchesEntityTag(`"other", ${tag}`, tag)).toBe(true);
    expect(matchesEntityTag("*", tag)).toBe(true);
    expect(matchesEntityTag(`W/"other"`, tag)).toBe(false);
    expect(matchesEntityTag("", tag)).toBe(false);
    expect(matchesEntityTag(undefined, tag)).toBe(false);
  });
});
