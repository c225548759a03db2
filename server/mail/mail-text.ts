import type { RichTextBlock, RichTextInline } from "~/domain/rich-text/model";
import type { MailBlock, MailContent, MailSite } from "./mail-content";

/** A text's words, each link's address after its words in brackets. */
const inlineText = (inlines: readonly RichTextInline[]) =>
  inlines.map((i) => (i.type === "link" ? `${i.children.map((r) => r.text).join("")} (${i.href})` : i.text)).join("");

/** A block of a long text: a heading or paragraph as its words, a list's items each on a line after "- " or "1. ". */
function richText(block: RichTextBlock): string {
  if (block.type !== "list") return inlineText(block.children);
  return block.items.map((item, i) => `${block.ordered ? `${i + 1}.` : "-"} ${inlineText(item.children)}`).join("\n");
}

function blockText(block: MailBlock): string {
  switch (block.kind) {
    case "paragraph":
      return block.text;
    case "facts":
      return block.rows.map(([label, value]) => `${label}: ${value}`).join("\n");
    case "quote":
      return block.text
        .split(/\r\n|\r|\n/)
        .map((line) => `> ${line}`)
        .join("\n");
    case "link":
      return `${block.label}:\n${block.href}`;
    case "rich":
      return richText(block.block);
    case "image":
      return "";
  }
}

/** The plain-text part of a mail. */
export function renderMailText(content: MailContent, site: MailSite): string {
  const parts = [
    content.heading,
    ...content.blocks.map(blockText).filter(Boolean),
    `${site.name}\n${site.url}`,
    ...(content.footer ?? []).map(blockText),
  ];
  return parts.join("\n\n") + "\n";
}
