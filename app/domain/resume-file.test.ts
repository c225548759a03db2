import { describe, expect, it } from "vitest";
import { checkResumeFile, extensionOf, RESUME_MAX_BYTES } from "./resume-file";

describe("resume file rules", () => {
  it("needs a file", () => expect(checkResumeFile(null)).toBe("Please upload your resume"));
  it("allows exactly 1 MiB and refuses one byte more", () => {
    expect(checkResumeFile({ name: "cv.pdf", size: RESUME_MAX_BYTES })).toBeNull();
    expect(checkResumeFile({ name: "cv.pdf", size: RESUME_MAX_BYTES + 1 })).toBe(
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
