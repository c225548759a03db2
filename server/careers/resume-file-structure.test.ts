import { describe, expect, it } from "vitest";
import {
  sampleDoc,
  sampleDocWithMacros,
  sampleDocx,
  sampleDocxWithMacros,
  samplePdf,
  sampleZip,
} from "#tests/support/sample-files";
import { hasResumeFileStructure, hasWordMacros, staysInItsFolder } from "./resume-file-structure";

const docxParts = (extra: Record<string, string> = {}) => ({
  "[Content_Types].xml": "<Types/>",
  "word/document.xml": "<w:document/>",
  ...extra,
});

describe("hasResumeFileStructure", () => {
  it("accepts the sample PDF, DOC and DOCX the tests upload", () => {
    expect(hasResumeFileStructure("pdf", samplePdf())).toBe(true);
    expect(hasResumeFileStructure("doc", sampleDoc())).toBe(true);
    expect(hasResumeFileStructure("docx", sampleDocx())).toBe(true);
  });

  it("accepts a PDF with trailing blank lines and one whose trailer points at a cross-reference stream", () => {
    expect(hasResumeFileStructure("pdf", Buffer.concat([samplePdf(), Buffer.from("\r\n\n")]))).toBe(true);
    const body = "%PDF-1.7\n%\xe2\xe3\xcf\xd3\n";
    const xrefStream = `${body}12 0 obj\n<< /Type /XRef /Size 13 >>\nstream\nendstream\nendobj\n`;
    const pdf = `${xrefStream}startxref\n${body.length}\n%%EOF\n`;
    expect(hasResumeFileStructure("pdf", Buffer.from(pdf, "latin1"))).toBe(true);
  });

  it("refuses %PDF- followed by HTML, by a ZIP, or with a trailer that points nowhere", () => {
    const html = Buffer.from("%PDF-1.4\n<html><script>alert(1)</script></html>\n");
    expect(hasResumeFileStructure("pdf", html)).toBe(false);
    const htmlWithTrailer = Buffer.concat([html, Buffer.from("startxref\n9\n%%EOF\n")]);
    expect(hasResumeFileStructure("pdf", htmlWithTrailer)).toBe(false);
    expect(hasResumeFileStructure("pdf", Buffer.concat([Buffer.from("%PDF-1.4\n"), sampleDocx()]))).toBe(false);
    const pdf = samplePdf().toString("latin1");
    expect(
      hasResumeFileStructure("pdf", Buffer.from(pdf.replace(/startxref\n\d+/, "startxref\n99999999"), "latin1")),
    ).toBe(false);
    expect(hasResumeFileStructure("pdf", Buffer.from(pdf.replace("%%EOF", "%%EOX"), "latin1"))).toBe(false);
    expect(hasResumeFileStructure("pdf", Buffer.from(pdf.slice(0, -200), "latin1"))).toBe(false);
  });

  it("refuses a .doc that is the OLE2 signature plus junk, a wrong byte order, or a container with no WordDocument", () => {
    const signature = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    expect(hasResumeFileStructure("doc", Buffer.concat([signature, Buffer.alloc(504)]))).toBe(false);
    expect(hasResumeFileStructure("doc", Buffer.concat([signature, Buffer.alloc(4096, 0x41)]))).toBe(false);
    const swapped = Buffer.from(sampleDoc());
    swapped.writeUInt16LE(0xfeff, 28);
    expect(hasResumeFileStructure("doc", swapped)).toBe(false);
    const badShift = Buffer.from(sampleDoc());
    badShift.writeUInt16LE(0x0a, 30);
    expect(hasResumeFileStructure("doc", badShift)).toBe(false);
    expect(hasResumeFileStructure("doc", sampleDoc().subarray(0, 1024))).toBe(false);
    expect(hasResumeFileStructure("doc", sampleDocx())).toBe(false);
  });

  it("refuses a .docx that is not a ZIP, lacks a Word part, or holds an entry leaving its folder", () => {
    expect(hasResumeFileStructure("docx", Buffer.from("PK\x03\x04 not really a zip"))).toBe(false);
    expect(hasResumeFileStructure("docx", sampleZip({ "word/document.xml": "<w:document/>" }))).toBe(false);
    expect(hasResumeFileStructure("docx", sampleZip({ "[Content_Types].xml": "<Types/>" }))).toBe(false);
    for (const evil of [
      "../../evil.sh",
      "word/../../evil.sh",
      "/etc/cron.d/evil",
      "\\\\server\\share\\x",
      "C:/evil.bat",
    ]) {
      expect(hasResumeFileStructure("docx", sampleZip(docxParts({ [evil]: "#!/bin/sh" }))), evil).toBe(false);
    }
    expect(hasResumeFileStructure("docx", sampleZip(docxParts({ "word/media/image1.png": "png" })))).toBe(true);
  });

  it("answers quickly for random bytes behind each signature", () => {
    const heads = { pdf: "%PDF-1.4\n", doc: "\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", docx: "PK\x03\x04" } as const;
    for (let i = 0; i < 200; i++) {
      for (const kind of ["pdf", "doc", "docx"] as const) {
        const junk = Buffer.from(Array.from({ length: 600 + i * 7 }, () => Math.floor(Math.random() * 256)));
        expect(hasResumeFileStructure(kind, Buffer.concat([Buffer.from(heads[kind], "latin1"), junk]))).toBe(false);
      }
    }
  });
});

describe("staysInItsFolder", () => {
  it.each(["word/document.xml", "[Content_Types].xml", "a..b/c", "docProps/app.xml"])("keeps %s", (name) =>
    expect(staysInItsFolder(name)).toBe(true),
  );
  it.each(["../x", "a/../../x", "/abs", "\\abs", "C:x", "a\\..\\..\\x", ""])("refuses %s", (name) =>
    expect(staysInItsFolder(name)).toBe(false),
  );
});

describe("hasWordMacros", () => {
  it("finds the VBA project of a DOCX and the Macros storage of a DOC", () => {
    expect(hasWordMacros("docx", sampleDocxWithMacros())).toBe(true);
    expect(hasWordMacros("docx", sampleZip(docxParts({ "word/VBAPROJECT.BIN": "x" })))).toBe(true);
    expect(hasWordMacros("doc", sampleDocWithMacros())).toBe(true);
    // Both still have the structure of a Word file: they are accepted, and flagged to HR.
    expect(hasResumeFileStructure("docx", sampleDocxWithMacros())).toBe(true);
    expect(hasResumeFileStructure("doc", sampleDocWithMacros())).toBe(true);
  });

  it("finds none in plain Word files, or in bytes that are not Word at all", () => {
    expect(hasWordMacros("docx", sampleDocx())).toBe(false);
    expect(hasWordMacros("docx", sampleZip(docxParts({ "word/notvbaProject.binx": "x" })))).toBe(false);
    expect(hasWordMacros("doc", sampleDoc())).toBe(false);
    expect(hasWordMacros("doc", samplePdf())).toBe(false);
    expect(hasWordMacros("docx", Buffer.from("PK"))).toBe(false);
  });
});
