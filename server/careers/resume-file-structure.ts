import CFB from "cfb";
import { unzipSync } from "fflate";

export type ResumeKind = "pdf" | "doc" | "docx";

/**
 * Whether a resume's bytes have the structure of the kind its name claims, not only its first bytes
 * (docs/decisions/0030-resume-structure-checks.md): a PDF with its header and a trailer that points at
 * a cross-reference; a DOCX that is a ZIP with the parts of a Word document and no entry leaving its
 * folder; a DOC that is a valid OLE2 compound file holding a WordDocument stream.
 */
export function hasResumeFileStructure(kind: ResumeKind, bytes: Uint8Array): boolean {
  switch (kind) {
    case "pdf":
      return isPdf(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    case "doc":
      return isWordCompoundFile(bytes);
    case "docx":
      return isWordZip(bytes);
  }
}

/** The end of a PDF: `startxref`, the cross-reference's offset, `%%EOF`, then at most blank space. */
const PDF_TRAILER = /startxref\s+(\d{1,10})\s+%%EOF[\s\0]*$/;

function isPdf(bytes: Buffer): boolean {
  if (!/^%PDF-[12]\.\d/.test(bytes.subarray(0, 8).toString("latin1"))) return false;
  // Readers look for the trailer in the last kilobyte.
  const tail = bytes.subarray(Math.max(0, bytes.length - 1024)).toString("latin1");
  const m = PDF_TRAILER.exec(tail);
  if (!m) return false;
  const offset = Number(m[1]);
  if (offset < 9 || offset >= bytes.length) return false;
  // There a classic `xref` table or an `N G obj` cross-reference stream begins.
  return /^(?:xref\b|\d+\s+\d+\s+obj\b)/.test(bytes.subarray(offset, offset + 40).toString("latin1"));
}

const OLE2_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

function isWordCompoundFile(bytes: Uint8Array): boolean {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // cfb checks the versions, sector shifts, mini stream cutoff and every chain, but tolerates any byte
  // order mark and also reads ZIPs: these two are checked here.
  if (b.length < 512 || !b.subarray(0, 8).equals(OLE2_SIGNATURE) || b.readUInt16LE(28) !== 0xfffe) return false;
  try {
    const container = CFB.parse(b);
    const stream = CFB.find(container, "WordDocument");
    return stream !== null && stream.type === 2 && (stream.size ?? 0) > 0;
  } catch {
    return false;
  }
}

const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** The names of a ZIP's entries, or null when it is not a ZIP that reads. */
function zipEntryNames(bytes: Uint8Array): string[] | null {
  if (bytes.length < 4 || !Buffer.from(bytes.buffer, bytes.byteOffset, 4).equals(ZIP_SIGNATURE)) return null;
  const names: string[] = [];
  try {
    // Reads the central directory only: the filter declines every entry, so nothing is inflated.
    unzipSync(bytes, {
      filter: (entry) => {
        names.push(entry.name);
        return false;
      },
    });
  } catch {
    return null;
  }
  return names;
}

function isWordZip(bytes: Uint8Array): boolean {
  const names = zipEntryNames(bytes);
  if (!names) return false;
  return names.includes("[Content_Types].xml") && names.includes("word/document.xml") && names.every(staysInItsFolder);
}

/**
 * Whether a Word resume carries macros (VBA), which run when the file is opened with macros enabled:
 * a DOCX (or DOCM renamed) with a `vbaProject.bin` part, a DOC with a `Macros` storage. HR is warned on
 * the application's page; the upload itself is kept, as a person may send such a file unknowingly.
 */
export function hasWordMacros(kind: "doc" | "docx", bytes: Uint8Array): boolean {
  if (kind === "docx") return (zipEntryNames(bytes) ?? []).some((name) => /(^|\/)vbaProject\.bin$/i.test(name));
  try {
    const container = CFB.parse(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    return container.FullPaths.some((path) => /\/Macros\/$/i.test(path));
  } catch {
    return false;
  }
}

/** An entry name that, unpacked, stays under the folder it is unpacked into. */
export function staysInItsFolder(name: string): boolean {
  if (name === "" || /^[/\\]/.test(name) || /^[A-Za-z]:/.test(name) || name.includes("\0")) return false;
  return name.split(/[/\\]/).every((segment) => segment !== "..");
}
