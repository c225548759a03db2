/**
 * Public answers that change the moment staff publish something (the sitemap, the job feeds, the News
 * and job APIs): any cache may keep them, but must ask the server before each reuse, and the asking is
 * cheap because the answer carries a validator of its content (docs/decisions/0070).
 */
export const REVALIDATE_CACHE_CONTROL = "public, no-cache";

/**
 * A weak validator of the body: weak because the compression middleware may send the same content
 * gzipped, and a strong validator would have to differ between the two encodings.
 */
export async function entityTag(body: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(body)));
  const hex = Array.from(digest.subarray(0, 16), (b) => b.toString(16).padStart(2, "0")).join("");
  return `W/"${hex}"`;
}

/** If-None-Match against the current validator, compared weakly (RFC 9110 §13.1.2): a list, or `*`. */
export function matchesEntityTag(ifNoneMatch: string | null | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  const opaque = (t: string) => t.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((sent) => opaque(sent) === opaque(tag));
}
