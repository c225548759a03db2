import type { AppLoadContext } from "react-router";
import { XSRF_FIELD, XSRF_REJECTED_MESSAGE } from "~/domain/xsrf";

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

/** The most a form post to a page may carry: a 1 MiB resume and the fields, as PostJobApplication. */
export const FORM_POST_MAX_BYTES = 2 * 1024 * 1024;

/**
 * Reads a posted form (urlencoded or multipart) without ever holding more than `maxBytes` of it:
 * "too-large" past the limit, "malformed" when the body is not a form.
 */
export async function readFormData(
  request: Request,
  maxBytes = FORM_POST_MAX_BYTES,
): Promise<FormData | "too-large" | "malformed"> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) return "too-large";
  if (!request.body) return "malformed";
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => {});
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

export const FORM_MALFORMED_MESSAGE = "The form could not be read. Please reload the page and try again.";
