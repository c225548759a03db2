import { createHash } from "node:crypto";
import sharp from "sharp";
import {
  CONTENT_PICTURE_MAX_SIDE,
  CONTENT_PICTURE_WIDTHS,
  contentPictureKey,
  contentPicturePath,
} from "~/domain/site-content/content-pictures";
import { detectNewsImageType, NEWS_IMAGE_MAX_BYTES, newsImageMessages } from "~/domain/news-image";
import { AUDIT_ACTIONS } from "~/domain/staff/audit-actions";
import type { SignedInStaff } from "~/domain/staff/staff-user";
import { audit, staffActor } from "../audit/audit";
import type { Db } from "../db/database";
import type { FileStorage } from "../storage/file-storage";
import type { ClientInfo } from "../staff/staff-common";
import { insertContentPicture, listContentPictures } from "./content-pictures.repository";

/** A decompression bomb (a small file of enormous dimensions) is refused before it is decoded. */
const MAX_INPUT_PIXELS = 50_000_000;
const WEBP_QUALITY = 80;
const JPEG_QUALITY = 82;
const LIST_LIMIT = 60;

export type ContentPictureOutcome = { ok: true; path: string } | { ok: false; message: string };

/**
 * Pictures for the site's content (docs/decisions/0183): checked by their bytes (JPEG, PNG or WebP, at most
 * 5 MB, the news pictures' rules and messages), decoded, turned upright, fitted within 1600 pixels without
 * enlarging, and stored as JPEG and WebP with no metadata, at that size and at each of the narrower widths
 * pages ask for in their `srcset`; nothing of the upload reaches a visitor as it came.
 */
export function createContentPictures({ db, storage }: { db: Db; storage: FileStorage }) {
  return {
    async upload(
      bytes: Uint8Array,
      fileName: string,
      e: { user: SignedInStaff; client: ClientInfo },
    ): Promise<ContentPictureOutcome> {
      if (bytes.byteLength > NEWS_IMAGE_MAX_BYTES) return { ok: false, message: newsImageMessages.tooLarge };
      if (!detectNewsImageType(bytes)) return { ok: false, message: newsImageMessages.wrongType };
      const sha256 = createHash("sha256").update(bytes).digest("hex");
      const fitted = () =>
        sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
          .autoOrient()
          .resize(CONTENT_PICTURE_MAX_SIDE, CONTENT_PICTURE_MAX_SIDE, { fit: "inside", withoutEnlargement: true });
      let size: { width: number; height: number };
      try {
        // Decoded once into pixels, so each copy is encoded from the picture, not from another copy.
        const full = await fitted().raw().toBuffer({ resolveWithObject: true });
        const { width: fullWidth, height, channels } = full.info;
        size = { width: fullWidth, height };
        const pixels = () => sharp(full.data, { raw: { width: fullWidth, height, channels } });
        // The full size, then each width from it (the full size again where the picture is narrower).
        for (const width of [undefined, ...CONTENT_PICTURE_WIDTHS]) {
          const sized = () => (width && width < fullWidth ? pixels().resize({ width }) : pixels());
          const jpeg = await sized()
            .flatten({ background: "#ffffff" })
            .jpeg({ quality: JPEG_QUALITY, progressive: true, mozjpeg: true })
            .toBuffer();
          const webp = await sized().webp({ quality: WEBP_QUALITY }).toBuffer();
          await storage.put(contentPictureKey(sha256, "jpg", width), { contentType: "image/jpeg", bytes: jpeg });
          await storage.put(contentPictureKey(sha256, "webp", width), { contentType: "image/webp", bytes: webp });
        }
      } catch {
        return { ok: false, message: newsImageMessages.unreadable };
      }
      const path = contentPicturePath(sha256);
      await db.transaction().execute(async (tx) => {
        await insertContentPicture(tx, {
          sha256,
          ...size,
          file_name: fileName.slice(0, 200),
          uploaded_at: new Date().toISOString(),
          uploaded_by: e.user.email,
        });
        await audit(tx, {
          actor: staffActor(e.user),
          action: AUDIT_ACTIONS.contentPictureUploaded,
          ip: e.client.ip,
          target: { type: "content_picture", id: null },
          detail: { path },
        });
      });
      return { ok: true, path };
    },

    /** The uploaded pictures, newest first, each with the address a picture field takes. */
    async list() {
      return (await listContentPictures(db, LIST_LIMIT)).map((r) => ({
        path: contentPicturePath(r.sha256),
        width: r.width,
        height: r.height,
        fileName: r.file_name,
        uploadedAt: r.uploaded_at,
        uploadedBy: r.uploaded_by,
      }));
    },
  };
}
