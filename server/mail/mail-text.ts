import type { MailBlock, MailContent, MailSite } from "./mail-content";

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
      return block.inlines.map((i) => (i.kind === "link" ? `${i.text} (${i.href})` : i.text)).join("");
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
