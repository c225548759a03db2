import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
};

/**
 * How a hashed asset is sent, compressed or not: cached for a year and never revalidated, so neither
 * `Last-Modified` nor `Accept-Ranges` tells the browser anything. The home page loads two dozen
 * scripts, and those two headers were 68 of each one's 460 header bytes (docs/decisions/0069).
 */
export const HASHED_ASSET_OPTIONS = { immutable: true, maxAge: "1y", lastModified: false, acceptRanges: false };

/**
 * Serves the build's Brotli or gzip copy of a hashed asset (scripts/precompress.mjs) when the browser
 * accepts it. The folder is listed once: hashed assets never change while the process runs.
 */
export function precompressedAssets(assetsDir: string): RequestHandler {
  const available = new Set(existsSync(assetsDir) ? readdirSync(assetsDir) : []);
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const name = req.path.replace(/^\//, "");
    const type = TYPES[path.extname(name)];
    if (!type || name.includes("/")) return next();
    const accepts = String(req.headers["accept-encoding"] ?? "");
    const encoding =
      /\bbr\b/.test(accepts) && available.has(`${name}.br`)
        ? "br"
        : /\bgzip\b/.test(accepts) && available.has(`${name}.gz`)
          ? "gzip"
          : null;
    res.setHeader("Vary", "Accept-Encoding");
    if (!encoding) return next();
    res.setHeader("Content-Type", type);
    res.setHeader("Content-Encoding", encoding);
    res.sendFile(path.join(assetsDir, `${name}.${encoding === "br" ? "br" : "gz"}`), HASHED_ASSET_OPTIONS, (err) => {
      if (err) next();
    });
  };
}
