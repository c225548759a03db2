/** Network errors, and PostgreSQL's own codes for "not now" (class 08, connection exception; 57P0x, shutting down or starting). */
const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENOTFOUND",
  "57P01",
  "57P02",
  "57P03",
]);

/**
 * True when an error means the database cannot be reached just now (stopped, restarting, the network
 * gone), as opposed to a mistake in a query: the request can be tried again later, and is answered 503.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === "object" && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === "string" && (UNAVAILABLE_CODES.has(code) || code.startsWith("08"))) return true;
    if (typeof message === "string" && /Connection terminated|timeout exceeded when trying to connect/i.test(message)) {
      return true;
    }
  }
  return false;
}
