import type { IncomingMessage, ServerResponse } from "node:http";
import { bodyLimits } from "~/shared/request-limits";

/**
 * Whether a request's body is a small one: any body but a multipart upload (a resume, a news picture)
 * or one declared larger than the small forms' limit (the API's resume as JSON). Such a body is a few
 * kilobytes, so it gets a deadline much shorter than the whole request's (docs/decisions/0100).
 */
export function hasSmallBody(req: IncomingMessage): boolean {
  const chunked = req.headers["transfer-encoding"] !== undefined;
  const length = Number(req.headers["content-length"] ?? 0);
  if (!chunked && !(length > 0)) return false;
  if (/^\s*multipart\//i.test(req.headers["content-type"] ?? "")) return false;
  return chunked || length <= bodyLimits.small.bytes;
}

/**
 * Calls `onLate` when a small body has not fully arrived `ms` after its headers did. Nothing happens
 * once the body is in or the response is over.
 */
export function watchSmallBody(req: IncomingMessage, res: ServerResponse, ms: number, onLate: () => void): void {
  if (req.complete || !hasSmallBody(req)) return;
  const timer = setTimeout(() => {
    if (!req.complete && !res.writableEnded) onLate();
  }, ms);
  const stop = () => clearTimeout(timer);
  req.once("end", stop);
  res.once("close", stop);
}
