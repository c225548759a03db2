import type { Response as ExpressResponse } from "express";

/**
 * Writes a Fetch `Response` (what React Router's handler returns) to Express's response.
 *
 * It replaces @react-router/express's own writer, which races every read of the body against one
 * promise that settles only when the response closes. Each `Promise.race` leaves a reaction on that
 * promise holding the chunk it read, so every chunk of a download stayed in memory until its end: the
 * whole 48 MB of a 200,000-row CSV export (remix-run/react-router#15247, fixed only in version 8, which
 * needs Node 22; docs/decisions/0067). Here each wait has its own short-lived promise, so at most the
 * chunk being written is held. Remove this module and react-router-handler.ts, going back to
 * @react-router/express, when we move to React Router 8 (which needs Node 22).
 *
 * Otherwise it behaves as the adapter did: status, status text and headers (each Set-Cookie its own),
 * headers sent at once for an event stream, the gzip stream flushed after each chunk (so a streamed page
 * reaches the browser as React writes it), the socket's backpressure respected, the body cancelled when
 * the visitor goes away, and a failing body ends the response with that error.
 */
export async function sendResponse(res: ExpressResponse, response: Response): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers.entries()) res.append(name, value);
  if (/text\/event-stream/i.test(response.headers.get("Content-Type") ?? "")) res.flushHeaders();
  if (response.body) await writeBody(response.body, res);
  else res.end();
}

/** `compression` adds `flush()`: what was written so far goes out now rather than with the next block. */
type Flushable = ExpressResponse & { flush?: () => void };

/** The body written chunk by chunk, waiting for `drain` whenever the socket (or gzip) is full. */
export async function writeBody(body: ReadableStream<Uint8Array>, res: Flushable): Promise<void> {
  const reader = body.getReader();
  // The visitor went away: the pending read ends (done) and the body's source is told to stop.
  const onClose = () => {
    if (!res.writableFinished) reader.cancel().catch(() => {});
  };
  res.once("close", onClose);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (res.destroyed) return;
      if (done) {
        res.end();
        return;
      }
      const more = res.write(value);
      res.flush?.();
      if (!more) await drainOrClose(res);
    }
  } catch (error) {
    // The body failed half-way (a database error during an export): the response cannot say so any
    // more, so it is cut off, which the browser shows as a failed download, not as a complete file.
    // The connection is reset rather than closed: a client that reads to the connection's end (HTTP/1.0,
    // or a proxy speaking it to this server, as nginx does by default) would take a close for the end.
    if (!res.destroyed) {
      res.once("error", () => {});
      res.socket?.resetAndDestroy();
      res.destroy(error as Error);
    }
    throw error;
  } finally {
    res.off("close", onClose);
    reader.releaseLock();
  }
}

/** Settles on the next `drain` or on `close`, whichever comes first, and leaves no listener behind. */
function drainOrClose(res: ExpressResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off("drain", done);
      res.off("close", done);
      resolve();
    };
    res.once("drain", done);
    res.once("close", done);
  });
}
