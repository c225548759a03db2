import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The documents a newcomer reads first stay trustworthy: the README stays a short front door, no link
// leads nowhere, and every decision record says whether it still holds and is found in the index.
const root = path.resolve(import.meta.dirname, "..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

const README_MAX_LINES = 120;
const decisionsDir = "docs/decisions";
const decisionIndex = `${decisionsDir}/README.md`;

/** README.md and every Markdown file under docs/, as paths from the root. */
function documents(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(path.join(root, dir)).flatMap((name) => {
      const file = `${dir}/${name}`;
      if (statSync(path.join(root, file)).isDirectory()) return walk(file);
      return name.endsWith(".md") ? [file] : [];
    });
  return ["README.md", ...walk("docs")];
}

/** Markdown without its code blocks and code spans, where link-like text is not a link. */
const withoutCode = (text: string) => text.replace(/^```[\s\S]*?^```/gm, "").replace(/`[^`\n]*`/g, "");

/** The targets of `[text](target)` links, titles dropped. */
function linkTargets(text: string): string[] {
  return [...withoutCode(text).matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((m) => m[1]!);
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
const slug = (heading: string) =>
  heading
    .replace(/`/g, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");

function anchorsOf(file: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const m of withoutCode(read(file)).matchAll(/^#{1,6}\s+(.+?)\s*$/gm)) {
    const base = slug(m[1]!);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n === 0 ? base : `${base}-${n}`);
  }
  return anchors;
}

/** Every relative link of a document that leads nowhere: a missing file, or a missing heading. */
function brokenLinks(file: string): string[] {
  return linkTargets(read(file)).filter((target) => {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return false; // https:, mailto:
    const [filePart, anchor] = target.split("#") as [string, string | undefined];
    const linked = filePart === "" ? file : path.posix.normalize(path.posix.join(path.posix.dirname(file), filePart));
    if (!existsSync(path.join(root, linked))) return true;
    if (anchor === undefined || !linked.endsWith(".md")) return false;
    return !anchorsOf(linked).has(decodeURIComponent(anchor));
  });
}

const recordFiles = () => readdirSync(path.join(root, decisionsDir)).filter((name) => /^\d{4}-.+\.md$/.test(name));

/** Status: accepted, or amended / superseded by one or more later records. */
const RECORD_HEAD =
  /^# (\d{4})\. .+\n\nStatus: (accepted|(?:amended|superseded) by \d{4}(?:, \d{4})*)\nDate: (\d{4}-\d{2}-\d{2})\n/;

describe("the README", () => {
  it(`is a front door of at most ${README_MAX_LINES} lines`, () => {
    const lines = read("README.md").split("\n").length - 1;
    expect(lines).toBeLessThanOrEqual(README_MAX_LINES);
  });
});

describe("links between documents", () => {
  it("finds the documents", () => {
    expect(documents()).toEqual(expect.arrayContaining(["README.md", "docs/product.md", decisionIndex]));
  });

  it("every relative link in README.md and docs/ points at an existing file and heading", () => {
    const broken = documents().flatMap((file) => brokenLinks(file).map((target) => `${file}: ${target}`));
    expect(broken).toEqual([]);
  });

  it("the link check sees a missing file and a missing heading", () => {
    const links = linkTargets("[a](docs/nowhere.md) [b](docs/product.md#no-such-heading) `[c](d.md)`");
    expect(links).toEqual(["docs/nowhere.md", "docs/product.md#no-such-heading"]);
    expect(anchorsOf("docs/product.md").has("no-such-heading")).toBe(false);
    expect(anchorsOf("docs/product/pages.md").has("27-products")).toBe(true);
  });
});

describe("decision records", () => {
  it("each starts with its number and title, then Status: and Date: lines", () => {
    const files = recordFiles();
    expect(files.length).toBeGreaterThan(40);
    const malformed = files.filter((name) => {
      const m = RECORD_HEAD.exec(read(`${decisionsDir}/${name}`));
      return !m || m[1] !== name.slice(0, 4);
    });
    expect(malformed, "expected '# NNNN. Title', a blank line, 'Status: …' and 'Date: YYYY-MM-DD'").toEqual([]);
  });

  it("a status names only records that exist and came later", () => {
    const numbers = new Set(recordFiles().map((name) => name.slice(0, 4)));
    const wrong = recordFiles().flatMap((name) => {
      const status = RECORD_HEAD.exec(read(`${decisionsDir}/${name}`))?.[2] ?? "";
      const later = [...status.matchAll(/\d{4}/g)].map((m) => m[0]);
      return later.filter((n) => !numbers.has(n) || n <= name.slice(0, 4)).map((n) => `${name}: ${n}`);
    });
    expect(wrong).toEqual([]);
  });

  it(`each is listed in ${decisionIndex} with the status it states`, () => {
    const index = read(decisionIndex);
    const missing = recordFiles().filter((name) => {
      const status = RECORD_HEAD.exec(read(`${decisionsDir}/${name}`))?.[2];
      const line = index.split("\n").find((l) => l.includes(`](${name})`));
      return !line || !status || !line.endsWith(`: ${status}`);
    });
    expect(missing, `add a line for each to ${decisionIndex}, ending with ": <its status>"`).toEqual([]);
  });
});

describe("documents explain themselves", () => {
  it("no document cites numbered work items kept outside the repository", () => {
    const citing = documents().flatMap((file) =>
      read(file)
        .split("\n")
        .filter((line) => /\b(issue|task|stop|session)s? #?\d/i.test(line))
        .map((line) => `${file}: ${line.trim()}`),
    );
    expect(citing).toEqual([]);
  });
});
