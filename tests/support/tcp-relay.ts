import net from "node:net";

/**
 * A TCP relay between the server and its database, which a test or the bench closes (every connection
 * dropped, new ones refused, as during a database restart) and opens again, so the shared PostgreSQL is
 * never restarted. Used by tests/integration/postgres-restart.test.ts and the bench's faults section.
 */
export class Relay {
  private server: net.Server | null = null;
  private sockets = new Set<net.Socket>();
  constructor(
    readonly port: number,
    private readonly target: { host: string; port: number },
  ) {}

  open() {
    if (this.server) return Promise.resolve();
    return new Promise<void>((resolve) => {
      this.server = net
        .createServer((client) => {
          const upstream = net.connect(this.target.port, this.target.host);
          for (const s of [client, upstream]) {
            this.sockets.add(s);
            s.on("close", () => this.sockets.delete(s));
            s.on("error", () => {});
          }
          client.pipe(upstream).pipe(client);
          client.on("close", () => upstream.destroy());
          upstream.on("close", () => client.destroy());
        })
        .listen(this.port, "127.0.0.1", () => resolve());
    });
  }

  close() {
    return new Promise<void>((resolve) => {
      for (const s of this.sockets) s.destroy();
      const server = this.server;
      this.server = null;
      if (!server) return resolve();
      server.close(() => resolve());
    });
  }
}

/**
 * A relay on a free port in front of the database `databaseUrl` names, opened, and that URL rewritten to
 * go through it.
 */
export async function relayDatabase(databaseUrl: string, port: number) {
  const real = new URL(databaseUrl);
  const relay = new Relay(port, { host: real.hostname, port: Number(real.port || 5432) });
  await relay.open();
  const relayed = new URL(databaseUrl);
  relayed.hostname = "127.0.0.1";
  relayed.port = String(port);
  return { relay, url: relayed.toString() };
}
