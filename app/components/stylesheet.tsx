import { createContext, useContext } from "react";
import { useNonce } from "./nonce";

/** On the server: reads a built stylesheet by its URL, or null when there is no build (development). */
export const StylesheetReaderContext = createContext<((href: string) => string | null) | null>(null);

/**
 * The site's stylesheet, inside the page when a build is available: one round trip less before the
 * first paint on a slow mobile network (the CSS is small). In the browser the component renders what
 * the server sent, so hydration finds the same element; in development it is a plain link that Vite
 * can hot-reload.
 *
 * The browser renders it afresh too, not only when hydrating: a page that fails after a click (a 404, a
 * 403) swaps the whole document for the error screen, and the new <style> must carry the page's nonce or
 * the CSP blocks it. The nonce is read from the element the server sent (browsers hide the attribute but
 * keep the value in the `nonce` property).
 */
export function Stylesheet({ href }: { href: string }) {
  const read = useContext(StylesheetReaderContext);
  let nonce = useNonce();
  let css: string | null;
  if (typeof document === "undefined") {
    css = read?.(href) ?? null;
  } else {
    const sent = document.querySelector<HTMLStyleElement>(`style[data-href="${CSS.escape(href)}"]`);
    css = sent?.innerHTML ?? null;
    nonce ||= sent?.nonce ?? "";
  }
  if (css === null) return <link rel="stylesheet" href={href} nonce={nonce || undefined} />;
  return (
    <style
      nonce={nonce || undefined}
      data-href={href}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: css }}
    />
  );
}
