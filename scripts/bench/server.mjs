// Starts the built server in a child process for the benchmarks and waits until it listens.
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { root } from "../build-if-stale.mjs";

export function freshDataDir(name) {
  return mkdtempSync(path.join(tmpdir(), `bench-${name}-`));
}

/** `cwd`: the checkout to serve (another one's built server, for an A/B comparison). */
export function startServer({ port, dataDir, env = {}, cwd = root }) {
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd,
    env: {
      ...process.env,
      START_SERVER: "1",
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      RATE_LIMIT_POSTS_PER_MINUTE: "0",
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  const ready = (async () => {
    for (let i = 0; i < 300; i++) {
      if (child.exitCode !== null) throw new Error("the server exited during start-up");
      try {
        const res = await fetch(`http://127.0.0.1:${port}/readyz`);
        if (res.ok) return;
      } catch {}
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error("the server did not become ready");
  })();
  return {
    child,
    baseUrl: `http://127.0.0.1:${port}`,
    ready,
    exited,
    stop: (signal = "SIGTERM") => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** Gets an XSRF cookie and token the way a browser would, for POST benchmarks. */
export async function xsrfFor(baseUrl) {
  const res = await fetch(`${baseUrl}/api/General/GetMyIpAddress`);
  const cookie = res.headers
    .getSetCookie()
    .find((c) => c.startsWith("XSRF-TOKEN="))
    .split(";")[0];
  return { cookie, token: decodeURIComponent(cookie.slice("XSRF-TOKEN=".length)) };
}
