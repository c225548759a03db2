import { storableText } from "../validation/patterns";

/**
 * Free text a console page takes from its address (a search, an e-mail or mobile filter): trimmed, cut
 * to `max` characters, and without what no text field may hold (NUL, an unpaired surrogate, including
 * half of a pair the cut split), which PostgreSQL refuses as a query parameter.
 */
export function filterText(value: string | null, max: number): string {
  return storableText((value ?? "").trim().slice(0, max)).trim();
}
