import { describe, expect, it } from "vitest";
import { readFormData } from "./form-post.server";

const URL = "http://localhost/contact-us";

/** A body sent in chunks without Content-Length, as a client that hides its size would. */
function streamed(text: string, contentType: string, chunk = 1024): Request {
  const bytes = new TextEncoder().encode(text);
  let at = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(at, (at += chunk)));
    },
  });
  // Node's fetch needs `duplex` for a streamed body; the DOM types do not know it yet.
  const init: RequestInit & { duplex: "half" } = {
    method: "POST",
    body,
    headers: { "content-type": contentType },
    duplex: "half",
  };
  return new Request(URL, init);
}

describe("readFormData", () => {
  it("reads a urlencoded form", async () => {
    const form = await readFormData(
      new Request(URL, { method: "POST", body: new URLSearchParams({ Name: "Asha Rao", Msg: "a&b=c ✓" }) }),
    );
    expect(form).toBeInstanceOf(FormData);
    expect(Object.fromEntries(form as FormData)).toEqual({ Name: "Asha Rao", Msg: "a&b=c ✓" });
  });

  it("reads a multipart form with its file", async () => {
    const sent = new FormData();
    sent.append("Name", "Deepa Iyer");
    sent.append("Resume", new Blob(["%PDF-1.4 resume"], { type: "application/pdf" }), "Deepa CV.pdf");
    const form = await readFormData(new Request(URL, { method: "POST", body: sent }));
    if (!(form instanceof FormData)) throw new Error(`expected a form, got ${form}`);
    expect(form.get("Name")).toBe("Deepa Iyer");
    const file = form.get("Resume") as File;
    expect([file.name, file.type, await file.text()]).toEqual(["Deepa CV.pdf", "application/pdf", "%PDF-1.4 resume"]);
  });

  it("reads a file input left empty, as browsers send it, as no file with a name", async () => {
    const body = [
      "--b",
      'Content-Disposition: form-data; name="Resume"; filename=""',
      "Content-Type: application/octet-stream",
      "",
      "",
      "--b--",
      "",
    ].join("\r\n");
    const form = await readFormData(streamed(body, "multipart/form-data; boundary=b"));
    if (!(form instanceof FormData)) throw new Error(`expected a form, got ${form}`);
    const value = form.get("Resume");
    expect(value instanceof File && value.name !== "").toBe(false);
  });

  it("refuses a body over the limit: declared, or streamed without a length, urlencoded or multipart", async () => {
    const declared = new Request(URL, {
      method: "POST",
      body: "Name=x",
      headers: { "content-type": "application/x-www-form-urlencoded", "content-length": "65537" },
    });
    expect(await readFormData(declared, 64 * 1024)).toBe("too-large");
    const urlencoded = `Name=x&Msg=${"a".repeat(64 * 1024)}`;
    expect(await readFormData(streamed(urlencoded, "application/x-www-form-urlencoded"), 64 * 1024)).toBe("too-large");
    const multipart = [
      "--b",
      'Content-Disposition: form-data; name="Resume"; filename="cv.pdf"',
      "Content-Type: application/pdf",
      "",
      "x".repeat(64 * 1024 + 1),
      "--b--",
      "",
    ].join("\r\n");
    expect(await readFormData(streamed(multipart, "multipart/form-data; boundary=b"), 64 * 1024)).toBe("too-large");
    expect(await readFormData(streamed(urlencoded.slice(0, 1000), "application/x-www-form-urlencoded"))).toBeInstanceOf(
      FormData,
    );
  });

  it("calls anything that is not a form malformed", async () => {
    const post = (body: string | null, contentType: string) =>
      readFormData(new Request(URL, { method: "POST", body, headers: { "content-type": contentType } }));
    expect(await post('{"Name":"x"}', "application/json")).toBe("malformed");
    expect(await post("Name=x", "text/plain")).toBe("malformed");
    expect(await post(null, "application/x-www-form-urlencoded")).toBe("malformed");
    expect(await post("no boundary here", "multipart/form-data")).toBe("malformed");
    expect(await post("--b\r\nnot a part header\r\n\r\nx\r\n--b--\r\n", "multipart/form-data; boundary=b")).toBe(
      "malformed",
    );
  });
});
