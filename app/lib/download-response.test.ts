import { describe, expect, it } from "vitest";
import { contentDisposition, csvDownload } from "./download-response";

describe("downloads", () => {
  it("names a plain file as it is", () => {
    expect(contentDisposition("subscribers-2026-12-10.csv")).toBe('attachment; filename="subscribers-2026-12-10.csv"');
  });

  it("keeps quotes, line breaks and paths out of the header and gives the exact name as filename*", () => {
    const header = contentDisposition('..\\a"b\r\nSet-Cookie: x/अनन्या.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toMatch(/^attachment; filename="[A-Za-z0-9._-]+"; filename\*=UTF-8''[A-Za-z0-9%._~!-]+$/);
    expect(header).toContain("%E0%A4%85"); // अ
    expect(header.split('"')[1]).toBe("__a_b__Set-Cookie__x_______.pdf");
  });

  it("names a file shown in the page the same way, inline", () => {
    expect(contentDisposition("CV.pdf", "inline")).toBe('inline; filename="CV.pdf"');
    expect(contentDisposition("My CV.pdf", "inline")).toBe(
      `inline; filename="My_CV.pdf"; filename*=UTF-8''My%20CV.pdf`,
    );
  });

  it("sends a CSV as an attachment that is never stored", async () => {
    const response = csvDownload("x.csv", new Blob(["a"]).stream());
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="x.csv"');
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(await response.text()).toBe("a");
  });
});
