import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * Reads a built stylesheet by its URL (/assets/…css) for inlining into pages, once per file; null
 * when the file is not there (development, where Vite serves styles itself).
 */
export function createStylesheetReader(clientDir: string) {
  const cache = new Map<string, string | null>();
  return (href: string): string | null => {
    if (!/^\/assets\/[\w.-]+\.css$/.test(href)) return null;
    if (!cache.has(href)) {
      const file = path.join(clientDir, href);
      const css = existsSync(file) ? readFileSync(file, "utf8") : null;
      // A stylesheet that could close the <style> element is linked, never inlined.
      cache.set(href, css !== null && !css.includes("</") ? css : null);
    }
    return cache.get(href)!;
  };
}
