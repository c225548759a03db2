import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { allPageRoutes } from "./support/routes";

const require = createRequire(import.meta.url);
const vnuJar = require.resolve("vnu-jar/build/dist/vnu.jar");

test("every page's markup is valid HTML (Nu Html Checker)", async ({ request }) => {
  test.setTimeout(180_000);
  const routes = [...(await allPageRoutes(request)), "/no-such-page"];
  const dir = mkdtempSync(path.join(tmpdir(), "vnu-"));
  const routeOfFile = new Map<string, string>();
  for (const [i, route] of routes.entries()) {
    const file = path.join(dir, `page-${i}.html`);
    writeFileSync(file, await (await request.get(route)).text());
    routeOfFile.set(`file:${file}`, route);
  }
  const r = spawnSync("java", ["-jar", vnuJar, "--errors-only", "--format", "json", "--exit-zero-always", ...[...routeOfFile.keys()].map((f) => f.replace(/^file:/, ""))], {
    encoding: "utf8",
    maxBuffer: 32 * 1024 * 1024,
  });
  // With --format json the checker writes its report to stderr.
  const report = JSON.parse(r.stderr) as { messages: { type: string; url: string; message: string; extract?: string }[] };
  const errors = report.messages
    .filter((m) => m.type === "error")
    .map((m) => `${routeOfFile.get(m.url) ?? m.url}: ${m.message}${m.extract ? ` — ${m.extract.trim().slice(0, 120)}` : ""}`);
  expect(errors).toEqual([]);
});
