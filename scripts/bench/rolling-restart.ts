import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import type http2 from "node:http2";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { freePort, startChildServer, type ChildServer } from "#tests/support/child-server";
import { contactMessage } from "#tests/support/factories";
import { connectH2, h2JsonHeaders, h2Request } from "#tests/support/h2-client";
import { selfSignedCertificate, startSiteProxy } from "#tests/support/nginx";

/**
 * An upgrade as docs/operations.md describes it, under load: deploy/nginx.conf in front of two processes
 * on one SQLite database, clients loading pages and posting contact messages through it, while each
 * process in turn is stopped (SIGTERM) and started again on its port. Counts every request sent, answered
 * and failed (a 5xx or a broken stream), and compares acknowledged messages with the rows stored.
 */
export async function rollingRestart({ clients = 8, settleSeconds = 3 } = {}) {
  const root = path.resolve(import.meta.dirname, "../..");
  const work = mkdtempSync(path.join(tmpdir(), "rolling-restart-"));
  const { cert, key } = selfSignedCertificate(work);
  const dataDir = path.join(work, "data");
  const httpsPort = await freePort();
  const origin = `https://localhost:${httpsPort}`;
  const env = {
    TRUST_PROXY: "1",
    SITE_URL: origin,
    LOG_LEVEL: "warn",
    TOKEN_SECRET: "rolling-restart-secret-0123456789abcdef",
    // As deploy/kavach-site@.service sets it: longer than nginx's upstream keepalive_timeout.
    SHUTDOWN_DRAIN_SECONDS: "5",
  };
  const ports = [await freePort(), await freePort()];
  const apps: ChildServer[] = [];
  for (const port of ports) apps.push(await startChildServer({ port, dataDir, env }));
  const proxy = await startSiteProxy(path.join(root, "deploy/nginx.conf"), {
    httpsPort,
    httpPort: await freePort(),
    upstreams: ports,
    cert,
    key,
  });
  const counts = { sent: 0, answered: 0, failed: 0, acknowledged: 0, failures: new Map<string, number>() };
  const fail = (why: string) => {
    counts.failed++;
    counts.failures.set(why, (counts.failures.get(why) ?? 0) + 1);
  };
  let running = true;
  const sessions: http2.ClientHttp2Session[] = [];
  const client = async (n: number) => {
    // Each client its own loopback address: nginx's per-address limits are for one visitor, not a crowd.
    const session = await connectWhenUp(origin, readFileSync(cert), `127.0.1.${n + 1}`);
    sessions.push(session);
    const headers = await h2JsonHeaders(session);
    for (let i = 0; running; i++) {
      const post = i % 2 === 1;
      counts.sent++;
      try {
        const res = post
          ? await h2Request(session, "/api/Message/PostMessage", {
              method: "POST",
              headers,
              body: JSON.stringify(contactMessage({ Subject: `Rolling ${n}-${i}` })),
            })
          : await h2Request(session, i % 4 === 0 ? "/" : "/careers");
        if (res.status >= 500) fail(`${post ? "POST" : "GET"} ${res.status}`);
        else {
          counts.answered++;
          if (post && res.status === 200) counts.acknowledged++;
        }
      } catch (error) {
        fail(`${post ? "POST" : "GET"} ${(error as Error).message.split("\n")[0]}`);
      }
    }
  };
  const sleep = (s: number) => new Promise((r) => setTimeout(r, s * 1000));
  const started = performance.now();
  const load = Promise.all(Array.from({ length: clients }, (_, n) => client(n)));
  await sleep(settleSeconds);
  for (let i = 0; i < apps.length; i++) {
    await apps[i]!.stop();
    apps[i] = await startChildServer({ port: ports[i], dataDir, env });
    await sleep(settleSeconds);
  }
  running = false;
  await load;
  const seconds = Math.round((performance.now() - started) / 1000);
  for (const s of sessions) s.close();
  await proxy.stop();
  await Promise.all(apps.map((a) => a.stop()));
  const db = new Database(path.join(dataDir, "site.db"), { readonly: true });
  const stored = db.prepare("select count(*) from contact_messages").pluck().get() as number;
  db.close();
  rmSync(work, { recursive: true, force: true });
  return { ...counts, failures: Object.fromEntries(counts.failures), stored, seconds, clients };
}

async function connectWhenUp(origin: string, ca: Buffer, localAddress: string) {
  for (let i = 0; ; i++) {
    try {
      return await connectH2(origin, ca, localAddress);
    } catch (error) {
      if (i > 100) throw error;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}
