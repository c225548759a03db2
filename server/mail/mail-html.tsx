import { Fragment, type CSSProperties, type ReactNode } from "react";
import type { RichTextBlock, RichTextInline } from "~/domain/rich-text/model";
import { renderToStaticMarkup } from "react-dom/server";
import { LOCALE_INFO } from "~/domain/locale/locales";
import type { MailBlock, MailContent, MailSite } from "./mail-content";

// Mail clients ignore style sheets and most CSS: inline styles and tables only.
const text: CSSProperties = { margin: "0 0 16px", fontSize: "16px", lineHeight: "24px", color: "#1e293b" };
const small: CSSProperties = { margin: "0 0 12px", fontSize: "13px", lineHeight: "20px", color: "#64748b" };

/** A long text's inline pieces: text (bold, italic) and links, each string a text node. */
function RichInlines({ inlines }: { inlines: readonly RichTextInline[] }) {
  const run = (r: { text: string; bold?: true; italic?: true }, key: number) => {
    let out: ReactNode = r.text;
    if (r.italic) out = <em>{out}</em>;
    if (r.bold) out = <strong>{out}</strong>;
    return <Fragment key={key}>{out}</Fragment>;
  };
  return inlines.map((piece, i) =>
    piece.type === "text" ? (
      run(piece, i)
    ) : (
      <a key={i} href={piece.href} style={{ color: "#1e3a8a" }}>
        {piece.children.map(run)}
      </a>
    ),
  );
}

/** A block of a long text (a newsletter issue): a paragraph, a heading or a list. */
function RichBlock({ block, style }: { block: RichTextBlock; style: CSSProperties }) {
  switch (block.type) {
    case "paragraph":
      return (
        <p style={style}>
          <RichInlines inlines={block.children} />
        </p>
      );
    case "heading": {
      const Heading = block.level === 2 ? "h2" : "h3";
      const size =
        block.level === 2 ? { fontSize: "20px", lineHeight: "28px" } : { fontSize: "17px", lineHeight: "24px" };
      return (
        <Heading style={{ ...style, ...size, margin: "24px 0 12px", fontWeight: 700, color: "#0f172a" }}>
          <RichInlines inlines={block.children} />
        </Heading>
      );
    }
    case "list": {
      const List = block.ordered ? "ol" : "ul";
      return (
        <List style={{ ...style, paddingLeft: "24px" }}>
          {block.items.map((item, i) => (
            <li key={i} style={{ margin: "0 0 6px", whiteSpace: "pre-line" }}>
              <RichInlines inlines={item.children} />
            </li>
          ))}
        </List>
      );
    }
  }
}

function Block({
  block,
  style,
  footer = false,
  rtl = false,
}: {
  block: MailBlock;
  style: CSSProperties;
  footer?: boolean;
  rtl?: boolean;
}) {
  switch (block.kind) {
    case "paragraph":
      return <p style={style}>{block.text}</p>;
    case "rich":
      return <RichBlock block={block.block} style={style} />;
    case "image":
      return (
        <p style={style}>
          <img
            src={block.src}
            alt={block.alt}
            width={536}
            style={{ display: "block", width: "100%", maxWidth: "536px", height: "auto", borderRadius: "6px" }}
          />
        </p>
      );
    case "facts":
      return (
        <table role="presentation" cellPadding={0} cellSpacing={0} style={{ margin: "0 0 16px", ...style }}>
          <tbody>
            {block.rows.map(([label, value]) => (
              <tr key={label}>
                <th
                  align={rtl ? "right" : "left"}
                  style={{ padding: rtl ? "2px 0 2px 16px" : "2px 16px 2px 0", verticalAlign: "top", fontWeight: 600 }}
                >
                  {label}
                </th>
                <td style={{ padding: "2px 0" }}>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      );
    case "quote":
      return (
        <blockquote
          style={{
            ...style,
            whiteSpace: "pre-wrap",
            ...(rtl
              ? { borderRight: "4px solid #cbd5e1", paddingRight: "12px", marginRight: 0 }
              : { borderLeft: "4px solid #cbd5e1", paddingLeft: "12px", marginLeft: 0 }),
          }}
        >
          {block.text}
        </blockquote>
      );
    case "link":
      // In the small print a link is a plain one; above it, a button.
      if (footer)
        return (
          <p style={style}>
            <a href={block.href} style={{ color: "#475569" }}>
              {block.label}
            </a>
          </p>
        );
      return (
        <p style={style}>
          <a
            href={block.href}
            style={{
              display: "inline-block",
              padding: "10px 18px",
              borderRadius: "6px",
              background: "#1e3a8a",
              color: "#ffffff",
              fontWeight: 600,
              textDecoration: "none",
            }}
          >
            {block.label}
          </a>
        </p>
      );
  }
}

function MailDocument({ content, site }: { content: MailContent; site: MailSite }) {
  // English mails keep their markup as it was; another language says itself, and Arabic its direction.
  const locale = content.locale ?? "en";
  const dir = LOCALE_INFO[locale].dir;
  const rtl = dir === "rtl";
  return (
    <html lang={locale} {...(locale !== "en" && { dir })}>
      <head>
        <meta httpEquiv="Content-Type" content="text/html; charset=utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{content.subject}</title>
      </head>
      <body style={{ margin: 0, padding: "24px 12px", background: "#f1f5f9", fontFamily: "Arial, sans-serif" }}>
        <table role="presentation" width="100%" cellPadding={0} cellSpacing={0}>
          <tbody>
            <tr>
              <td align="center">
                <table
                  role="presentation"
                  width="100%"
                  cellPadding={0}
                  cellSpacing={0}
                  style={{ maxWidth: "600px", background: "#ffffff", borderRadius: "8px" }}
                >
                  <tbody>
                    <tr>
                      <td style={{ padding: "32px", ...(rtl && { textAlign: "right" }) }} {...(rtl && { dir })}>
                        <h1 style={{ margin: "0 0 20px", fontSize: "22px", lineHeight: "30px", color: "#172554" }}>
                          {content.heading}
                        </h1>
                        {content.blocks.map((block, i) => (
                          <Block key={i} block={block} style={text} rtl={rtl} />
                        ))}
                        <p style={{ ...text, margin: "24px 0 16px" }}>
                          {site.name}
                          <br />
                          <a href={site.url} style={{ color: "#1e3a8a" }}>
                            {site.url}
                          </a>
                        </p>
                        {(content.footer ?? []).map((block, i) => (
                          <Block key={i} block={block} style={small} footer rtl={rtl} />
                        ))}
                      </td>
                    </tr>
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}

/** The HTML part of a mail: React rendered on the server, so everything a visitor typed is escaped. */
export function renderMailHtml(content: MailContent, site: MailSite): string {
  return "<!DOCTYPE html>" + renderToStaticMarkup(<MailDocument content={content} site={site} />);
}
