import { richTextHref } from "./links";
import {
  RICH_TEXT_LIMITS as L,
  type RichTextBlock,
  type RichTextDoc,
  type RichTextInline,
  type RichTextLink,
  type RichTextRun,
} from "./model";

/** What is wrong with a document sent by the editor, said to the person who wrote it. */
export const richTextMessages = {
  unreadable: "The text could not be read: it is not a document of the editor. Reload the page and try again.",
  tooLarge: `The text is too large to be read (at most ${L.jsonChars.toLocaleString("en")} characters with its formatting).`,
  tooManyBlocks: `The text has too many paragraphs, headings and lists: at most ${L.blocks.toLocaleString("en")}.`,
  tooManyInlines: `A paragraph has too many pieces of formatting: at most ${L.inlinesPerBlock.toLocaleString("en")}.`,
  tooManyItems: `A list has too many items: at most ${L.itemsPerList.toLocaleString("en")}.`,
  unknownBlock: (n: number) => `Part ${n} of the text is not a paragraph, a heading or a list.`,
  headingLevel: "A heading must be a heading (level 2) or a subheading (level 3).",
  unknownInline: "A piece of the text is neither text nor a link.",
  badLink: (text: string, href: string) =>
    `The link “${text}” goes to “${href}”: a link must go to an address starting with https:// or http://, or to a page of this site starting with / (such as /contact-us).`,
} as const;

type Outcome = { ok: true; doc: RichTextDoc } | { ok: false; message: string };
class Refusal extends Error {}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** A list of at most `max` entries, or a refusal with `tooMany`. */
function arrayOf(value: unknown, max: number, tooMany: string): unknown[] {
  if (!Array.isArray(value)) throw new Refusal(richTextMessages.unreadable);
  if (value.length > max) throw new Refusal(tooMany);
  return value;
}

const cleanText = (text: string) => text.replace(/\r\n?/g, "\n");

function readRun(value: unknown): RichTextRun | null {
  if (!isObject(value) || value.type !== "text" || typeof value.text !== "string")
    throw new Refusal(richTextMessages.unknownInline);
  const text = cleanText(value.text);
  if (text.length === 0) return null;
  return {
    type: "text",
    text,
    ...(value.bold === true && { bold: true }),
    ...(value.italic === true && { italic: true }),
  };
}

/** A link's runs as one text (for messages, and for a refused link kept as typed). */
const linkText = (runs: readonly RichTextRun[]) => runs.map((r) => r.text).join("");

function readInlines(value: unknown, keepBadLinks: boolean): RichTextInline[] {
  const out: RichTextInline[] = [];
  for (const piece of arrayOf(value, L.inlinesPerBlock, richTextMessages.tooManyInlines)) {
    if (isObject(piece) && piece.type === "link") {
      const runs = arrayOf(piece.children, L.runsPerLink, richTextMessages.tooManyInlines)
        .map(readRun)
        .filter((r): r is RichTextRun => r !== null);
      const typed = typeof piece.href === "string" ? piece.href : "";
      const href = richTextHref(typed);
      if (runs.length === 0) continue;
      if (href) out.push({ type: "link", href, children: runs } satisfies RichTextLink);
      else if (keepBadLinks) out.push({ type: "text", text: `[${linkText(runs)}](${typed})` });
      else throw new Refusal(richTextMessages.badLink(linkText(runs), typed));
    } else {
      const run = readRun(piece);
      if (run) out.push(run);
    }
  }
  return trimEdges(out);
}

/** Spaces and line breaks at the start and end of a block are dropped, as the markup's paragraphs are trimmed. */
function trimEdges(inlines: RichTextInline[]): RichTextInline[] {
  const trimRun = (run: RichTextRun, side: "start" | "end"): RichTextRun | null => {
    const text = side === "start" ? run.text.trimStart() : run.text.trimEnd();
    return text ? { ...run, text } : null;
  };
  const out = [...inlines];
  for (const side of ["start", "end"] as const) {
    while (out.length > 0) {
      const at = side === "start" ? 0 : out.length - 1;
      const piece = out[at]!;
      if (piece.type === "link") break;
      const trimmed = trimRun(piece, side);
      if (trimmed) {
        out[at] = trimmed;
        break;
      }
      out.splice(at, 1);
    }
  }
  return out;
}

function readBlock(value: unknown, n: number, keepBadLinks: boolean): RichTextBlock | null {
  if (!isObject(value)) throw new Refusal(richTextMessages.unknownBlock(n));
  if (value.type === "paragraph" || value.type === "heading") {
    const children = readInlines(value.children, keepBadLinks);
    if (children.length === 0) return null;
    if (value.type === "paragraph") return { type: "paragraph", children };
    if (value.level !== 2 && value.level !== 3) throw new Refusal(richTextMessages.headingLevel);
    return { type: "heading", level: value.level, children };
  }
  if (value.type === "list") {
    const items = arrayOf(value.items, L.itemsPerList, richTextMessages.tooManyItems)
      .map((item) => {
        if (!isObject(item)) throw new Refusal(richTextMessages.unknownBlock(n));
        return { children: readInlines(item.children, keepBadLinks) };
      })
      .filter((item) => item.children.length > 0);
    return items.length ? { type: "list", ordered: value.ordered === true, items } : null;
  }
  throw new Refusal(richTextMessages.unknownBlock(n));
}

function readDoc(value: unknown, keepBadLinks: boolean): RichTextDoc {
  if (!isObject(value) || value.type !== "doc" || value.version !== 1) throw new Refusal(richTextMessages.unreadable);
  const blocks = arrayOf(value.blocks, L.blocks, richTextMessages.tooManyBlocks)
    .map((b, i) => readBlock(b, i + 1, keepBadLinks))
    .filter((b): b is RichTextBlock => b !== null);
  return { type: "doc", version: 1, blocks };
}

function parseJson(json: string): unknown {
  if (json.length > L.jsonChars) throw new Refusal(richTextMessages.tooLarge);
  try {
    return JSON.parse(json) as unknown;
  } catch {
    throw new Refusal(richTextMessages.unreadable);
  }
}

/**
 * A document from untrusted JSON (what the editor posts), checked and normalised: only the known blocks,
 * pieces and marks are kept (anything else in the objects is dropped), empty pieces and blocks are removed,
 * blocks are trimmed, line ends are "\n". Refused with a message: JSON that is not a document, past the
 * limits (`RICH_TEXT_LIMITS`), a heading of another level, or a link to an address `richTextHref` refuses.
 */
export function parseRichTextJson(json: string): Outcome {
  try {
    return { ok: true, doc: readDoc(parseJson(json), false) };
  } catch (e) {
    if (e instanceof Refusal) return { ok: false, message: e.message };
    throw e;
  }
}

/**
 * The same document kept for the form after a refusal, so nothing typed is lost: a refused link becomes its
 * text in the markup's form ("[words](address)"), to be corrected. Null when it cannot be read at all.
 */
export function recoverRichTextJson(json: string): RichTextDoc | null {
  try {
    return readDoc(parseJson(json), true);
  } catch (e) {
    if (e instanceof Refusal) return null;
    throw e;
  }
}
