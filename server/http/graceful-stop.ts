import { Server as HttpServer, type Server } from "node:http";
import { Server as NetServer } from "node:net";

/** After the drain, connections still busy this long are cut (a stalled upload must not hold a restart). */
const FORCE_CLOSE_AFTER_MS = 10_000;

/**
 * Stops serving without failing a request a proxy is sending. Node's own `close()` also closes idle
 * keep-alive connections at once, and a proxy that picked one of them at that instant has sent a request
 * nobody answers: nginx answers 502 and, for a POST, never retries it elsewhere. So with a drain: the
 * listener closes (new connections are refused, which a proxy safely retries on the next process), every
 * answer from now on says `Connection: close`, and idle connections are left for `drainMs`, which is set
 * longer than the proxy's upstream keepalive_timeout, so the proxy closes them itself. Then the rest
 * (docs/decisions/0147-rolling-restart-drain.md). Resolves once every connection has closed.
 */
export async function stopServing(server: Server, drainMs: number): Promise<void> {
  server.prependListener("request", (_req, res) => {
    if (!res.headersSent) res.setHeader("Connection", "close");
  });
  const closed = new Promise<void>((resolve) => NetServer.prototype.close.call(server, () => resolve()));
  if (drainMs > 0) {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([closed, new Promise((resolve) => (timer = setTimeout(resolve, drainMs)))]);
    clearTimeout(timer);
  }
  // Node's close: idle connections closed, its timeout checks stopped; the listener is already closed,
  // so the "not running" answer it gives is expected.
  HttpServer.prototype.close.call(server, () => {});
  const force = setTimeout(() => server.closeAllConnections(), FORCE_CLOSE_AFTER_MS);
  await closed;
  clearTimeout(force);
}
