import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { freePort } from "#tests/support/child-server";

const vnuJar = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");

/** The variable through which the browser tests' workers find the checker service. */
export const CHECKER_URL_VARIABLE = "E2E_HTML_CHECKER_URL";

/**
 * Starts the Nu Html Checker (vnu-jar) as a web service on a free loopback port, once for the whole browser
 * run: one Java start-up (several seconds) instead of one per check (docs/decisions/0133).
 */
export async function startHtmlCheckerService(): Promise<{ url: string; stop: () => void }> {
  const port = await freePort();
  const child = spawn(
    "java",
    ["-cp", vnuJar, "-Dnu.validator.servlet.bind-address=127.0.0.1", "nu.validator.servlet.Main", String(port)],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  // Its log goes to stderr; kept only to explain a service that never answers.
  let log = "";
  child.stderr.on("data", (chunk: Buffer) => (log = (log + chunk.toString()).slice(-4000)));
  child.once("exit", (code) => {
    if (code !== null && code !== 0) console.error(`The Nu Html Checker service exited with ${code}:\n${log}`);
  });
  return { url: `http://127.0.0.1:${port}/`, stop: () => void child.kill() };
}
