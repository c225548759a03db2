import type { RequestHandler } from "express";
import { isMailPictureKey, isMediaKey } from "~/domain/news-image";
import { webpSiblingOf } from "~/domain/site-content/content-pictures";
import type { FileStorage } from "../storage/file-storage";

/** A stored file's address names its content (a hash), so it never changes: browsers keep it a year. */
export const MEDIA_CACHE_CONTROL = "public, max-age=31536000, immutable";

/**
 * GET /media/{key}: files the site stored (resized news pictures), with the type they were stored
 * as and a long-lived cache. An unknown or malformed key is 404 without touching storage.
 */
export function mediaFiles(storage: Pick<FileStorage, "get">): RequestHandler {
  return async (req, res, next) => {
    const key = String(req.params.key ?? "");
    if (!isMediaKey(key)) return void res.status(404).type("text/plain").send("Not found");
    try {
      // A content picture's JPEG address answers WebP to a browser that says it takes it (decision 0183).
      const webp = webpSiblingOf(key);
      if (webp) res.setHeader("Vary", "Accept");
      const served = webp && /\bimage\/webp\b/.test(String(req.headers.accept ?? "")) ? webp : key;
      const file = await storage.get(served);
      if (!file) return void res.status(404).type("text/plain").send("Not found");
      res.setHeader("Content-Type", file.contentType);
      res.setHeader("Cache-Control", MEDIA_CACHE_CONTROL);
      // A picture made for mail is loaded by mail programs and the console's sandboxed preview: other origins.
      res.setHeader("Cross-Origin-Resource-Policy", isMailPictureKey(key) ? "cross-origin" : "same-origin");
      res.setHeader("ETag", `"${served}"`);
      if (req.headers["if-none-match"] === `"${served}"`) return void res.status(304).end();
      res.end(Buffer.from(file.bytes));
    } catch (err) {
      next(err);
    }
  };
}
