import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * The one way the tests, the browser tests' web server and the bench run the real server in a process
 * of its own: server/main.ts through tsx from the repository root, as `npm start` runs it minus the
 * build step, on a fresh SQLite database unless told otherwise.
 */
const root = path.resolve(import.meta.dirname, "../..");
const serverArgs = ["--import", "tsx", "server/main.ts"];

export type ChildServerOptions = {
  /** Variables over the defaults; an undefined value removes the variable from the child's environment. */
  env?: Record<string, string | undefined>;
  /** A free port unless given: a server restarted on the same data must come back at the same address. */
  port?: number;
  /** A fresh temporary directory unless given: the SQLite file and the generated token secret. */
  dataDir?: string;
  /** The checkout whose server/main.ts runs: this one unless told (the bench compares two builds). */
  cwd?: string;
  /** "inherit" lets the server's errors show in this process's output instead of being kept for a failure. */
  stderr?: "pipe" | "inherit";
  startTimeoutMs?: number;
  /** Node options before the server's own (the A/B benches' `--cpu-prof`, which NODE_OPTIONS does not admit). */
  nodeArgs?: string[];
};

export type ChildServer = {
  child: ChildProcess;
  port: number;
  baseUrl: string;
  dataDir: string;
  /** What the server wrote on stdout until it was ready (its JSON log lines). */
  startupLog: string;
  /** Sends the signal (SIGTERM unless told) unless the server has exited, and resolves with its exit code. */
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
};

/** Levels at which the server logs its "listening on" line (server/main.ts logs it at info). */
const LEVELS_THAT_LOG_START = new Set(["trace", "debug", "info"]);

function serverEnv(port: number, dataDir: string, env: Record<string, string | undefined>) {
  const merged: Record<string, string | undefined> = {
    ...process.env,
    START_SERVER: "1",
    HOST: "127.0.0.1",
    PORT: String(port),
    DATA_DIR: dataDir,
    // SQLite in DATA_DIR and rate limits kept in memory, whatever the calling shell has set.
    DATABASE_URL: "",
    REDIS_URL: "",
    RATE_LIMIT_POSTS_PER_MINUTE: "0",
    LOG_LEVEL: "info",
    ...env,
  };
  for (const [k, v] of Object.entries(merged)) if (v === undefined) delete merged[k];
  return merged as NodeJS.ProcessEnv;
}

const freshDataDir = () => mkdtempSync(path.join(tmpdir(), "child-server-"));

/** Binds `port` (0: any) for a moment and gives it back: the port nothing listens on at this moment. */
function probePort(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(port, "127.0.0.1", () => {
      const bound = (probe.address() as { port: number }).port;
      probe.close(() => resolve(bound));
    });
  });
}

/** A port nothing listens on at this moment, for a server that must be told its port up front. */
export const freePort = () => probePort(0);

/**
 * Servers started and not yet exited. If this process ends first (a bench that throws half-way, a test
 * run cut short), they are killed with it rather than left holding their ports.
 */
const running = new Set<ChildProcess>();
process.once("exit", () => {
  for (const child of running) child.kill("SIGKILL");
});

/**
 * Starts the server and resolves once GET /readyz answers 200 (and, when its log level prints it, its
 * "listening on" line has arrived, so `startupLog` is complete). Rejects with what the server printed
 * if it exits or is not ready in time; a server that failed to start is killed.
 */
export async function startChildServer(options: ChildServerOptions = {}): Promise<ChildServer> {
  // Readiness is asked of the port, so nothing else may be answering there.
  const port = await probePort(options.port ?? 0).catch((error: NodeJS.ErrnoException) => {
    throw new Error(`port ${options.port} is in use (${error.code}): the server must have it to itself`);
  });
  const dataDir = options.dataDir ?? freshDataDir();
  const env = serverEnv(port, dataDir, options.env ?? {});
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), ...serverArgs], {
    cwd: options.cwd ?? root,
    env,
    stdio: ["ignore", "pipe", options.stderr ?? "pipe"],
  });
  running.add(child);
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  const stop = (signal: NodeJS.Signals = "SIGTERM") => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    return exited;
  };

  // Both pipes are always read, so a chatty server never blocks on a full one; what comes after the
  // start is not kept (a caller that wants it listens to child.stdout itself).
  let out = "";
  let err = "";
  let starting = true;
  child.stdout!.on("data", (d: Buffer) => void (starting && (out += d.toString())));
  child.stderr?.on("data", (d: Buffer) => void (starting && (err += d.toString())));
  const printed = () => err || out || "(nothing printed)";

  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.startTimeoutMs ?? 40_000);
  const logsStart = LEVELS_THAT_LOG_START.has(env.LOG_LEVEL ?? "info");
  try {
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null)
        throw new Error(`the server exited (${child.exitCode ?? child.signalCode}) before it was ready: ${printed()}`);
      if ((await answersReady(baseUrl)) && (!logsStart || /listening on/.test(out))) break;
      if (Date.now() > deadline) throw new Error(`the server was not ready in time: ${printed()}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  } catch (error) {
    await stop("SIGKILL");
    throw error;
  }
  starting = false;
  return { child, port, baseUrl, dataDir, startupLog: out, stop };
}

async function answersReady(baseUrl: string): Promise<boolean> {
  try {
    const res = await fetch(`${baseUrl}/readyz`, { signal: AbortSignal.timeout(2000) });
    await res.arrayBuffer();
    return res.ok;
  } catch {
    return false;
  }
}

/** Runs the server until it exits by itself, as a start-up that must fail does, and returns what it printed. */
export function runServerUntilExit(env: Record<string, string | undefined>) {
  return spawnSync(process.execPath, serverArgs, {
    cwd: root,
    env: serverEnv(0, freshDataDir(), { LOG_LEVEL: "silent", ...env }),
    encoding: "utf8",
    timeout: 30_000,
  });
}
