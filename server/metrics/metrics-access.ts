import { timingSafeEqual } from "node:crypto";
import type { IncomingMessage } from "node:http";

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * Who may read /metrics: a request with the configured token as a Bearer header, or one made on this
 * machine. "On this machine" means a loopback socket and no forwarding header, because a proxy on this
 * machine connects from loopback too, on behalf of anyone on the internet.
 */
export function mayReadMetrics(req: IncomingMessage, token: string | null): boolean {
  const auth = req.headers.authorization;
  if (token && auth?.startsWith("Bearer ")) {
    const given = Buffer.from(auth.slice("Bearer ".length).trim());
    const expected = Buffer.from(token);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
  const forwarded = req.headers["x-forwarded-for"] !== undefined || req.headers.forwarded !== undefined;
  return !forwarded && LOOPBACK.test(req.socket.remoteAddress ?? "");
}
