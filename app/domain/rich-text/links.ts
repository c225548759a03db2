import { RICH_TEXT_LIMITS } from "./model";

/**
 * Where a link may go: an absolute `http:` or `https:` address, or a page of this site (a path starting with
 * one "/"). Everything else is refused: `javascript:`, `data:`, `mailto:`, a protocol-relative "//host", a
 * relative path, and any address with spaces, quotes, angle brackets or backslashes.
 */
export function richTextHref(raw: string): string | null {
  const value = raw.trim();
  if (value.length === 0 || value.length > RICH_TEXT_LIMITS.hrefChars || /[\s<>"'`\\]/.test(value)) return null;
  if (value.startsWith("/")) return value.startsWith("//") ? null : value;
  if (!/^https?:\/\/[^/]/i.test(value)) return null;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname ? value : null;
  } catch {
    return null;
  }
}

/** What the editor's link button says of an address `richTextHref` refuses. */
export const richTextLinkMessage =
  "Enter an address starting with https:// or http://, or a page of this site starting with / (such as /contact-us).";

/** An address of another site (not a path of this one): such links get rel="noopener noreferrer nofollow". */
export const isExternalHref = (href: string) => !href.startsWith("/");

/** The address as a browser would write it (an absolute one normalised, "https://x.example" → "https://x.example/"). */
export function hrefForLink(href: string): string {
  if (!isExternalHref(href)) return href;
  try {
    return new URL(href).href;
  } catch {
    return href;
  }
}

/** A link's address for a mail or a feed, where a path of this site means nothing: made absolute on `siteUrl`. */
export const absoluteHref = (href: string, siteUrl: string) =>
  isExternalHref(href) ? hrefForLink(href) : siteUrl.replace(/\/+$/, "") + href;
