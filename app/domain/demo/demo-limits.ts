/**
 * How far one source may go with the public demo pages (docs/product.md §2.20, "Limits"): every bound the
 * booking, the private link and their mails obey, in one place. A source is the client's address (as the
 * rate limits see it) or the e-mail domain typed; at a free webmail domain, the address itself.
 */
export const DEMO_LIMITS = {
  /** Moves one booking's private link may make; cancelling stays open. */
  movesPerBooking: 3,
  /** Demos still to come booked from one client address. */
  futureDemosPerClientAddress: 5,
  /** Demos still to come booked with addresses of one e-mail domain (one address at a free webmail domain). */
  futureDemosPerMailDomain: 5,
  /**
   * The share of the times the presenters offer (counted as if nobody had booked) kept for sources that
   * hold no demo to come: a source that holds one may take another only while more than this share is free.
   */
  reservedShare: 0.25,
} as const;
