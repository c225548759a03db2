import { useEffect, useState, type ReactNode } from "react";
import type { UIMatch } from "react-router";

// True in the browser until the page's first hydration has committed (useFirstHydrationDone, in the root
// layout, ends it); false on the server, where everything renders as usual.
let firstHydration = typeof document !== "undefined";

/** Ends the first hydration: later renders in the browser are client renders (a navigation, a new page). */
export function useFirstHydrationDone() {
  useEffect(() => {
    firstHydration = false;
  }, []);
}

/**
 * Content with nothing to do in the browser (text, pictures, plain links): when the page first loads, the
 * browser keeps the server's HTML of it as it is, and React neither runs its components nor walks its
 * elements (docs/decisions/0156). React leaves the children of an element with `dangerouslySetInnerHTML`
 * alone while hydrating, and an unchanged `__html` is never written, so the server's DOM stays. Its links
 * are then plain links (a document load, as without JavaScript). Rendered later in the browser (after a
 * navigation, or when `version` changes: the same route showing other data), it renders its children.
 * The wrapper is `display: contents`, so it changes no layout.
 */
export function ServerHtml({ children, version = "" }: { children: ReactNode; version?: string }) {
  const [kept] = useState(() => (firstHydration ? version : null));
  if (kept === version) {
    return <div className="contents" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: "" }} />;
  }
  return <div className="contents">{children}</div>;
}

/** A route's `handle` when its whole page is server HTML: text, pictures and links, no island. */
export const serverHtmlPage = { serverHtml: true } as const;

/** Whether the page shown (the deepest route) is one without islands. */
export function isServerHtmlPage(matches: UIMatch[]): boolean {
  const handle = matches.at(-1)?.handle as { serverHtml?: boolean } | undefined;
  return handle?.serverHtml === true;
}
