import type { IncomingMessage, ServerResponse } from "node:http";
import { randomUUID } from "node:crypto";
import type { RequestHandler } from "express";
import type { Logger } from "../logger";
import { loggableUrl } from "./loggable-url";

/**
 * Gives a request its id (kept from X-Request-Id when sane), sends it back, and logs one JSON line
 * when the response ends. Returns the request's logger, made when first asked for: most requests
 * never log anything but their one line, and a child logger per request was a measurable cost.
 */
export function beginRequestLog(
  logger: Logger,
  req: IncomingMessage,
  res: ServerResponse,
  clientIp: () => string,
): () => Logger {
  const incoming = req.headers["x-request-id"];
  const id = typeof incoming === "string" && /^[\w.-]{1,64}$/.test(incoming) ? incoming : randomUUID();
  res.setHeader("X-Request-Id", id);
  let log: Logger | undefined;
  const requestLog = () => (log ??= logger.child({ reqId: id }));
  const start = process.hrtime.bigint();
  res.on("finish", () => {
    const level = res.statusCode >= 500 ? "error" : "info";
    if (!logger.isLevelEnabled(level)) return;
    const ms = Number(process.hrtime.bigint() - start) / 1e6;
    requestLog()[level](
      {
        method: req.method,
        // Status links, set-password links and the console's filters carry secrets and personal data.
        url: loggableUrl((req as { originalUrl?: string }).originalUrl ?? req.url ?? ""),
        status: res.statusCode,
        ms: Math.round(ms * 10) / 10,
        ip: clientIp(),
      },
      "request",
    );
  });
  return requestLog;
}

/** Starts the request's log line; `res.locals.log` is its logger (made when first read). */
export function requestLogging(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const requestLog = beginRequestLog(logger, req, res, () => req.ip ?? "");
    Object.defineProperty(res.locals, "log", { get: requestLog, enumerable: true, configurable: true });
    next();
  };
}
