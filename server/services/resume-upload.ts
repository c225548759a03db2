import { createHash } from "node:crypto";
import { extensionOf, hasResumeExtension, RESUME_MAX_BYTES, resumeMessages } from "~/domain/resume-file";
import type { CheckedResume } from "../db/repositories/resume-files";

export type ResumeUpload = { FileName?: unknown; FileExtension?: unknown; FileBytes?: unknown };

const CONTENT_TYPES = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
} as const;

/** True when the payload carries a file at all (PostCandidate's file is optional; the wizard's is not). */
export function hasResumeUpload(p: ResumeUpload): boolean {
  return typeof p.FileBytes === "string" && p.FileBytes.trim() !== "";
}

/**
 * Decodes and checks an uploaded resume: the name's extension (pdf, doc, docx, any case), the decoded
 * size (at most 1 MiB) and that the bytes really are that kind of file. Answers the messages of docs/product.md §5.6.
 */
export function checkResumeUpload(p: ResumeUpload): { ok: true; file: CheckedResume } | { ok: false; message: string } {
  const fileName = typeof p.FileName === "string" && p.FileName.trim() ? p.FileName.trim().slice(0, 255) : "resume";
  if (!hasResumeUpload(p)) return { ok: false, message: resumeMessages.missing };
  const ext = extensionOf(fileName);
  const claimed = typeof p.FileExtension === "string" ? p.FileExtension.trim().replace(/^\./, "").toLowerCase() : ext;
  if (!hasResumeExtension(fileName) || claimed !== ext) return { ok: false, message: resumeMessages.invalid(fileName) };

  const bytes = decodeDataUrl(p.FileBytes as string);
  if (!bytes) return { ok: false, message: resumeMessages.invalid(fileName) };
  if (bytes.length > RESUME_MAX_BYTES) return { ok: false, message: resumeMessages.tooLarge(fileName) };
  if (bytes.length === 0 || !matchesSignature(ext as keyof typeof CONTENT_TYPES, bytes)) {
    return { ok: false, message: resumeMessages.invalid(fileName) };
  }
  return {
    ok: true,
    file: {
      fileName,
      contentType: CONTENT_TYPES[ext as keyof typeof CONTENT_TYPES],
      size: bytes.length,
      sha256: createHash("sha256").update(bytes).digest("hex"),
      bytes,
    },
  };
}

/** Accepts `data:<type>;base64,<data>` (what browsers' FileReader produces) or bare base64. */
export function decodeDataUrl(value: string): Buffer | null {
  const m = /^data:[^,;]*(?:;[^,;]+)*;base64,(.*)$/s.exec(value.trim());
  const b64 = (m ? m[1]! : value).replace(/\s+/g, "");
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(b64) || b64.length % 4 === 1) return null;
  return Buffer.from(b64, "base64");
}

const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

export function matchesSignature(ext: "pdf" | "doc" | "docx", bytes: Buffer): boolean {
  switch (ext) {
    case "pdf":
      return bytes.subarray(0, 5).toString("latin1") === "%PDF-";
    case "doc":
      return bytes.subarray(0, 8).equals(OLE2);
    case "docx":
      return zipEntryNames(bytes)?.includes("word/document.xml") ?? false;
  }
}

/** Names in a ZIP's central directory, or null when the bytes are not a well-formed ZIP. */
export function zipEntryNames(bytes: Buffer): string[] | null {
  if (bytes.length < 22 || bytes.readUInt32LE(0) !== 0x04034b50) return null;
  const stop = Math.max(0, bytes.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = bytes.length - 22; i >= stop; i--) {
    if (bytes.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const count = bytes.readUInt16LE(eocd + 10);
  let at = bytes.readUInt32LE(eocd + 16);
  const names: string[] = [];
  for (let n = 0; n < count; n++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== 0x02014b50) return null;
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    if (at + 46 + nameLength > bytes.length) return null;
    names.push(bytes.subarray(at + 46, at + 46 + nameLength).toString("utf8"));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}
