import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";

const vnuJar = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");

/**
 * Runs the Nu Html Checker (vnu-jar, on Java) over documents and returns its errors, each prefixed
 * with the document's label. Messages of its CSS validator are left out: it predates parts of the CSS
 * the inlined Tailwind stylesheet uses (@property, margin-trim), which browsers support; the markup
 * itself is checked in full.
 */
export function htmlErrors(documents: [label: string, html: string][]): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), "vnu-"));
  const labelOf = new Map<string, string>();
  const files = documents.map(([label, html], i) => {
    const file = path.join(dir, `document-${i}.html`);
    writeFileSync(file, html);
    labelOf.set(`file:${file}`, label);
    return file;
  });
  const r = spawnSync("java", ["-jar", vnuJar, "--errors-only", "--format", "json", "--exit-zero-always", ...files], {
    encoding: "utf8",
    maxBuffer: 32 * 1024 * 1024,
  });
  // With --format json the checker writes its report to stderr.
  const report = JSON.parse(r.stderr) as {
    messages: { type: string; url: string; message: string; extract?: string }[];
  };
  return report.messages
    .filter((m) => m.type === "error" && !m.message.startsWith("CSS: "))
    .map(
      (m) => `${labelOf.get(m.url) ?? m.url}: ${m.message}${m.extract ? ` — ${m.extract.trim().slice(0, 120)}` : ""}`,
    );
}
