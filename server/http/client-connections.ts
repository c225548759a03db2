import type { Server } from "node:http";
import type { Socket } from "node:net";
import type { Logger } from "../logger";
import { clientKey } from "../security/rate-limit";

/**
 * At most `max` connections open at once from one client (an IPv4 address, an IPv6 /64), so that one
 * client cannot take every connection the process holds (docs/decisions/0100). One more is closed
 * unanswered, as the process-wide cap closes its extra ones. Counted by the socket's peer: behind a
 * reverse proxy that is the proxy, so a peer the proxy setting trusts (`isTrustedProxy`) is not
 * counted, and the proxy is left to limit its own clients.
 */
export function capConnectionsPerClient(
  server: Server,
  options: { max: number; logger: Logger; isTrustedProxy: (address: string) => boolean },
): void {
  if (options.max <= 0) return;
  const open = new Map<string, number>();
  // One warning per client while it stays at the cap, not one per refused connection.
  const warned = new Set<string>();
  server.on("connection", (socket: Socket) => {
    const address = socket.remoteAddress;
    if (!address || options.isTrustedProxy(address)) return;
    const key = clientKey(address);
    const count = open.get(key) ?? 0;
    if (count >= options.max) {
      if (!warned.has(key)) {
        warned.add(key);
        options.logger.warn(
          { ip: address, client: key, maxConnectionsPerClient: options.max },
          "connection refused: too many open from one client",
        );
      }
      socket.destroy();
      return;
    }
    open.set(key, count + 1);
    socket.once("close", () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
      if (left < options.max) warned.delete(key);
    });
  });
}
