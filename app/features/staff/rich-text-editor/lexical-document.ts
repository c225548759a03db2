import { $createLinkNode, $isLinkNode } from "@lexical/link";
import { $createListItemNode, $createListNode, $isListItemNode, $isListNode, type ListNode } from "@lexical/list";
import { $createHeadingNode, $isHeadingNode } from "@lexical/rich-text";
import {
  $createLineBreakNode,
  $createParagraphNode,
  $createTextNode,
  $getRoot,
  $insertNodes,
  $isElementNode,
  $isLineBreakNode,
  $isTextNode,
  type ElementNode,
  type LexicalNode,
} from "lexical";
import { markupToDoc } from "~/domain/rich-text/markup";
import type {
  RichTextBlock,
  RichTextDoc,
  RichTextInline,
  RichTextListItem,
  RichTextRun,
} from "~/domain/rich-text/model";

/** A run's text as Lexical nodes: text with its marks, a line break for each "\n". */
function runNodes(run: RichTextRun): LexicalNode[] {
  return run.text.split("\n").flatMap((part, i) => {
    const nodes: LexicalNode[] = i > 0 ? [$createLineBreakNode()] : [];
    if (part) {
      const node = $createTextNode(part);
      if (run.bold) node.toggleFormat("bold");
      if (run.italic) node.toggleFormat("italic");
      nodes.push(node);
    }
    return nodes;
  });
}

function appendInlines(parent: ElementNode, inlines: readonly RichTextInline[]) {
  for (const piece of inlines) {
    if (piece.type === "text") parent.append(...runNodes(piece));
    else parent.append($createLinkNode(piece.href).append(...piece.children.flatMap(runNodes)));
  }
}

/** The document's blocks as Lexical nodes (inside an update). */
function $blockNodes(doc: RichTextDoc): ElementNode[] {
  return doc.blocks.map((block) => {
    if (block.type === "list") {
      const list = $createListNode(block.ordered ? "number" : "bullet");
      for (const item of block.items) {
        const li = $createListItemNode();
        appendInlines(li, item.children);
        list.append(li);
      }
      return list;
    }
    const element = block.type === "heading" ? $createHeadingNode(`h${block.level}`) : $createParagraphNode();
    appendInlines(element, block.children);
    return element;
  });
}

/** Fills the editor's root with the document (inside editor.update or as the initial editor state). */
export function $fillFromDoc(doc: RichTextDoc) {
  const root = $getRoot();
  root.clear();
  root.append(...$blockNodes(doc));
  if (root.getChildrenSize() === 0) root.append($createParagraphNode());
}

// A newline, **bold**, _italic_, [words](address), or a line starting "## ", "- " or "1. ".
const MARKUP = /\n|\*\*\S|(?:^|\s)_\S|\[[^\]\n]+\]\([^)\s]+\)|^#{2,3} |^[-*] |^\d{1,3}[.)] /m;

/**
 * Text written in the form's markup (docs/product.md §10.7), pasted as plain text or inserted at once, is
 * inserted formatted at the selection: the old texts and the textarea's copies keep their formatting when
 * they are brought into the editor. False (nothing done) for text without any markup.
 */
export function $insertMarkup(text: string): boolean {
  if (text.length < 2 || !MARKUP.test(text)) return false;
  const nodes = $blockNodes(markupToDoc(text));
  if (nodes.length === 0) return false;
  $insertNodes(nodes);
  return true;
}

type Marks = { bold?: true; italic?: true };

function pushRun(out: RichTextInline[], text: string, marks: Marks) {
  const last = out[out.length - 1];
  if (last?.type === "text" && last.bold === marks.bold && last.italic === marks.italic) last.text += text;
  else out.push({ type: "text", text, ...marks });
}

const marksOf = (node: LexicalNode): Marks =>
  $isTextNode(node)
    ? { ...(node.hasFormat("bold") && { bold: true }), ...(node.hasFormat("italic") && { italic: true }) }
    : {};

/** An element's inline pieces: text with bold and italic (other formats are not kept), line breaks, links. */
function inlinesOf(element: ElementNode): RichTextInline[] {
  const out: RichTextInline[] = [];
  const walk = (node: LexicalNode, into: RichTextInline[]) => {
    if ($isLinkNode(node)) {
      const runs: RichTextInline[] = [];
      for (const child of node.getChildren()) walk(child, runs);
      const children = runs.flatMap((r) => (r.type === "text" ? [r] : r.children));
      if (children.length) into.push({ type: "link", href: node.getURL(), children });
    } else if ($isLineBreakNode(node)) pushRun(into, "\n", {});
    else if ($isTextNode(node)) pushRun(into, node.getTextContent(), marksOf(node));
    else if ($isElementNode(node)) for (const child of node.getChildren()) walk(child, into);
    else pushRun(into, node.getTextContent(), {});
  };
  for (const child of element.getChildren()) walk(child, out);
  return out;
}

/** A list's items; an item indented under another (a nested list) is flattened into the same list. */
function itemsOf(list: ListNode): RichTextListItem[] {
  const items: RichTextListItem[] = [];
  for (const child of list.getChildren()) {
    if (!$isListItemNode(child)) continue;
    const nested = child.getChildren().filter($isListNode);
    if (nested.length) for (const inner of nested) items.push(...itemsOf(inner));
    else items.push({ children: inlinesOf(child) });
  }
  return items;
}

/** The editor's content as a document (inside editor.read or editorState.read). */
export function $docFromEditor(): RichTextDoc {
  const blocks: RichTextBlock[] = [];
  for (const node of $getRoot().getChildren()) {
    if ($isListNode(node)) {
      blocks.push({ type: "list", ordered: node.getListType() === "number", items: itemsOf(node) });
    } else if ($isHeadingNode(node)) {
      const level = ["h1", "h2"].includes(node.getTag()) ? 2 : 3;
      blocks.push({ type: "heading", level, children: inlinesOf(node) });
    } else if ($isElementNode(node)) blocks.push({ type: "paragraph", children: inlinesOf(node) });
  }
  return { type: "doc", version: 1, blocks };
}
