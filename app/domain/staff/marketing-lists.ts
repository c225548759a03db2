import { filterText } from "./filter-text";
import { parseRecordId } from "./record-id";

/**
 * The marketing lists of the console, contact messages and newsletter subscribers (docs/product.md §10.5): page size, what
 * their addresses (URLs) may ask for, and the reply link. Pure; the routes and services share it.
 */

/** Rows per page of the messages and subscribers lists. */
export const MARKETING_LIST_PAGE_SIZE = 50;

/** The longest search text taken from a URL; longer is cut. */
export const SEARCH_MAX_LENGTH = 200;

/** A list's query: free text (empty: everything) and the keyset cursor (the id the page starts below). */
export type MarketingListQuery = { search: string; before: number | null };

export function parseMarketingListQuery(params: URLSearchParams): MarketingListQuery {
  return {
    search: filterText(params.get("q"), SEARCH_MAX_LENGTH),
    before: parseRecordId(params.get("before")),
  };
}

/** The list's address for a query; empty values are left out. */
export function marketingListHref(path: string, query: Partial<MarketingListQuery>): string {
  const params = new URLSearchParams();
  if (query.search) params.set("q", query.search);
  if (query.before) params.set("before", String(query.before));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** "Re: <subject>", not "Re: Re: …"; line breaks flattened so no mail program takes them as headers. */
export function replySubject(subject: string): string {
  const flat = subject.replace(/[\r\n]+/g, " ").trim();
  return /^re:/i.test(flat) ? flat : `Re: ${flat}`;
}

/**
 * A `mailto:` link (RFC 6068) that opens the staff member's mail program on a reply: the sender's
 * address, and the subject. Both are percent-encoded, so an address or subject with `?`, `&`, `#` or
 * `%` cannot add fields (a `cc`, a `body`) to the link.
 */
export function replyMailto(email: string, subject: string): string {
  const to = encodeURIComponent(email.trim()).replace(/%40/g, "@");
  return `mailto:${to}?subject=${encodeURIComponent(replySubject(subject))}`;
}

/** A subscriber's state as the list shows it. */
export type SubscriberState = "confirmed" | "waiting";
export const SUBSCRIBER_STATE_LABELS: Record<SubscriberState, string> = {
  confirmed: "Confirmed",
  waiting: "Waiting for confirmation",
};

export const marketingListMessages = {
  noSuchMessage: "There is no such message.",
  noSuchSubscriber: "That subscriber has been removed already.",
  removeNotConfirmed: "Tick the box to confirm that this address should be removed.",
} as const;
