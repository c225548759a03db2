import { randomBytes } from "node:crypto";
import { get, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import compression from "compression";
import express, { type RequestHandler } from "express";
import { afterEach, describe, expect, it } from "vitest";
import { drainListenersRemovable } from "./drain-listeners";
import { writeBody } from "./send-response";

// Incompressible 64 KB chunks: each write into gzip returns false, so the writer waits for `drain`
// each time, as a long CSV export does.
const chunks = Array.from({ length: 30 }, () => randomBytes(64 * 1024));

let server: Server | undefined;
afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

/** Serves the chunks through compression (and the given middleware) with the pages' writer. */
async function download(middleware: RequestHandler[]): Promise<{ body: Buffer; warnings: Error[] }> {
  const app = express();
  app.use(compression({ filter: () => true }), ...middleware);
  app.get("/", (_req, res) => {
    res.setHeader("Content-Type", "text/csv");
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(chunk);
        controller.close();
      },
    });
    void writeBody(stream, res);
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((ready) => server!.once("listening", ready));
  const { port } = server.address() as AddressInfo;

  const warnings: Error[] = [];
  const onWarning = (warning: Error) => warnings.push(warning);
  process.on("warning", onWarning);
  try {
    const body = await new Promise<Buffer>((resolve, reject) => {
      get({ port, host: "127.0.0.1", path: "/", headers: { "Accept-Encoding": "gzip" } }, (res) => {
        const parts: Buffer[] = [];
        res.on("data", (part: Buffer) => parts.push(part));
        res.on("end", () => resolve(Buffer.concat(parts)));
        res.on("error", reject);
      }).on("error", reject);
    });
    // Warnings are emitted on the next tick.
    await new Promise((tick) => setImmediate(tick));
    return { body, warnings };
  } finally {
    process.off("warning", onWarning);
  }
}

const leaks = (warnings: Error[]) => warnings.filter((w) => w.name === "MaxListenersExceededWarning");

describe("drainListenersRemovable", () => {
  it("compression alone keeps every once('drain') on its gzip stream (why this module exists)", async () => {
    const { warnings } = await download([]);
    expect(leaks(warnings).map((w) => w.message)).toEqual([expect.stringMatching(/drain listeners added to \[Gzip\]/)]);
  });

  it("lets a long gzipped download wait for drain many times without piling up listeners", async () => {
    const { body, warnings } = await download([drainListenersRemovable]);
    expect(leaks(warnings)).toEqual([]);
    expect(gunzipSync(body).equals(Buffer.concat(chunks))).toBe(true);
  });
});
