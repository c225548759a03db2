/**
 * Runs a step of a bench in a Node process of its own (docs/decisions/0068): a module that calls
 * `whenRunAsChild` can be started by `runInOwnProcess`, which hands it JSON on stdin and answers the
 * JSON it prints. The step's heap, and the garbage collections it brings on, end with it.
 */
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

export function runInOwnProcess<Input, Output>(moduleUrl: string, input: Input): Promise<Output> {
  const file = fileURLToPath(moduleUrl);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", file], { stdio: ["pipe", "pipe", "inherit"] });
    let out = "";
    child.stdout.setEncoding("utf8").on("data", (d: string) => (out += d));
    child.on("error", reject);
    child.on("close", (code) => {
      if (code !== 0) reject(new Error(`${file} failed (exit code ${code})`));
      else resolve(JSON.parse(out) as Output);
    });
    child.stdin.end(JSON.stringify(input));
  });
}

/** In the module `moduleUrl`: when it is the process's entry point, runs `work` on stdin's JSON and prints the answer. */
export async function whenRunAsChild<Input, Output>(
  moduleUrl: string,
  work: (input: Input) => Promise<Output>,
): Promise<void> {
  if (process.argv[1] !== fileURLToPath(moduleUrl)) return;
  let text = "";
  for await (const chunk of process.stdin.setEncoding("utf8")) text += chunk;
  process.stdout.write(JSON.stringify(await work(JSON.parse(text) as Input)));
}
