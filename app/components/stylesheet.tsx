import { createContext, useContext } from "react";
import { useNonce } from "./nonce";

/** On the server: reads a built stylesheet by its URL, or null when there is no build (development). */
export const StylesheetReaderContext = createContext<((href: string) => string | null) | null>(null);

/**
 * The site's stylesheet, inside the page when a build is available: one round trip less before the
 * first paint on a slow mobile network (the CSS is small). In the browser the component renders what
 * the server sent, so hydration finds the same element; in development it is a plain link that Vite
 * can hot-reload.
 */
export function Stylesheet({ href }: { href: string }) {
  const nonce = useNonce();
  const read = useContext(StylesheetReaderContext);
  let css: string | null;
  if (typeof document === "undefined") {
    css = read?.(href) ?? null;
  } else {
    css = document.querySelector(`style[data-href="${CSS.escape(href)}"]`)?.innerHTML ?? null;
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
