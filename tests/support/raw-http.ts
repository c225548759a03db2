import net from "node:net";

export type RawResponse = {
  /** The status code of the first response line, or null when the server closed without answering. */
  status: number | null;
  /** The header block as sent (lower-cased names). */
  headers: Record<string, string>;
  body: string;
};

/**
 * Sends bytes exactly as given (fetch and node:http would normalise the method, path and Host) and
 * reads until the server closes the connection or `timeoutMs` passes. Ask with `Connection: close`.
 */
export function rawRequest(port: number, text: string | Buffer, timeoutMs = 10_000): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(port, "127.0.0.1", () => socket.write(text));
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no end of response within ${timeoutMs} ms for ${JSON.stringify(String(text).slice(0, 80))}`));
    }, timeoutMs);
    socket.on("data", (c: Buffer) => chunks.push(c));
    // A reset after the answer is complete is how some refusals end; what arrived still counts.
    socket.on("error", () => {});
    socket.on("close", () => {
      clearTimeout(timer);
      resolve(parseResponse(Buffer.concat(chunks).toString("latin1")));
    });
  });
}

export function parseResponse(raw: string): RawResponse {
  const end = raw.indexOf("\r\n\r\n");
  const head = end < 0 ? raw : raw.slice(0, end);
  const [statusLine = "", ...lines] = head.split("\r\n");
  const m = /^HTTP\/1\.[01] (\d{3})/.exec(statusLine);
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status: m ? Number(m[1]) : null, headers, body: end < 0 ? "" : raw.slice(end + 4) };
}

/**
 * A slow-loris connection: opened (from `localAddress`, a loopback address such as 127.0.0.2, to be
 * another client), sent `text`, then kept open sending nothing more.
 */
export function openIdleConnection(
  port: number,
  text: string,
  localAddress?: string,
): Promise<net.Socket & { received: () => string }> {
  return new Promise((resolve, reject) => {
    let received = "";
    const socket = net.connect({ port, host: "127.0.0.1", localAddress }, () => {
      socket.write(text);
      resolve(Object.assign(socket, { received: () => received }));
    });
    socket.on("data", (c: Buffer) => (received += c.toString("latin1")));
    socket.once("error", reject);
  });
}
