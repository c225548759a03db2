import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The repository must explain itself (docs/product.md, docs/decisions/): no tracked file may send a
// reader to the specification documents that live outside it. Their names are assembled here so that
// this file does not name them itself.
const outsideDocuments = ["SPEC", "DECISIONS"].map((name) => `${name}.md`);
const root = path.resolve(import.meta.dirname, "..");

describe("the repository is self-contained", () => {
  it("no tracked file names the specification documents kept outside the repository", () => {
    const files = execFileSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8" }).split("\0").filter(Boolean);
    expect(files.length).toBeGreaterThan(100);
    const naming = files.filter((file) => {
      const text = readFileSync(path.join(root, file), "latin1");
      return outsideDocuments.some((name) => text.includes(name));
    });
    expect(naming).toEqual([]);
  });
});
