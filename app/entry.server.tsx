import { PassThrough } from "node:stream";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { renderToPipeableStream } from "react-dom/server";
import { NonceContext } from "./components/nonce";
import { StylesheetReaderContext } from "./components/stylesheet";
import { HTML_CACHE_CONTROL, PAGE_CACHE_HEADER } from "./domain/page-cache-headers";
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
        onAllReady() {
          const chunks: Buffer[] = [];
          const body = new PassThrough();
          body.on("data", (c: Buffer) => chunks.push(c));
          body.on("end", () => {
            clearTimeout(timer);
            const html = withoutModulePreloads(Buffer.concat(chunks).toString("utf8"));
            if (responseStatusCode === 200 && !failed) {
              loadContext.pageCache.store(request.url, html, responseHeaders, { nonce, xsrfToken });
            } else {
              responseHeaders.delete(PAGE_CACHE_HEADER);
            }
            resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
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
export function handleDataRequest(response: Response): Response {
  response.headers.delete(PAGE_CACHE_HEADER);
  return response;
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
 */
function withoutModulePreloads(html: string): string {
  return html.replace(/<link rel="modulepreload"[^>]*>/g, "");
}
