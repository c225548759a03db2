import http2 from "node:http2";
import net from "node:net";
import tls from "node:tls";

export type H2Answer = { status: number; headers: http2.IncomingHttpHeaders; body: Buffer };

/**
 * An HTTP/2 session over TLS to `origin` (https://localhost:PORT), trusting `ca` (a test's self-signed
 * certificate), from `localAddress`: another loopback address than nginx's own, so that "the client's
 * address" can be told apart from the proxy's.
 */
export function connectH2(origin: string, ca: Buffer, localAddress: string): Promise<http2.ClientHttp2Session> {
  const { port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const session = http2.connect(origin, {
      createConnection: () =>
        tls.connect({
          socket: net.connect({ host: "127.0.0.1", port: Number(port), localAddress }),
          servername: "localhost",
          ca,
          ALPNProtocols: ["h2"],
        }),
    });
    session.once("connect", () => resolve(session));
    session.once("error", reject);
  });
}

/** One request on the session; the whole answer once it has ended. */
export function h2Request(
  session: http2.ClientHttp2Session,
  pathname: string,
  {
    method = "GET",
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: Buffer | string } = {},
): Promise<H2Answer> {
  return new Promise((resolve, reject) => {
    const stream = session.request({ ":method": method, ":path": pathname, ...headers });
    let responseHeaders: http2.IncomingHttpHeaders = {};
    const chunks: Buffer[] = [];
    stream.on("response", (h) => (responseHeaders = h));
    stream.on("data", (c: Buffer) => chunks.push(c));
    stream.on("end", () =>
      resolve({ status: Number(responseHeaders[":status"]), headers: responseHeaders, body: Buffer.concat(chunks) }),
    );
    stream.on("error", reject);
    stream.end(body);
  });
}

/** The XSRF cookie a page gives, and the headers of a JSON post that echoes its token. */
export async function h2JsonHeaders(session: http2.ClientHttp2Session): Promise<Record<string, string>> {
  const res = await h2Request(session, "/api/General/GetMyIpAddress");
  // Over https the cookie is __Host-XSRF-TOKEN (server/security/xsrf.ts).
  const cookie = [res.headers["set-cookie"] ?? []]
    .flat()
    .find((c) => /^(__Host-)?XSRF-TOKEN=/.test(c))!
    .split(";")[0]!;
  const token = decodeURIComponent(cookie.slice(cookie.indexOf("=") + 1));
  return { "content-type": "application/json", cookie, "x-xsrf-token": token };
}
