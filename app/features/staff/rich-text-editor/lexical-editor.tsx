import { $isLinkNode, LinkNode, TOGGLE_LINK_COMMAND, $createLinkNode } from "@lexical/link";
import {
  $isListNode,
  INSERT_ORDERED_LIST_COMMAND,
  INSERT_UNORDERED_LIST_COMMAND,
  ListItemNode,
  ListNode,
  REMOVE_LIST_COMMAND,
} from "@lexical/list";
import { LexicalComposer } from "@lexical/react/LexicalComposer";
import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import { ContentEditable } from "@lexical/react/LexicalContentEditable";
import { LexicalErrorBoundary } from "@lexical/react/LexicalErrorBoundary";
import { HistoryPlugin } from "@lexical/react/LexicalHistoryPlugin";
import { LinkPlugin } from "@lexical/react/LexicalLinkPlugin";
import { ListPlugin } from "@lexical/react/LexicalListPlugin";
import { RichTextPlugin } from "@lexical/react/LexicalRichTextPlugin";
import { $createHeadingNode, $isHeadingNode, HeadingNode } from "@lexical/rich-text";
import { $setBlocksType } from "@lexical/selection";
import { $findMatchingParent, mergeRegister } from "@lexical/utils";
import {
  $createParagraphNode,
  $createTextNode,
  $getSelection,
  $isRangeSelection,
  $setSelection,
  COMMAND_PRIORITY_CRITICAL,
  COMMAND_PRIORITY_HIGH,
  CONTROLLED_TEXT_INSERTION_COMMAND,
  FORMAT_TEXT_COMMAND,
  PASTE_COMMAND,
  type BaseSelection,
  type EditorThemeClasses,
  type LexicalEditor,
} from "lexical";
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { inputClass } from "~/components/forms/text-field";
import { richTextHref, richTextLinkMessage } from "~/domain/rich-text/links";
import { $docFromEditor, $fillFromDoc, $insertMarkup } from "./lexical-document";
import type { RichTextDoc } from "~/domain/rich-text/model";
import type { RichTextEditorProps } from "./rich-text-field";
import { RICH_TEXT_JSON, richTextFormatField } from "./rich-text-input";

/** The editor's look: the public page's elements, smaller (app/components/rich-text). */
const theme: EditorThemeClasses = {
  paragraph: "my-2",
  heading: { h2: "mt-4 mb-2 text-xl font-bold text-brand-950", h3: "mt-3 mb-2 text-lg font-semibold text-brand-950" },
  list: { ul: "my-2 list-disc pl-6", ol: "my-2 list-decimal pl-6", listitem: "my-1" },
  link: "font-semibold text-brand-700 underline underline-offset-2",
  text: { bold: "font-semibold text-slate-900", italic: "italic" },
};

type BlockStyle = "paragraph" | "h2" | "h3" | "bullet" | "number";
type ToolbarState = { bold: boolean; italic: boolean; block: BlockStyle; link: string | null };
const INITIAL: ToolbarState = { bold: false, italic: false, block: "paragraph", link: null };

/** What the selection is in: its marks, its block's style and the link around it. */
function readToolbarState(): ToolbarState {
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return INITIAL;
  const anchor = selection.anchor.getNode();
  const top = anchor.getKey() === "root" ? null : anchor.getTopLevelElement();
  let block: BlockStyle = "paragraph";
  if ($isListNode(top)) block = top.getListType() === "number" ? "number" : "bullet";
  else if ($isHeadingNode(top)) block = top.getTag() === "h3" ? "h3" : "h2";
  const link = $findMatchingParent(anchor, $isLinkNode);
  return {
    bold: selection.hasFormat("bold"),
    italic: selection.hasFormat("italic"),
    block,
    link: $isLinkNode(link) ? link.getURL() : null,
  };
}

/** Three lines with bullets, or with 1, 2, 3 (drawn, so they are no text of the button's) before them. */
const DIGITS = [
  "M1 2.2 2.3 1.3V6",
  "M.8 7.3Q2 6 3.2 7T.8 10.6H3.5",
  "M.8 11.9H3.2L1.8 13.4Q3.5 13.5 3.2 15.2 2.3 16.4.8 15.6",
];
function ListIcon({ numbered }: { numbered: boolean }) {
  return (
    <svg aria-hidden="true" width="18" height="18" viewBox="0 0 18 18">
      {[4, 9, 14].map((y, i) =>
        numbered ? (
          <path key={y} d={DIGITS[i]} fill="none" stroke="currentColor" strokeWidth="1" strokeLinecap="round" />
        ) : (
          <circle key={y} cx="2.5" cy={y} r="1.6" fill="currentColor" />
        ),
      )}
      {[4, 9, 14].map((y) => (
        <rect key={y} x="6" y={y - 0.9} width="12" height="1.8" rx="0.9" fill="currentColor" />
      ))}
    </svg>
  );
}

function ToolButton({
  pressed,
  onPress,
  children,
  label,
  shortcut,
}: {
  pressed?: boolean;
  onPress: () => void;
  children: ReactNode;
  /** The button's name, when its face is a sign ("B") rather than words. */
  label?: string;
  shortcut?: string;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={label}
      aria-keyshortcuts={shortcut}
      title={label && shortcut ? `${label} (${shortcut.replace("Control", "Ctrl")})` : label}
      // Keeps the text's selection while the button is pressed with the mouse.
      onMouseDown={(e) => e.preventDefault()}
      onClick={onPress}
      className="inline-flex min-h-10 min-w-10 items-center justify-center gap-1.5 rounded-md border border-slate-300 bg-white px-2.5 text-sm font-semibold text-slate-800 hover:bg-slate-100 aria-pressed:border-brand-700 aria-pressed:bg-brand-50 aria-pressed:text-brand-900"
    >
      {children}
    </button>
  );
}

/** The link panel: asks for the address, refuses one that is not allowed, adds, changes or removes the link. */
function LinkPanel({
  editor,
  initial,
  selection,
  close,
  id,
}: {
  editor: LexicalEditor;
  initial: string;
  selection: BaseSelection | null;
  close: () => void;
  id: string;
}) {
  const [address, setAddress] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);

  const finish = () => {
    close();
    editor.focus();
  };
  const apply = () => {
    const href = richTextHref(address);
    if (!href) {
      setError(richTextLinkMessage);
      input.current?.focus();
      return;
    }
    editor.update(() => {
      if (selection) $setSelection(selection.clone());
      const current = $getSelection();
      if ($isRangeSelection(current) && current.isCollapsed() && !initial) {
        // Nothing chosen: the address itself becomes the link's words.
        current.insertNodes([$createLinkNode(href).append($createTextNode(href))]);
      } else editor.dispatchCommand(TOGGLE_LINK_COMMAND, href);
    });
    finish();
  };
  const remove = () => {
    editor.update(() => {
      if (selection) $setSelection(selection.clone());
      editor.dispatchCommand(TOGGLE_LINK_COMMAND, null);
    });
    finish();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    // Enter would send the whole form: here it adds the link.
    if (e.key === "Enter") {
      e.preventDefault();
      apply();
    } else if (e.key === "Escape") {
      e.preventDefault();
      finish();
    }
  };
  return (
    <div
      role="group"
      aria-label="Link"
      className="flex flex-wrap items-end gap-2 border-t border-slate-200 bg-slate-50 p-3"
    >
      <div className="min-w-0 grow basis-64">
        <label htmlFor={`${id}-link`} className="block text-sm font-semibold text-slate-800">
          Link address
        </label>
        <input
          ref={input}
          id={`${id}-link`}
          type="text"
          inputMode="url"
          autoComplete="off"
          value={address}
          onChange={(e) => {
            setAddress(e.target.value);
            setError(null);
          }}
          onKeyDown={onKeyDown}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-link-error` : `${id}-link-hint`}
          className={inputClass}
        />
        {error ? (
          <p id={`${id}-link-error`} role="alert" className="mt-1 text-sm font-semibold text-red-700">
            {error}
          </p>
        ) : (
          <p id={`${id}-link-hint`} className="mt-1 text-xs text-slate-600">
            https://… or a page of this site, such as /contact-us
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-2 pb-6">
        <button
          type="button"
          onClick={apply}
          className="rounded-md bg-brand-700 px-3 py-2 text-sm font-bold text-white hover:bg-brand-800"
        >
          {initial ? "Change link" : "Add link"}
        </button>
        {initial && (
          <button
            type="button"
            onClick={remove}
            className="rounded-md border border-red-700 bg-white px-3 py-2 text-sm font-semibold text-red-800 hover:bg-red-50"
          >
            Remove link
          </button>
        )}
        <button
          type="button"
          onClick={finish}
          className="rounded-md border border-slate-400 bg-white px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100"
        >
          Cancel
        </button>
      </div>
    </div>
  );
}

/** The buttons above the text, and the hidden inputs that carry the document with the form. */
function Toolbar({ id, name }: { id: string; name: string }) {
  const [editor] = useLexicalComposerContext();
  const [state, setState] = useState<ToolbarState>(INITIAL);
  const [json, setJson] = useState(() => JSON.stringify(editor.getEditorState().read($docFromEditor)));
  const [linkFor, setLinkFor] = useState<{ selection: BaseSelection | null; href: string } | null>(null);
  const panelId = useId();

  useEffect(
    () =>
      mergeRegister(
        editor.registerUpdateListener(({ editorState }) => {
          editorState.read(() => {
            setState(readToolbarState());
            setJson(JSON.stringify($docFromEditor()));
          });
        }),
        // Underline, strikethrough, code and the rest are not part of a long text: their keys do nothing.
        editor.registerCommand(
          FORMAT_TEXT_COMMAND,
          (format) => format !== "bold" && format !== "italic",
          COMMAND_PRIORITY_CRITICAL,
        ),
        // Text in the markup, inserted at once (dropped, or typed by a tool) or pasted as plain text, is formatted.
        editor.registerCommand(
          CONTROLLED_TEXT_INSERTION_COMMAND,
          (input) => {
            const text = typeof input === "string" ? input : (input.data ?? input.dataTransfer?.getData("text/plain"));
            return text ? $insertMarkup(text) : false;
          },
          COMMAND_PRIORITY_HIGH,
        ),
        editor.registerCommand(
          PASTE_COMMAND,
          (event) => {
            const data = "clipboardData" in event ? event.clipboardData : null;
            if (!data || data.types.includes("text/html")) return false;
            const handled = $insertMarkup(data.getData("text/plain"));
            if (handled) event.preventDefault();
            return handled;
          },
          COMMAND_PRIORITY_HIGH,
        ),
      ),
    [editor],
  );

  const setBlock = (style: BlockStyle) => {
    if (style === "bullet" || style === "number") {
      editor.dispatchCommand(
        state.block === style
          ? REMOVE_LIST_COMMAND
          : style === "bullet"
            ? INSERT_UNORDERED_LIST_COMMAND
            : INSERT_ORDERED_LIST_COMMAND,
        undefined,
      );
      return;
    }
    if (state.block === "bullet" || state.block === "number") editor.dispatchCommand(REMOVE_LIST_COMMAND, undefined);
    editor.update(() => {
      const selection = $getSelection();
      $setBlocksType(selection, () => (style === "paragraph" ? $createParagraphNode() : $createHeadingNode(style)));
    });
  };
  const openLink = () => {
    const selection = editor.getEditorState().read(() => $getSelection()?.clone() ?? null);
    setLinkFor({ selection, href: state.link ?? "" });
  };

  return (
    <>
      <div
        role="toolbar"
        aria-label="Formatting"
        aria-controls={id}
        className="flex flex-wrap items-center gap-1.5 border-b border-slate-300 bg-slate-50 p-2"
      >
        <label htmlFor={`${id}-style`} className="sr-only">
          Style of the paragraph
        </label>
        <select
          id={`${id}-style`}
          value={state.block === "bullet" || state.block === "number" ? "paragraph" : state.block}
          onChange={(e) => setBlock(e.target.value as BlockStyle)}
          className="min-h-10 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-800"
        >
          <option value="paragraph">Paragraph</option>
          <option value="h2">Heading</option>
          <option value="h3">Subheading</option>
        </select>
        <span className="mx-1 hidden h-6 w-px bg-slate-300 sm:block" aria-hidden="true" />
        <ToolButton
          label="Bold"
          shortcut="Control+B"
          pressed={state.bold}
          onPress={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, "bold")}
        >
          <span className="font-bold" aria-hidden="true">
            B
          </span>
        </ToolButton>
        <ToolButton
          label="Italic"
          shortcut="Control+I"
          pressed={state.italic}
          onPress={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, "italic")}
        >
          <span className="font-serif italic" aria-hidden="true">
            I
          </span>
        </ToolButton>
        <span className="mx-1 hidden h-6 w-px bg-slate-300 sm:block" aria-hidden="true" />
        <ToolButton label="Bulleted list" pressed={state.block === "bullet"} onPress={() => setBlock("bullet")}>
          <ListIcon numbered={false} />
          List
        </ToolButton>
        <ToolButton label="Numbered list" pressed={state.block === "number"} onPress={() => setBlock("number")}>
          <ListIcon numbered />
          List
        </ToolButton>
        <span className="mx-1 hidden h-6 w-px bg-slate-300 sm:block" aria-hidden="true" />
        <button
          type="button"
          aria-pressed={state.link !== null}
          aria-expanded={linkFor !== null}
          aria-controls={linkFor ? `${panelId}-panel` : undefined}
          onMouseDown={(e) => e.preventDefault()}
          onClick={openLink}
          className="inline-flex min-h-10 items-center justify-center rounded-md border border-slate-300 bg-white px-2.5 text-sm font-semibold text-slate-800 hover:bg-slate-100 aria-pressed:border-brand-700 aria-pressed:bg-brand-50 aria-pressed:text-brand-900"
        >
          Link
        </button>
      </div>
      {linkFor && (
        <div id={`${panelId}-panel`}>
          <LinkPanel
            editor={editor}
            initial={linkFor.href}
            selection={linkFor.selection}
            close={() => setLinkFor(null)}
            id={id}
          />
        </div>
      )}
      <input type="hidden" name={name} value={json} />
      <input type="hidden" name={richTextFormatField(name)} value={RICH_TEXT_JSON} />
    </>
  );
}

/**
 * The Lexical editor of a long text (loaded lazily by RichTextField): a toolbar (style of the paragraph,
 * bold, italic, lists, link) above an editable area labelled by the field's label; Ctrl+B and Ctrl+I mark
 * the selection, Tab leaves the text. Its document goes with the form in a hidden input.
 */
/**
 * React may draw the editor a moment before it shows it (a suspended part is revealed after a short delay),
 * while the textarea it replaces is still there to type in: once shown, it takes what was typed meanwhile.
 */
function TypedMeanwhile({ start, initial }: { start: () => RichTextDoc; initial: RichTextDoc }) {
  const [editor] = useLexicalComposerContext();
  // Once, when first shown: later, the editor's text is the person's, whatever the form around it redraws.
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    const now = start();
    if (JSON.stringify(now) !== JSON.stringify(initial)) editor.update(() => $fillFromDoc(now));
  }, [editor, start, initial]);
  return null;
}

export default function RichTextEditor({ name, id, label, start, error, hint }: RichTextEditorProps) {
  const [initial] = useState(start);
  const initialConfig = {
    namespace: `rich-text-${name}`,
    theme,
    nodes: [HeadingNode, ListNode, ListItemNode, LinkNode],
    editorState: () => $fillFromDoc(initial),
    onError: (e: Error) => {
      throw e;
    },
  };
  return (
    <div>
      <p id={`${id}-label`} className="block text-sm font-semibold text-slate-800">
        {label}
      </p>
      <LexicalComposer initialConfig={initialConfig}>
        <div
          className={`mt-1 overflow-hidden rounded-md border bg-white shadow-sm focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-500/40 ${error ? "border-red-700" : "border-slate-400"}`}
          data-testid="rich-text-editor"
        >
          <Toolbar id={id} name={name} />
          <RichTextPlugin
            contentEditable={
              <ContentEditable
                id={id}
                role="textbox"
                aria-multiline
                aria-labelledby={`${id}-label`}
                aria-describedby={[`${id}-hint`, error ? `${id}-error` : ""].filter(Boolean).join(" ")}
                aria-invalid={error ? true : undefined}
                className="min-h-64 px-3 py-2 text-base leading-7 text-slate-900 focus:outline-none"
              />
            }
            ErrorBoundary={LexicalErrorBoundary}
          />
          <TypedMeanwhile start={start} initial={initial} />
          <HistoryPlugin />
          <ListPlugin />
          <LinkPlugin validateUrl={(url) => richTextHref(url) !== null} />
        </div>
      </LexicalComposer>
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
        {hint}
        {hint ? " " : ""}Use the buttons above the text, Ctrl+B for bold and Ctrl+I for italic. Links go to https:// or
        http:// addresses, or to a page of this site starting with /.
      </p>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
