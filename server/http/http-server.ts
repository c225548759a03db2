import { createServer, STATUS_CODES, type IncomingMessage, type RequestListener, type Server } from "node:http";
import type { Duplex } from "node:stream";
import type { Logger } from "../logger";
import { capConnectionsPerClient } from "./client-connections";
import { loggableUrl } from "./loggable-url";
import { ALLOW_HEADER, METHOD_REFUSED } from "./request-gate";
import { watchSmallBody } from "./small-body-deadline";

export type HttpLimits = {
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  /** A small body (anything but an upload) must arrive this soon after its headers. */
  smallBodyTimeoutMs: number;
  maxConnections: number;
  maxConnectionsPerClient: number;
  /**
   * On stopping, how long idle keep-alive connections are left for the proxy to close (its upstream
   * keepalive_timeout is shorter) before the server closes them itself (server/graceful-stop.ts).
   */
  shutdownDrainMs: number;
};

/**
 * The HTTP server around the request listener. Requests Node's parser refuses (a malformed request
 * line or header, headers too large, a request too slow to arrive) and CONNECT, which never reaches
 * the listener, are answered here in plain text with one log line each.
 *
 * Slow clients (docs/decisions/0029-malformed-requests-and-slow-clients.md): the headers must arrive
 * within `headersTimeoutMs` and the whole request within `requestTimeoutMs`, or the connection gets a
 * 408 and is closed; at most `maxConnections` are held at once (0: no cap), and one more is closed
 * unanswered. One client may hold at most `maxConnectionsPerClient` of them (a peer `isTrustedProxy`
 * accepts is not counted), and a small body gets `smallBodyTimeoutMs` after its headers, not the whole
 * request's timeout (docs/decisions/0100).
 */
export function createHttpServer(
  listener: RequestListener,
  logger: Logger,
  limits: HttpLimits,
  isTrustedProxy: (address: string) => boolean = () => false,
): Server {
  const server = createServer(
    {
      // The request gate (server/http/request-gate.ts) refuses a missing Host itself, with a log line.
      requireHostHeader: false,
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      // Node checks the two timeouts on this interval (30 s by default, which would let a slow client
      // stay up to 30 s longer); a quarter of the shorter one keeps the overrun small.
      connectionsCheckingInterval: Math.max(
        100,
        Math.round(Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs) / 4),
      ),
    },
    (req, res) => {
      watchSmallBody(req, res, limits.smallBodyTimeoutMs, () => {
        logger.info(
          {
            method: req.method,
            url: loggableUrl((req as { originalUrl?: string }).originalUrl ?? req.url ?? ""),
            status: 408,
            ip: remoteAddress(req.socket),
          },
          "request refused: its body came too slowly",
        );
        // As Node does for its own request timeout: a 408 when no answer has begun, then the connection ends.
        if (req.socket.writable && !res.headersSent) req.socket.end(rawResponse(408, `${STATUS_CODES[408]}.`));
        req.socket.destroy();
      });
      listener(req, res);
    },
  );
  capConnectionsPerClient(server, { max: limits.maxConnectionsPerClient, logger, isTrustedProxy });
  if (limits.maxConnections > 0) {
    server.maxConnections = limits.maxConnections;
    server.on("drop", (data?: { remoteAddress?: string }) =>
      logger.warn(
        { ip: data?.remoteAddress ?? "", maxConnections: limits.maxConnections },
        "connection refused: too many open",
      ),
    );
  }

  server.on("clientError", (err: NodeJS.ErrnoException, socket: Duplex) => {
    // A visitor who went away is not a malformed request.
    if (err.code === "ECONNRESET" || err.code === "EPIPE") return void socket.destroy();
    const status = err.code === "HPE_HEADER_OVERFLOW" ? 431 : err.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : 400;
    logger.info({ status, code: err.code, ip: remoteAddress(socket) }, "request refused by the HTTP parser");
    // Node's own rule: write only if no response to this connection has begun.
    const pending = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (socket.writable && !pending?.headersSent) socket.end(rawResponse(status, `${STATUS_CODES[status]}.`));
    socket.destroy();
  });

  server.on("connect", (req: IncomingMessage, socket: Duplex) => {
    logger.info({ method: req.method, url: req.url, status: 405, ip: remoteAddress(socket) }, "request");
    socket.end(rawResponse(405, METHOD_REFUSED.message, [["Allow", ALLOW_HEADER]]));
  });

  return server;
}

function remoteAddress(socket: Duplex): string {
  return (socket as Duplex & { remoteAddress?: string }).remoteAddress ?? "";
}

function rawResponse(status: number, message: string, headers: [string, string][] = []): string {
  const body = message + "\n";
  return [
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
    ...headers.map(([n, v]) => `${n}: ${v}`),
    "Content-Type: text/plain; charset=utf-8",
    `Content-Length: ${Buffer.byteLength(body)}`,
    "Connection: close",
    "",
    body,
  ].join("\r\n");
}
