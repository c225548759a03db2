import type { RichTextBlock, RichTextDoc, RichTextInline } from "./model";

const inlineText = (inlines: readonly RichTextInline[]) =>
  inlines.map((i) => (i.type === "link" ? i.children.map((r) => r.text).join("") : i.text)).join("");

function blockText(block: RichTextBlock): string {
  if (block.type !== "list") return inlineText(block.children);
  return block.items.map((item, i) => `${block.ordered ? `${i + 1}.` : "-"} ${inlineText(item.children)}`).join("\n");
}

/**
 * The words of a document without their formatting (meta descriptions, previews, search): blocks separated
 * by a blank line, each list item on its own line after "- " or "1. ", a link's words without its address.
 * Its own module, small, because public pages' meta functions run it in the browser too.
 */
export function richTextPlainText(doc: RichTextDoc): string {
  return doc.blocks.map(blockText).join("\n\n");
}
