import type { Kysely } from "kysely";

// Migrations never import application code: they describe the schema as it was on their day.
// Long texts become documents (docs/decisions/0187-rich-text.md): every news story's working copy and
// revisions, and every newsletter issue's text, were written in the news markup (paragraphs apart by a blank
// line, **bold**, [words](https://…)); each is stored from now on as the JSON of the document the pages showed
// for it (app/domain/rich-text/model.ts on this day). The conversion below is the app's legacyMarkupToDoc as it
// was written that day, copied so the migration never changes with the app.

type Run = { type: "text"; text: string; bold?: true };
type Inline = Run | { type: "link"; href: string; children: Run[] };
type Doc = { type: "doc"; version: 1; blocks: { type: "paragraph"; children: Inline[] }[] };

const TOKEN = /\*\*(?=\S)([^*\n]+?)(?<=\S)\*\*|\[([^[\]\n]+)\]\(([^()\s]+)\)/g;

/** The old pages' rule for a link: an absolute http(s) address, without spaces, quotes or angle brackets. */
function linkHref(raw: string): string | null {
  const value = raw.trim();
  if (!/^https?:\/\/[^/]/i.test(value) || /[\s<>"'`\\]/.test(value) || value.length > 2000) return null;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname ? value : null;
  } catch {
    return null;
  }
}

function inlines(paragraph: string): Inline[] {
  const out: Inline[] = [];
  const text = (s: string) => {
    if (!s) return;
    const last = out[out.length - 1];
    if (last?.type === "text" && !last.bold) last.text += s;
    else out.push({ type: "text", text: s });
  };
  let at = 0;
  for (const m of paragraph.matchAll(TOKEN)) {
    text(paragraph.slice(at, m.index));
    if (m[1] !== undefined) out.push({ type: "text", text: m[1], bold: true });
    else {
      const href = linkHref(m[3]!);
      if (href) out.push({ type: "link", href, children: [{ type: "text", text: m[2]! }] });
      else text(m[0]);
    }
    at = m.index + m[0].length;
  }
  text(paragraph.slice(at));
  return out;
}

/** A text in the news markup as the document the pages showed for it. */
export function markupToDocument(markup: string): Doc {
  const paragraphs = markup
    .split(/\r?\n[ \t]*\r?\n/)
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
  return { type: "doc", version: 1, blocks: paragraphs.map((p) => ({ type: "paragraph", children: inlines(p) })) };
}

/** A document back in the news markup (for `down`): headings and lists as paragraphs of their words. */
function documentToMarkup(doc: any): string {
  const words = (pieces: any[]): string =>
    pieces
      .map((p) =>
        p.type === "link"
          ? p.href.startsWith("/")
            ? words(p.children)
            : `[${p.children.map((r: any) => r.text).join("")}](${p.href})`
          : p.bold
            ? `**${p.text}**`
            : p.text,
      )
      .join("");
  return doc.blocks
    .map((b: any) =>
      b.type === "list"
        ? b.items.map((i: any, n: number) => `${b.ordered ? `${n + 1}.` : "-"} ${words(i.children)}`).join("\n")
        : words(b.children),
    )
    .join("\n\n");
}

const isDocument = (text: string) => text.startsWith('{"type":"doc","version":1,');

/** The text columns of long texts: table, key column, text column. */
const TEXTS = [
  ["news", "code", "description"],
  ["news_revisions", "id", "description"],
  ["newsletter_issues", "id", "body"],
] as const;

/** Rewrites every row's text with `convert`, 200 rows at a time in key order (a large table is never read whole). */
async function rewrite(db: Kysely<any>, convert: (text: string) => string | null) {
  for (const [table, key, column] of TEXTS) {
    let after = -1;
    for (;;) {
      const rows = await db
        .selectFrom(table)
        .select([key, column])
        .where(key, ">", after)
        .orderBy(key)
        .limit(200)
        .execute();
      if (rows.length === 0) break;
      for (const row of rows) {
        const next = convert(String(row[column]));
        if (next !== null)
          await db
            .updateTable(table)
            .set({ [column]: next })
            .where(key, "=", row[key])
            .execute();
      }
      after = Number(rows[rows.length - 1]![key]);
    }
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  await rewrite(db, (text) => (isDocument(text) ? null : JSON.stringify(markupToDocument(text))));
}

export async function down(db: Kysely<any>): Promise<void> {
  await rewrite(db, (text) => (isDocument(text) ? documentToMarkup(JSON.parse(text)) : null));
}
