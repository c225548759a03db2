import { describe, expect, it } from "vitest";
import { validateNewsDraft } from "./news-draft";
import { isoToZonedLocal, newsEditorMessages, newsState, zonedLocalToIso } from "./news-editor";

describe("the news editor's rules", () => {
  it("derives a story's state from its live revision and time", () => {
    const now = new Date("2026-12-10T10:00:00.000Z");
    expect(newsState({ liveRevisionId: null, publishAt: null }, now)).toBe("draft");
    expect(newsState({ liveRevisionId: 3, publishAt: "2026-12-10T10:00:00.000Z" }, now)).toBe("published");
    expect(newsState({ liveRevisionId: 3, publishAt: "2026-12-10T10:00:01.000Z" }, now)).toBe("scheduled");
  });

  it("checks every field and says what is wrong with each", () => {
    expect(validateNewsDraft({ title: " ", newsDate: "2026-02-30", description: "\n" })).toEqual({
      ok: false,
      errors: {
        title: newsEditorMessages.titleMissing,
        newsDate: newsEditorMessages.dateInvalid,
        description: newsEditorMessages.textMissing,
      },
    });
    expect(
      validateNewsDraft({ title: "x".repeat(201), newsDate: "2026-12-10", description: "y".repeat(20_001) }),
    ).toEqual({
      ok: false,
      errors: { title: newsEditorMessages.titleTooLong, description: newsEditorMessages.textTooLong },
    });
    expect(
      validateNewsDraft({ title: "  A   title ", newsDate: "2026-12-10", description: "One\r\n\r\nTwo " }),
    ).toEqual({
      ok: true,
      // The text is a document (app/domain/rich-text): the typed markup's two paragraphs.
      value: {
        title: "A title",
        newsDate: "2026-12-10",
        description: {
          type: "doc",
          version: 1,
          blocks: [
            { type: "paragraph", children: [{ type: "text", text: "One" }] },
            { type: "paragraph", children: [{ type: "text", text: "Two" }] },
          ],
        },
      },
    });
  });

  it("reads a scheduled time in the company's time zone and writes it back", () => {
    expect(zonedLocalToIso("2026-12-10T14:30", "Asia/Kolkata")).toBe("2026-12-10T09:00:00.000Z");
    expect(zonedLocalToIso("2026-12-10T14:30:15", "UTC")).toBe("2026-12-10T14:30:15.000Z");
    expect(zonedLocalToIso("2026-07-01T12:00", "Europe/London")).toBe("2026-07-01T11:00:00.000Z");
    expect(zonedLocalToIso("2026-02-30T10:00", "UTC")).toBeNull();
    expect(zonedLocalToIso("tomorrow", "UTC")).toBeNull();
    expect(isoToZonedLocal("2026-12-10T09:00:00.000Z", "Asia/Kolkata")).toBe("2026-12-10T14:30:00");
  });
});
