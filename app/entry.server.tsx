import { PassThrough } from "node:stream";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { renderToPipeableStream } from "react-dom/server";
import { NonceContext } from "./components/nonce";
import { StylesheetReaderContext } from "./components/stylesheet";
import { HTML_CACHE_CONTROL, PAGE_CACHE_HEADER } from "./shared/page-cache-headers";
import { isStaffPath } from "./domain/staff/staff-path";

export const streamTimeout = 5_000;

/**
 * Renders the whole document before answering (no streaming): pages are small, the status code is
 * final, and the HTML can be kept in the page cache when the route allows it.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  // A route that chose stricter caching keeps it, and so does the staff console, whose every answer the
  // server marks no-store (server/http/staff-responses.ts).
  if (!responseHeaders.has("Cache-Control") && !isStaffPath(new URL(request.url).pathname)) {
    responseHeaders.set("Cache-Control", HTML_CACHE_CONTROL);
  }
  // A page made from drafts for the staff member previewing them: no cache keeps it, nothing indexes it.
  if (loadContext.previewing) markPreview(responseHeaders);
  if (request.method.toUpperCase() === "HEAD") {
    responseHeaders.delete(PAGE_CACHE_HEADER);
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce, xsrfToken } = loadContext;

  return new Promise<Response>((resolve, reject) => {
    let failed = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <StylesheetReaderContext.Provider value={loadContext.readStylesheet}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </StylesheetReaderContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        // The page is sent whole (onAllReady), so a Suspense boundary's finished content is never moved
        // out into a hidden <div> that a script swaps in: a browser without JavaScript must see it (the
        // demo booking form, docs/decisions/0128). React does so for a boundary past 12,800 bytes of page.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          const chunks: Buffer[] = [];
          const body = new PassThrough();
          body.on("data", (c: Buffer) => chunks.push(c));
          body.on("end", () => {
            clearTimeout(timer);
            const html = withoutModulePreloads(Buffer.concat(chunks));
            // Only a page the cache may keep is decoded whole, and the bytes are handed on as they are
            // (a Response made from a buffer copies it): the inbox's slowest answers were the ones a
            // major collection interrupted, brought on by large strings and copies (docs/decisions/0068).
            if (responseStatusCode === 200 && !failed && responseHeaders.has(PAGE_CACHE_HEADER)) {
              const text = html.map((part) => part.toString("utf8")).join("");
              loadContext.pageCache.store(request.url, text, responseHeaders, { nonce, xsrfToken });
            } else {
              responseHeaders.delete(PAGE_CACHE_HEADER);
            }
            resolve(new Response(streamOf(html), { headers: responseHeaders, status: responseStatusCode }));
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          failed = true;
          responseStatusCode = 500;
          console.error(error);
        },
      },
    );
    const timer = setTimeout(() => abort(), streamTimeout + 1000);
  });
}

/** A route's data for a client-side navigation: the page-cache request is for documents only. */
export function handleDataRequest(response: Response, { context }: { context: AppLoadContext }): Response {
  response.headers.delete(PAGE_CACHE_HEADER);
  if (context.previewing) markPreview(response.headers);
  return response;
}

function markPreview(headers: Headers) {
  headers.set("Cache-Control", "private, no-store");
  headers.set("X-Robots-Tag", "noindex");
  headers.delete(PAGE_CACHE_HEADER);
}

/**
 * The router's report of an error. A refusal it answers itself with a 4xx (a POST to a page that has
 * no form, a page that does not exist) is a visitor's mistake, already in the request's log line:
 * not a failure to print with its stack.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  console.error(error);
};

/**
 * Drops the <link rel="modulepreload"> hints React hoists into <head>. Preloaded at high priority,
 * the scripts (about 120 KB) compete with the page itself on a slow mobile link and delay the first
 * paint; without the hints they load right after it, and the server-rendered page is already whole.
 * The whole document is rendered before it is sent, so every hint is in <head>: only it is decoded,
 * and the document comes back in parts, the rest of it not copied.
 */
export function withoutModulePreloads(html: Buffer): Buffer[] {
  const headEnd = html.indexOf("</head>");
  const end = headEnd < 0 ? html.length : headEnd;
  const head = html.toString("utf8", 0, end);
  const kept = head.replace(/<link rel="modulepreload"[^>]*>/g, "");
  return kept.length === head.length ? [html] : [Buffer.from(kept), html.subarray(end)];
}

/** A body of these bytes, without the copy `new Response(buffer)` makes. */
function streamOf(parts: Buffer[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const part of parts) if (part.length > 0) controller.enqueue(part);
      controller.close();
    },
  });
}
