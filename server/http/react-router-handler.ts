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
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    try {
      const request = fetchRequestOf(req, res);
      const loadContext = await getLoadContext(req, res);
      const response = await handleRequest(request, loadContext as Parameters<typeof handleRequest>[1]);
      await sendResponse(res, response);
    } catch (error) {
      next(error);
    }
  };
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
