import type { ReactNode } from "react";
import type { RichTextBlock, RichTextInline, RichTextRun } from "~/domain/rich-text/model";
import { useLocalisedPath } from "~/components/use-localised-path";

// As rich-text/links.ts isExternalHref and hrefForLink say, written here so the public pages' chunk of this
// component needs no other module of the rich-text code.
const isExternal = (href: string) => !href.startsWith("/");
function written(href: string): string {
  if (!isExternal(href)) return href;
  try {
    return new URL(href).href;
  } catch {
    return href;
  }
}

/** The classes of each element; a page may give its own (a mail gives inline styles instead, server/mail). */
const CLASSES = {
  paragraph: "whitespace-pre-line",
  h2: "text-2xl font-bold leading-tight text-brand-950",
  h3: "text-xl font-semibold leading-snug text-brand-950",
  ul: "list-disc space-y-2 ps-6 marker:text-brand-700",
  ol: "list-decimal space-y-2 ps-6 marker:text-brand-700",
  li: "whitespace-pre-line ps-1",
  strong: "font-semibold text-slate-900",
  link: "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900",
};

function Run({ run }: { run: RichTextRun }) {
  let out: ReactNode = run.text;
  if (run.italic) out = <em>{out}</em>;
  if (run.bold) out = <strong className={CLASSES.strong}>{out}</strong>;
  return out;
}

function Inlines({ inlines }: { inlines: readonly RichTextInline[] }) {
  // A link to a page of this site stays in the page's language.
  const local = useLocalisedPath();
  return inlines.map((piece, i) =>
    piece.type === "text" ? (
      <Run key={i} run={piece} />
    ) : (
      <a
        key={i}
        href={local(written(piece.href))}
        rel={isExternal(piece.href) ? "noopener noreferrer nofollow" : undefined}
        className={CLASSES.link}
      >
        {piece.children.map((r, k) => (
          <Run key={k} run={r} />
        ))}
      </a>
    ),
  );
}

function Block({ block }: { block: RichTextBlock }) {
  switch (block.type) {
    case "paragraph":
      return (
        <p className={CLASSES.paragraph}>
          <Inlines inlines={block.children} />
        </p>
      );
    case "heading": {
      const Heading = block.level === 2 ? "h2" : "h3";
      return (
        <Heading className={block.level === 2 ? CLASSES.h2 : CLASSES.h3}>
          <Inlines inlines={block.children} />
        </Heading>
      );
    }
    case "list": {
      const List = block.ordered ? "ol" : "ul";
      return (
        <List className={block.ordered ? CLASSES.ol : CLASSES.ul}>
          {block.items.map((item, i) => (
            <li key={i} className={CLASSES.li}>
              <Inlines inlines={item.children} />
            </li>
          ))}
        </List>
      );
    }
  }
}

/**
 * A long text (app/domain/rich-text) as React elements: h2, h3, p, ul, ol, li, strong, em and a. Every
 * string is a text node (never dangerouslySetInnerHTML), so nothing typed can become markup or script; a link
 * goes only where the document's check let it (http, https, a page of this site), another site's with
 * rel="noopener noreferrer nofollow". The blocks are siblings: the caller's wrapper spaces them.
 */
export function RichText({ doc }: { doc: { blocks: readonly RichTextBlock[] } }) {
  return doc.blocks.map((block, i) => <Block key={i} block={block} />);
}
