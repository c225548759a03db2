/** Resume files (docs/product.md §3.9, §5.6). */
export const RESUME_FILE_MAX_BYTES = 1_048_576;
export const RESUME_FILE_EXTENSIONS = ["pdf", "doc", "docx"] as const;
export const RESUME_FILE_ACCEPT =
  ".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document";

export const resumeFileMessages = {
  tooLarge: (fileName: string) => `File: ${fileName} is too large to upload.`,
  invalid: (fileName: string) => `File: ${fileName} is invalid.`,
  missing: "Please upload your resume",
} as const;

/** The most characters a stored resume's file name keeps. */
export const RESUME_FILE_NAME_MAX_CHARS = 120;

/**
 * The name a resume is stored and named under: the last part of any path (old browsers send
 * `C:\fakepath\cv.pdf`), without control, formatting (bidirectional overrides) or unpaired surrogate
 * characters, and at most 120 characters with the extension kept, so that a later download header
 * built from it is safe. "resume" when nothing is left.
 */
export function storedResumeFileName(sent: string): string {
  const base = sent.split(/[/\\]/).pop() ?? "";
  const clean = base.replace(/[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/gu, "").trim();
  const chars = Array.from(clean);
  if (chars.length === 0) return "resume";
  if (chars.length <= RESUME_FILE_NAME_MAX_CHARS) return clean;
  const dot = chars.lastIndexOf(".");
  const extension = dot > 0 && chars.length - dot <= 10 ? chars.slice(dot) : [];
  return [...chars.slice(0, RESUME_FILE_NAME_MAX_CHARS - extension.length), ...extension].join("");
}

/** The extension without its dot, lower-cased; "" when the name has none. */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf(".");
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : "";
}

export function hasResumeFileExtension(fileName: string): boolean {
  return (RESUME_FILE_EXTENSIONS as readonly string[]).includes(extensionOf(fileName));
}

/**
 * The checks a browser can make before upload: size, then extension. The server repeats them on the
 * decoded bytes and also checks the bytes' signature.
 */
export function checkResumeFile(file: { name: string; size: number } | null | undefined): string | null {
  if (!file) return resumeFileMessages.missing;
  if (file.size > RESUME_FILE_MAX_BYTES) return resumeFileMessages.tooLarge(file.name);
  if (!hasResumeFileExtension(file.name)) return resumeFileMessages.invalid(file.name);
  return null;
}
