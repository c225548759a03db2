import type { RichTextDoc } from "~/domain/rich-text/model";

/** One section of a long-form text page (privacy policy, terms): a heading, then paragraphs or bullets. */
export type ProseSection = { heading: string; paragraphs?: string[]; bullets?: string[] };

const text = (t: string) => [{ type: "text" as const, text: t }];

/** Sections as a long text's document: each heading, its paragraphs, then its bulleted list. */
export function proseDoc(sections: readonly ProseSection[]): RichTextDoc {
  return {
    type: "doc",
    version: 1,
    blocks: sections.flatMap((s) => [
      { type: "heading" as const, level: 2 as const, children: text(s.heading) },
      ...(s.paragraphs ?? []).map((p) => ({ type: "paragraph" as const, children: text(p) })),
      ...(s.bullets
        ? [{ type: "list" as const, ordered: false, items: s.bullets.map((b) => ({ children: text(b) })) }]
        : []),
    ]),
  };
}
