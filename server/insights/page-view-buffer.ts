/**
 * A view as the request left it, before anything is derived from it: held in memory only until the next
 * flush (a few seconds), where its day, visitor hash, source and device are worked out and only those are
 * written. The address and browser string never reach the database (decision 0169).
 */
export type PendingView = {
  /** When it was answered, in milliseconds. */
  at: number;
  /** The path and query asked for. */
  url: string;
  /** The Host the browser asked (this site's own links are not a source). */
  host: string;
  referrer: string | undefined;
  userAgent: string;
  ip: string;
  /** The proxy's country header as it came (checked at the flush), when INSIGHTS_COUNTRY_HEADER names one. */
  country?: string | undefined;
};

/**
 * The views waiting to be written, bounded: when it is full a view is dropped and counted rather than
 * let memory grow while the database is away (the count is logged at each flush).
 */
export class PageViewBuffer {
  #views: PendingView[] = [];
  #dropped = 0;

  constructor(readonly capacity: number) {}

  add(view: PendingView): void {
    if (this.#views.length >= this.capacity) this.#dropped++;
    else this.#views.push(view);
  }

  /** Takes up to `count` of the oldest views out of the buffer. */
  take(count: number): PendingView[] {
    return this.#views.splice(0, count);
  }

  /** Puts views that could not be written back in front, as far as there is room. */
  restore(views: readonly PendingView[]): void {
    const room = Math.max(0, this.capacity - this.#views.length);
    this.#dropped += views.length - Math.min(room, views.length);
    this.#views.unshift(...views.slice(0, room));
  }

  /** The views still waiting: a form's first touch looks here too. */
  get pending(): readonly PendingView[] {
    return this.#views;
  }

  get size(): number {
    return this.#views.length;
  }

  /** Views dropped since the last call. */
  takeDropped(): number {
    const n = this.#dropped;
    this.#dropped = 0;
    return n;
  }
}
