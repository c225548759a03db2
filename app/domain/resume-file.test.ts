import { describe, expect, it } from "vitest";
import { checkResumeFile, extensionOf, RESUME_FILE_MAX_BYTES, storedResumeFileName } from "./resume-file";

describe("resume file rules", () => {
  it("needs a file", () => expect(checkResumeFile(null)).toBe("Please upload your resume"));
  it("allows exactly 1 MiB and refuses one byte more", () => {
    expect(checkResumeFile({ name: "cv.pdf", size: RESUME_FILE_MAX_BYTES })).toBeNull();
    expect(checkResumeFile({ name: "cv.pdf", size: RESUME_FILE_MAX_BYTES + 1 })).toBe(
      "File: cv.pdf is too large to upload.",
    );
  });
  it("accepts pdf, doc and docx in any case and refuses others", () => {
    for (const n of ["a.pdf", "a.PDF", "a.Doc", "a.DOCX"]) expect(checkResumeFile({ name: n, size: 10 })).toBeNull();
    for (const n of ["a.exe", "a.pdf.exe", "pdf", "a.txt", ".pdf"])
      expect(checkResumeFile({ name: n, size: 10 })).toBe(`File: ${n} is invalid.`);
  });
  it("reads extensions", () => {
    expect(extensionOf("My.CV.Docx")).toBe("docx");
    expect(extensionOf("noext")).toBe("");
  });
});

describe("storedResumeFileName", () => {
  it.each([
    ["Anil CV.pdf", "Anil CV.pdf"],
    ["../../etc/cv.pdf", "cv.pdf"],
    ["C:\\fakepath\\Meera CV.docx", "Meera CV.docx"],
    ["cv\u0000\r\nX-Injected: 1.pdf", "cvX-Injected: 1.pdf"],
    ["invoice\u202Efdp.pdf", "invoicefdp.pdf"],
    ["bad\uD800.pdf", "bad.pdf"],
    ["  \u0007 ", "resume"],
    ["dir/", "resume"],
  ])("%j is stored as %j", (sent, stored) => expect(storedResumeFileName(sent)).toBe(stored));

  it("keeps at most 120 characters, the extension included", () => {
    expect(storedResumeFileName(`${"é".repeat(200)}.pdf`)).toBe(`${"é".repeat(116)}.pdf`);
    expect(storedResumeFileName(`${"😀".repeat(130)}.docx`)).toBe(`${"😀".repeat(115)}.docx`);
    expect(storedResumeFileName("a".repeat(130))).toBe("a".repeat(120));
    expect(storedResumeFileName(`${"a".repeat(119)}.pdf`)).toBe(`${"a".repeat(116)}.pdf`);
  });
});
