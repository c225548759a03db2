import type { IncomingMessage, ServerResponse } from "node:http";
import { isBotUserAgent, isPrefetch, mayBePageViewPath } from "~/domain/insights/page-view-rules";
import type { PageViewBuffer } from "./page-view-buffer";

/**
 * The server's hook for counting page views (decision 0169), called for every request before it is
 * answered, cached page or rendered: a GET of a page path by a browser that is not a program and not
 * prefetching is watched, and counted when its answer is a 200 HTML page. It only appends to the buffer:
 * no database write, no cookie, no header added to the answer.
 */
export function pageViewCounter(options: {
  buffer: PageViewBuffer;
  now: () => number;
  clientIp: (req: IncomingMessage) => string;
}) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    if (req.method !== "GET") return;
    const url = req.url ?? "/";
    const q = url.indexOf("?");
    if (!mayBePageViewPath(q < 0 ? url : url.slice(0, q))) return;
    const userAgent = req.headers["user-agent"];
    if (isBotUserAgent(userAgent) || isPrefetch((name) => headerText(req, name))) return;
    const ip = options.clientIp(req);
    res.once("finish", () => {
      if (res.statusCode !== 200 || !/^text\/html\b/i.test(String(res.getHeader("content-type") ?? ""))) return;
      options.buffer.add({
        at: options.now(),
        url,
        host: req.headers.host ?? "",
        referrer: req.headers.referer,
        userAgent: userAgent!,
        ip,
      });
    });
  };
}

function headerText(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(",") : value;
}
