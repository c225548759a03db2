import { describe, expect, it } from "vitest";
import { sampleDoc, sampleDocx, sampleExe, samplePdf, sampleZip, toDataUrl } from "#tests/support/sample-files";
import { checkResumeFileUpload } from "./resume-file-upload";

const upload = (name: string, bytes: Buffer) => ({
  FileName: name,
  FileExtension: "." + name.split(".").pop(),
  FileBytes: toDataUrl(bytes),
});

describe("checkResumeFileUpload", () => {
  it("accepts a real PDF, DOC and DOCX, in any letter case, and fingerprints them", () => {
    for (const [name, bytes, type] of [
      ["cv.pdf", samplePdf(), "application/pdf"],
      ["CV.DOC", sampleDoc(), "application/msword"],
      ["Cv.Docx", sampleDocx(), "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
    ] as const) {
      const r = checkResumeFileUpload(upload(name, bytes));
      expect(r.ok, name).toBe(true);
      if (r.ok) {
        expect(r.file.contentType).toBe(type);
        expect(r.file.bytes.equals(bytes)).toBe(true);
        expect(r.file.sha256).toMatch(/^[0-9a-f]{64}$/);
      }
    }
  });

  it("refuses a renamed executable and a ZIP that is not a Word document", () => {
    expect(checkResumeFileUpload(upload("cv.pdf", sampleExe()))).toEqual({
      ok: false,
      message: "File: cv.pdf is invalid.",
    });
    expect(checkResumeFileUpload(upload("cv.docx", sampleZip({ "a.txt": "x" })))).toEqual({
      ok: false,
      message: "File: cv.docx is invalid.",
    });
    expect(checkResumeFileUpload(upload("cv.doc", samplePdf()))).toEqual({
      ok: false,
      message: "File: cv.doc is invalid.",
    });
  });

  it("refuses other extensions, mismatched FileExtension and broken base64", () => {
    expect(checkResumeFileUpload(upload("cv.exe", sampleExe()))).toEqual({
      ok: false,
      message: "File: cv.exe is invalid.",
    });
    expect(
      checkResumeFileUpload({ FileName: "cv.pdf", FileExtension: ".docx", FileBytes: toDataUrl(samplePdf()) }),
    ).toEqual({
      ok: false,
      message: "File: cv.pdf is invalid.",
    });
    expect(
      checkResumeFileUpload({
        FileName: "cv.pdf",
        FileExtension: ".pdf",
        FileBytes: "data:application/pdf;base64,@@@",
      }),
    ).toEqual({
      ok: false,
      message: "File: cv.pdf is invalid.",
    });
  });

  it("allows 1,048,576 bytes and refuses one more", () => {
    const pad = (n: number) => samplePdf("Big CV", n);
    expect(checkResumeFileUpload(upload("big.pdf", pad(1_048_576))).ok).toBe(true);
    expect(checkResumeFileUpload(upload("big.pdf", pad(1_048_577)))).toEqual({
      ok: false,
      message: "File: big.pdf is too large to upload.",
    });
  });

  it("asks for a file when none is sent", () => {
    expect(checkResumeFileUpload({ FileName: "", FileBytes: "" })).toEqual({
      ok: false,
      message: "Please upload your resume",
    });
  });
});
