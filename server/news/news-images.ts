import { createHash } from "node:crypto";
import sharp from "sharp";
import {
  detectNewsImageType,
  NEWS_IMAGE_MAX_BYTES,
  NEWS_IMAGE_RATIO,
  NEWS_IMAGE_WIDTHS,
  NEWS_MAIL_IMAGE_WIDTH,
  newsImageHeight,
  newsImageKey,
  newsImageMailKey,
  newsImageMessages,
  widthsFor,
} from "~/domain/news-image";
import type { Db } from "../db/database";
import { findNewsImageBySha, insertNewsImage } from "../storage/stored-files.repository";
import type { FileStorage } from "../storage/file-storage";

/** A decompression bomb (a small file of enormous dimensions) is refused before it is decoded. */
const MAX_INPUT_PIXELS = 50_000_000;
const WEBP_QUALITY = 78;
const MAIL_JPEG_QUALITY = 80;

export type NewsImageOutcome = { ok: true; imageId: number } | { ok: false; message: string };

/**
 * Accepts a story's picture: checked by its bytes (JPEG, PNG or WebP, at most 5 MB), decoded, turned
 * upright, cropped to the site's 40:21 and re-encoded as WebP at each width (docs/product.md §10.7).
 * Nothing of the upload reaches a visitor as it came: no metadata, no original bytes.
 */
export function createNewsImagesService({ db, storage }: { db: Db; storage: FileStorage }) {
  return {
    async accept(bytes: Uint8Array): Promise<NewsImageOutcome> {
      if (bytes.byteLength > NEWS_IMAGE_MAX_BYTES) return { ok: false, message: newsImageMessages.tooLarge };
      if (!detectNewsImageType(bytes)) return { ok: false, message: newsImageMessages.wrongType };
      const sha256 = createHash("sha256").update(bytes).digest("hex");
      const known = await findNewsImageBySha(db, sha256);
      if (known) return { ok: true, imageId: Number(known.id) };

      const input = () => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" }).autoOrient();
      let upright: { width: number; height: number };
      try {
        upright = (await input().metadata()).autoOrient;
      } catch {
        return { ok: false, message: newsImageMessages.unreadable };
      }
      // The widest 40:21 crop the picture holds, never enlarged.
      const cropWidth = Math.min(
        upright.width,
        Math.floor((upright.height * NEWS_IMAGE_RATIO.width) / NEWS_IMAGE_RATIO.height),
      );
      if (cropWidth < NEWS_IMAGE_WIDTHS[0]) return { ok: false, message: newsImageMessages.tooSmall };
      const widths = widthsFor(cropWidth);
      try {
        for (const width of widths) {
          const out = await input()
            .resize(width, newsImageHeight(width), { fit: "cover", position: "attention" })
            .webp({ quality: WEBP_QUALITY })
            .toBuffer();
          await storage.put(newsImageKey(sha256, width), { contentType: "image/webp", bytes: out });
        }
      } catch {
        return { ok: false, message: newsImageMessages.unreadable };
      }
      try {
        return { ok: true, imageId: await insertNewsImage(db, { sha256, widths }) };
      } catch (err) {
        // The same picture uploaded twice at once: the other upload stored it.
        const stored = await findNewsImageBySha(db, sha256);
        if (stored) return { ok: true, imageId: Number(stored.id) };
        throw err;
      }
    },

    /**
     * The JPEG a mail shows of a stored picture (docs/product.md §10.9): made once, from its widest stored
     * width, at most NEWS_MAIL_IMAGE_WIDTH wide; its key is derived from the picture's hash like the others'.
     * Answers the key; made again by two callers at once, the first stored wins and both answer the same.
     */
    async mailPicture(sha256: string, widths: readonly number[]): Promise<string> {
      const key = newsImageMailKey(sha256);
      if (await storage.get(key)) return key;
      const widest = Math.max(...widths);
      const source = await storage.get(newsImageKey(sha256, widest));
      if (!source) throw new Error(`news picture ${sha256.slice(0, 12)} has no stored width ${widest}`);
      const width = Math.min(widest, NEWS_MAIL_IMAGE_WIDTH);
      const out = await sharp(source.bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
        .resize(width, newsImageHeight(width), { fit: "cover" })
        .flatten({ background: "#ffffff" })
        .jpeg({ quality: MAIL_JPEG_QUALITY, progressive: true, mozjpeg: true })
        .toBuffer();
      await storage.put(key, { contentType: "image/jpeg", bytes: out });
      return key;
    },

    /** A stored file by its key, for the /media/ route. */
    file: (key: string) => storage.get(key),
  };
}

export type NewsImagesService = ReturnType<typeof createNewsImagesService>;
