import { get, type IncomingMessage, type Server } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import express, { type Response as ExpressResponse } from "express";
import { afterEach, describe, expect, it } from "vitest";
import { sendResponse, writeBody } from "./send-response";

// The garbage collector, on demand, to see which chunks are still held.
setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe("writeBody", () => {
  it("holds no chunk it has written while the download goes on (remix-run/react-router#15247)", async () => {
    const written: WeakRef<Uint8Array>[] = [];
    let pause: (() => void) | undefined;
    const paused = new Promise<void>((resolve) => (pause = resolve));
    let resume: (() => void) | undefined;
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (written.length === 40) {
          pause!();
          await new Promise<void>((resolve) => (resume = resolve));
          controller.close();
          return;
        }
        const chunk = new Uint8Array(256 * 1024).fill(written.length);
        written.push(new WeakRef(chunk));
        controller.enqueue(chunk);
      },
    });
    // A slow socket: every write is taken a moment later, so the writer waits for drain each time.
    let received = 0;
    const socket = new Writable({
      highWaterMark: 16 * 1024,
      write(chunk: Buffer, _encoding, done) {
        received += chunk.length;
        setImmediate(done);
      },
    });
    const finished = writeBody(body, socket as unknown as ExpressResponse);
    await paused;
    for (let i = 0; i < 5; i++) {
      gc();
      await tick();
    }
    const stillHeld = written.filter((ref) => ref.deref() !== undefined).length;
    resume!();
    await finished;
    expect(received).toBe(40 * 256 * 1024);
    // The last chunk or two may still be on their way; the other 38 are gone.
    expect(stillHeld).toBeLessThanOrEqual(2);
  });

  it("cuts the response off when the body fails half-way, and says why", async () => {
    // No 'error' listener of its own: an unhandled one would crash the server.
    const socket = new Writable({ write: (_c, _e, done) => done() });
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array([1]));
      },
      pull() {
        throw new Error("database went away");
      },
    });
    await expect(writeBody(body, socket as unknown as ExpressResponse)).rejects.toThrow("database went away");
    expect(socket.destroyed).toBe(true);
    expect(socket.writableFinished).toBe(false);
    expect(socket.errored?.message).toBe("database went away");
    await tick();
  });
});

let server: Server | undefined;
afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

async function serve(response: () => Response): Promise<number> {
  const app = express();
  app.get("/", (_req, res, next) => void sendResponse(res, response()).catch(next));
  server = app.listen(0, "127.0.0.1");
  await new Promise((ready) => server!.once("listening", ready));
  return (server.address() as AddressInfo).port;
}

describe("sendResponse", () => {
  it("sends the status, its text, every header (each cookie its own) and the body", async () => {
    const headers = new Headers({ "Content-Type": "text/plain", "X-Extra": "yes" });
    headers.append("Set-Cookie", "a=1; Path=/");
    headers.append("Set-Cookie", "b=2; Path=/");
    const port = await serve(() => new Response("made", { status: 201, statusText: "Made", headers }));
    const res = await new Promise<IncomingMessage>((resolve) => get({ port, host: "127.0.0.1", path: "/" }, resolve));
    let text = "";
    for await (const part of res) text += String(part);
    expect([res.statusCode, res.statusMessage, text]).toEqual([201, "Made", "made"]);
    expect(res.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(res.headers["x-extra"]).toBe("yes");
    expect(res.headers["set-cookie"]).toEqual(["a=1; Path=/", "b=2; Path=/"]);
  });

  it("stops reading the body when the visitor goes away", async () => {
    let cancelled = false;
    let sent = 0;
    const port = await serve(
      () =>
        new Response(
          new ReadableStream<Uint8Array>({
            pull(controller) {
              sent++;
              controller.enqueue(new Uint8Array(64 * 1024));
            },
            cancel() {
              cancelled = true;
            },
          }),
        ),
    );
    await new Promise<void>((resolve) => {
      const req = get({ port, host: "127.0.0.1", path: "/" }, (res) => {
        res.once("data", () => {
          req.destroy();
          resolve();
        });
      });
      req.on("error", () => {});
    });
    for (let i = 0; i < 50 && !cancelled; i++) await new Promise((r) => setTimeout(r, 10));
    expect(cancelled).toBe(true);
    const after = sent;
    await new Promise((r) => setTimeout(r, 50));
    expect(sent).toBe(after);
  });

  it("resets the connection when the body fails half-way, so a client reading to its end sees it fail", async () => {
    const port = await serve(
      () =>
        new Response(
          new ReadableStream<Uint8Array>({
            start(controller) {
              controller.enqueue(new TextEncoder().encode('"Name","E-mail"\r\n'));
            },
            pull() {
              throw new Error("database went away");
            },
          }),
        ),
    );
    // HTTP/1.0: no chunked framing, so the body's end is the connection's end.
    const ending = await new Promise<string>((resolve) => {
      const socket = connect(port, "127.0.0.1", () => socket.write("GET / HTTP/1.0\r\nHost: localhost\r\n\r\n"));
      socket.on("data", () => {});
      socket.once("error", (err: NodeJS.ErrnoException) => resolve(err.code ?? "error"));
      socket.once("end", () => resolve("clean end"));
    });
    expect(ending).toBe("ECONNRESET");
  });
});
