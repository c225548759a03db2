import type { AppLoadContext } from "react-router";
import { bodyLimits } from "~/shared/request-limits";
import { XSRF_FIELD, XSRF_REJECTED_MESSAGE } from "~/shared/xsrf";

export { XSRF_REJECTED_MESSAGE };

/**
 * A plain HTML post carries the XSRF token in a hidden field; it must be this browser's valid cookie
 * token. The server checks it (the load context's xsrfMatches), as it checks the API's header.
 */
export function formXsrfValid(form: FormData, context: AppLoadContext): boolean {
  return context.xsrfMatches(form.get(XSRF_FIELD));
}

/** What the API's clients send as IpAddress and BrowserInfo, taken from the request itself for a form post. */
export function formClientContext(request: Request, context: AppLoadContext) {
  return { IpAddress: context.clientIp, BrowserInfo: (request.headers.get("user-agent") ?? "").slice(0, 500) };
}

/** The text fields of a posted form (files and the XSRF field left out), to send back after a failure. */
export function textValues(form: FormData, names: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const n of names) {
    const v = form.get(n);
    out[n] = typeof v === "string" ? v : "";
  }
  return out;
}

/**
 * Reads a posted form (urlencoded or multipart) without ever holding more than `maxBytes` of it:
 * "too-large" past the limit, "malformed" when the body is not a form.
 */
export async function readFormData(
  request: Request,
  maxBytes = bodyLimits.resume.bytes,
): Promise<FormData | "too-large" | "malformed"> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) {
    if (request.body) void discardRest(request.body.getReader(), maxBytes);
    return "too-large";
  }
  if (!request.body) return "malformed";
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      void discardRest(reader, maxBytes);
      return "too-large";
    }
    chunks.push(value);
  }
  try {
    return await new Response(Buffer.concat(chunks), {
      headers: { "content-type": request.headers.get("content-type") ?? "" },
    }).formData();
  } catch {
    return "malformed";
  }
}

/**
 * Reads and drops the rest of a body refused as too large, while the 413 is sent. Cancelling the
 * stream instead would destroy the connection, and a client still sending (a chunked upload) would
 * get no answer at all. Past `limitBytes` more it is cancelled after all; the server's request
 * timeout ends a body that trickles on.
 */
async function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>, limitBytes: number) {
  let discarded = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      discarded += value.byteLength;
      if (discarded > limitBytes * 4) return void (await reader.cancel());
    }
  } catch {
    // The connection went away: nothing left to drop.
  }
}

export const FORM_MALFORMED_MESSAGE = "The form could not be read. Please reload the page and try again.";
