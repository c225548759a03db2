import { createReadableStreamFromReadable } from "@react-router/node";
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import { createRequestHandler as createFetchHandler, type ServerBuild } from "react-router";
import { sendResponse } from "./send-response";

/**
 * React Router's pages and resource routes served from Express, in place of @react-router/express's
 * adapter, whose response writer held every chunk of a download until its end (server/http/
 * send-response.ts, docs/decisions/0067). The Fetch request is made as that adapter made it. Remove it
 * with send-response.ts when we move to React Router 8 (which needs Node 22 and fixes the writer).
 */
export function createRequestHandler<Context>({
  build,
  mode,
  getLoadContext,
}: {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: string;
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => Context | Promise<Context>;
}) {
  const handleRequest = createFetchHandler(build, mode);
  type LoadContext = Parameters<typeof handleRequest>[1];
  /** The site's 404 page in place of a resource route's bare 404, that route's own headers kept. */
  const notFoundPage = async (request: Request, bare: Response, context: LoadContext): Promise<Response> => {
    const page = await handleRequest(
      new Request(new URL(NOT_FOUND_ADDRESS, request.url), {
        method: request.method,
        headers: request.headers,
        signal: request.signal,
      }),
      context,
    );
    const headers = new Headers(page.headers);
    for (const [name, value] of bare.headers) headers.set(name, value);
    return new Response(page.body, { status: 404, headers });
  };
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    try {
      const request = fetchRequestOf(req, res);
      const context = (await getLoadContext(req, res)) as LoadContext;
      const response = await handleRequest(request, context);
      await sendResponse(
        res,
        isBareNotFound(request, response) ? await notFoundPage(request, response, context) : response,
      );
    } catch (error) {
      next(error);
    }
  };
}

/**
 * An address no route claims but the catch-all (app/routes/$.tsx), whose page is the site's 404 page. Fixed,
 * so that the page says nothing of the address that was asked for (a secret, as a calendar feed's).
 */
const NOT_FOUND_ADDRESS = "/-/not-found";

/**
 * A resource route's "nothing here": a GET or HEAD answered 404 with no body and no Content-Type
 * (`throw new Response(null, { status: 404 })`, as app/routes/calendar.$file.ts does). React Router draws
 * pages only for routes with a component, and answers a resource route's thrown `data(null, 404)` as the
 * JSON `null`; such a 404 is answered with the site's 404 page instead. A page's own 404 (HTML) and a HEAD
 * of it (no body, but its Content-Type) are left as they are.
 */
function isBareNotFound(request: Request, response: Response): boolean {
  return (
    (request.method === "GET" || request.method === "HEAD") &&
    response.status === 404 &&
    response.body === null &&
    !response.headers.has("Content-Type")
  );
}

/**
 * The Fetch `Request` of an Express request: the address the visitor asked for (the forwarded host
 * when proxies are trusted), every header, the body as a stream, and a signal that aborts when the
 * visitor goes away before the answer is complete.
 */
export function fetchRequestOf(req: ExpressRequest, res: ExpressResponse): Request {
  const [, forwardedPort] = req.app.enabled("trust proxy") ? (req.get("X-Forwarded-Host")?.split(":") ?? []) : [];
  const [, hostPort] = req.get("host")?.split(":") ?? [];
  const port = [Number.parseInt(forwardedPort ?? "", 10), Number.parseInt(hostPort ?? "", 10)].find(
    Number.isSafeInteger,
  );
  const hostname = req.hostname.split(/[\\/?#@]/)[0] || "localhost";
  const url = new URL(`${req.protocol}://${hostname}${port ? `:${port}` : ""}${req.originalUrl}`);

  let controller: AbortController | null = new AbortController();
  res.on("finish", () => (controller = null));
  res.on("close", () => controller?.abort());

  const headers = new Headers();
  for (const [name, values] of Object.entries(req.headers)) {
    if (Array.isArray(values)) for (const value of values) headers.append(name, value);
    else if (values) headers.set(name, values);
  }
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  return new Request(url.href, {
    method: req.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: createReadableStreamFromReadable(req), duplex: "half" } : {}),
  } as RequestInit);
}
