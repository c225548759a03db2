import { createServer, type Server } from "node:http";
import { connect, type Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { stopServing } from "./graceful-stop";

let server: Server | undefined;
const sockets: Socket[] = [];
afterEach(() => {
  for (const s of sockets) s.destroy();
  server?.closeAllConnections();
});

async function listening(): Promise<number> {
  server = createServer((_req, res) => res.end("ok"));
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return (server.address() as { port: number }).port;
}

/** A raw keep-alive connection, as a proxy's upstream pool holds one: each call sends one request and reads its answer. */
async function keepAliveConnection(port: number) {
  const socket = connect(port, "127.0.0.1");
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => socket.once("connect", resolve).once("error", reject));
  const ended = new Promise<void>((resolve) => socket.once("close", () => resolve()));
  const get = () =>
    new Promise<string>((resolve, reject) => {
      let answer = "";
      const onData = (chunk: Buffer) => {
        answer += chunk.toString();
        if (/\r\n\r\nok$/.test(answer)) {
          socket.off("data", onData);
          resolve(answer);
        }
      };
      socket.on("data", onData);
      socket.once("close", () => reject(new Error(`closed with no answer: ${JSON.stringify(answer)}`)));
      socket.write("GET / HTTP/1.1\r\nHost: site\r\nConnection: keep-alive\r\n\r\n");
    });
  return { get, ended };
}

const refused = (port: number) =>
  new Promise<string>((resolve) => {
    const s = connect(port, "127.0.0.1");
    sockets.push(s);
    s.once("connect", () => resolve("accepted"));
    s.once("error", (e: NodeJS.ErrnoException) => resolve(e.code ?? "error"));
  });

describe("stopServing", () => {
  it("with a drain, answers a request sent on an idle keep-alive connection, with Connection: close, and refuses new ones", async () => {
    const port = await listening();
    const pooled = await keepAliveConnection(port);
    expect(await pooled.get()).toMatch(/connection: keep-alive/i);

    const stopped = stopServing(server!, 60_000);
    // The connection sat idle when the stop began; a proxy sending on it now still gets its answer.
    const answer = await pooled.get();
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer).toMatch(/connection: close/i);
    await pooled.ended;
    expect(await refused(port)).toBe("ECONNREFUSED");
    // Every connection closed: the stop ends without waiting out the drain.
    await stopped;
  });

  it("without a drain, closes idle keep-alive connections at once", async () => {
    const port = await listening();
    const pooled = await keepAliveConnection(port);
    await pooled.get();
    // Resolves only once every connection has closed: the idle one was closed by the server, not waited for.
    await stopServing(server!, 0);
    await pooled.ended;
  });
});
