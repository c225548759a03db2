import { createHash } from "node:crypto";
import {
  extensionOf,
  hasResumeFileExtension,
  RESUME_FILE_MAX_BYTES,
  resumeFileMessages,
  storedResumeFileName,
} from "~/domain/resume-file";
import type { CheckedResumeFile } from "./resume-files.repository";
import { hasResumeFileStructure } from "./resume-file-structure";

export type ResumeFileUpload = { FileName?: unknown; FileExtension?: unknown; FileBytes?: unknown };

/** The type a resume file is stored with, detected from its bytes on arrival. */
export const RESUME_FILE_CONTENT_TYPES = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
} as const;

/** True when the payload carries a file at all (a resume's file is optional at PostCandidate; an application's is not). */
export function hasResumeFileUpload(p: ResumeFileUpload): boolean {
  return typeof p.FileBytes === "string" && p.FileBytes.trim() !== "";
}

/**
 * Decodes and checks an uploaded resume: the name's extension (pdf, doc, docx, any case), the decoded
 * size (at most 1 MiB) and that the bytes have the structure of that kind of file
 * (./resume-file-structure.ts). Answers the messages of docs/product.md §5.6, naming the file by the name it
 * is stored under (`storedResumeFileName`).
 */
export function checkResumeFileUpload(
  p: ResumeFileUpload,
): { ok: true; file: CheckedResumeFile } | { ok: false; message: string } {
  const fileName = storedResumeFileName(typeof p.FileName === "string" ? p.FileName : "");
  if (!hasResumeFileUpload(p)) return { ok: false, message: resumeFileMessages.missing };
  const ext = extensionOf(fileName);
  const claimed = typeof p.FileExtension === "string" ? p.FileExtension.trim().replace(/^\./, "").toLowerCase() : ext;
  if (!hasResumeFileExtension(fileName) || claimed !== ext)
    return { ok: false, message: resumeFileMessages.invalid(fileName) };

  const bytes = decodeDataUrl(p.FileBytes as string);
  if (!bytes) return { ok: false, message: resumeFileMessages.invalid(fileName) };
  if (bytes.length > RESUME_FILE_MAX_BYTES) return { ok: false, message: resumeFileMessages.tooLarge(fileName) };
  if (bytes.length === 0 || !hasResumeFileStructure(ext as keyof typeof RESUME_FILE_CONTENT_TYPES, bytes)) {
    return { ok: false, message: resumeFileMessages.invalid(fileName) };
  }
  return {
    ok: true,
    file: {
      fileName,
      contentType: RESUME_FILE_CONTENT_TYPES[ext as keyof typeof RESUME_FILE_CONTENT_TYPES],
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
