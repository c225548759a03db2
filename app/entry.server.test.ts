import { describe, expect, it } from "vitest";
import { withoutModulePreloads } from "./entry.server";

describe("withoutModulePreloads", () => {
  const head = (links: string) =>
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/>${links}<title>Café Ünïcode</title></head>`;

  it("drops every modulepreload hint of the head and keeps the rest byte for byte", () => {
    const body = `<body><p>Meenakshi — ₹ 12,00,000</p></body></html>`;
    const page = Buffer.from(
      head(
        `<link rel="modulepreload" href="/assets/a.js"/><link rel="stylesheet" href="/s.css"/>` +
          `<link rel="modulepreload" href="/assets/b.js" nonce="n"/>`,
      ) + body,
    );
    expect(Buffer.concat(withoutModulePreloads(page)).toString("utf8")).toBe(
      head(`<link rel="stylesheet" href="/s.css"/>`) + body,
    );
  });

  it("leaves the body alone, and answers the same buffer when there is nothing to drop", () => {
    const page = Buffer.from(head("") + `<body><pre>&lt;link rel="modulepreload"&gt;</pre></body></html>`);
    expect(withoutModulePreloads(page)).toEqual([page]);
    expect(withoutModulePreloads(page)[0]).toBe(page);
  });

  it("reads a document without a head to its end", () => {
    const page = Buffer.from(`<p>x</p><link rel="modulepreload" href="/a.js">`);
    expect(Buffer.concat(withoutModulePreloads(page)).toString()).toBe("<p>x</p>");
  });
});
