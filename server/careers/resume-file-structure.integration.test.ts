import { describe, expect, it } from "vitest";
import { extensionOf, resumeFileMessages } from "~/domain/resume-file";
import { resumeRequest } from "#tests/support/factories";
import { sampleDoc, sampleDocx, samplePdf, sampleZip, toDataUrl } from "#tests/support/sample-files";
import { serverForFile } from "#tests/support/test-server";

/**
 * Resumes are checked by their structure, not their first bytes, and stored under a name that is
 * safe to send back in a download header (docs/decisions/0030-resume-structure-checks.md).
 */
const PATH = "/api/Career/PostCandidate";
const server = serverForFile();

const send = (FileName: string, bytes: Buffer) =>
  server
    .client()
    .post(PATH, resumeRequest({ FileName, FileExtension: `.${extensionOf(FileName)}`, FileBytes: toDataUrl(bytes) }));
const rowCounts = async () => ({
  candidates: (await server.db.selectFrom("candidates").select("id").execute()).length,
  files: (await server.db.selectFrom("resume_files").select("id").execute()).length,
});
const lastFile = () => server.db.selectFrom("resume_files").selectAll().orderBy("id", "desc").executeTakeFirstOrThrow();

describe(`resume structure on ${process.env.TEST_ENGINE ?? "sqlite"}`, () => {
  it("refuses files that only start like a resume, storing nothing", async () => {
    const before = await rowCounts();
    const attacks: [string, Buffer][] = [
      ["cv.pdf", Buffer.from("%PDF-1.4\n<html><body><script>alert(document.cookie)</script></body></html>")],
      ["cv.pdf", Buffer.concat([Buffer.from("%PDF-1.4\n"), sampleDocx()])],
      ["cv.doc", Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(2048, 7)])],
      [
        "cv.docx",
        sampleZip({
          "[Content_Types].xml": "<Types/>",
          "word/document.xml": "<w:document/>",
          "../../evil.sh": "#!/bin/sh\nrm -rf ~\n",
        }),
      ],
      ["cv.docx", sampleZip({ "word/document.xml": "<w:document/>" })],
    ];
    for (const [name, bytes] of attacks) {
      const res = await send(name, bytes);
      expect(res.status, name).toBe(400);
      expect(res.body, name).toEqual({ Message: resumeFileMessages.invalid(name) });
    }
    expect(await rowCounts()).toEqual(before);
  });

  it("accepts a real PDF, DOC and DOCX", async () => {
    for (const [name, bytes, type] of [
      ["cv.pdf", samplePdf("Meera Pillai"), "application/pdf"],
      ["cv.doc", sampleDoc("Meera Pillai"), "application/msword"],
      ["cv.docx", sampleDocx(), "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
    ] as const) {
      const res = await send(name, bytes);
      expect(res.status, name).toBe(200);
      expect(await lastFile()).toMatchObject({ file_name: name, content_type: type, size: bytes.length });
    }
  });

  it("stores the file name without a path, control characters or NUL, and at most 120 characters", async () => {
    const pdf = samplePdf();
    const cases: [string, string][] = [
      ["../../etc/cv.pdf", "cv.pdf"],
      ["C:\\fakepath\\Meera CV.pdf", "Meera CV.pdf"],
      ["cv\u0000\r\nX-Injected: 1.pdf", "cvX-Injected: 1.pdf"],
      ["invoice\u202Efdp.pdf", "invoicefdp.pdf"],
      [`${"é".repeat(200)}.pdf`, `${"é".repeat(116)}.pdf`],
    ];
    for (const [sent, stored] of cases) {
      const res = await send(sent, pdf);
      expect(res.status, sent).toBe(200);
      const file = await lastFile();
      expect(file.file_name, sent).toBe(stored);
      expect(Array.from(file.file_name).length).toBeLessThanOrEqual(120);
    }
  });
});
