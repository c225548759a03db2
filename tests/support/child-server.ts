import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");

export type ChildServer = {
  child: ChildProcess;
  port: number;
  baseUrl: string;
  startupLog: string;
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
};

/**
 * Starts the real server in its own process (as `npm start` runs it, minus the build step) and
 * resolves once it listens. Its port is read from its JSON start-up log line.
 */
export function startChildServer(env: Record<string, string | undefined>): Promise<ChildServer> {
  // An undefined value removes the variable from the child's environment.
  const childEnv: Record<string, string | undefined> = {
    ...process.env,
    START_SERVER: "1",
    PORT: "0",
    HOST: "127.0.0.1",
    LOG_LEVEL: "info",
    ...env,
  };
  for (const [k, v] of Object.entries(childEnv)) if (v === undefined) delete childEnv[k];
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: root,
    env: childEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    let out = "";
    let err = "";
    const timer = setTimeout(() => reject(new Error(`server did not start in time: ${err || out}`)), 30_000);
    child.stderr!.on("data", (d) => (err += d));
    child.stdout!.on("data", (d: Buffer) => {
      out += d.toString();
      const m = /"port":(\d+)[^\n]*listening on/.exec(out);
      if (m) {
        clearTimeout(timer);
        const port = Number(m[1]);
        resolve({
          child,
          port,
          baseUrl: `http://127.0.0.1:${port}`,
          startupLog: out,
          stop: (signal = "SIGTERM") => {
            if (child.exitCode === null && child.signalCode === null) child.kill(signal);
            return exited;
          },
        });
      }
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}) before listening: ${err || out}`));
    });
  });
}
