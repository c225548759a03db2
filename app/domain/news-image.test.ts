import { describe, expect, it } from "vitest";
import { detectNewsImageType, isMediaKey, newsImageKey, newsImageSources, widthsFor } from "./news-image";

const bytes = (...values: number[]) => Uint8Array.from(values);
const ascii = (s: string) => Uint8Array.from(Buffer.from(s, "latin1"));

describe("news pictures", () => {
  it("recognises JPEG, PNG and WebP by their first bytes", () => {
    expect(detectNewsImageType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0))).toBe("image/jpeg");
    expect(detectNewsImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe("image/png");
    expect(detectNewsImageType(ascii("RIFF\x10\x00\x00\x00WEBPVP8 "))).toBe("image/webp");
  });

  it("refuses anything else, whatever it is called", () => {
    expect(detectNewsImageType(ascii("<!doctype html><script>alert(1)</script>"))).toBeNull();
    expect(detectNewsImageType(ascii("GIF89a"))).toBeNull();
    expect(detectNewsImageType(ascii("%PDF-1.7"))).toBeNull();
    expect(detectNewsImageType(ascii("RIFF\x10\x00\x00\x00WAVEfmt "))).toBeNull();
    expect(detectNewsImageType(ascii('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(detectNewsImageType(bytes(0xff, 0xd8))).toBeNull();
    expect(detectNewsImageType(bytes())).toBeNull();
  });

  it("stores the widths a picture reaches, never enlarging it", () => {
    expect(widthsFor(4000)).toEqual([320, 640, 960, 1280]);
    expect(widthsFor(1280)).toEqual([320, 640, 960, 1280]);
    expect(widthsFor(1000)).toEqual([320, 640, 960, 1000]);
    expect(widthsFor(900)).toEqual([320, 640, 900]);
    expect(widthsFor(640)).toEqual([320, 640]);
    expect(widthsFor(320)).toEqual([320]);
  });

  it("names each width by the picture's hash, with a srcset from narrow to wide", () => {
    const sha = "ab".repeat(32);
    expect(newsImageKey(sha, 640)).toBe(`news-${"ab".repeat(16)}-640.webp`);
    expect(isMediaKey(newsImageKey(sha, 640))).toBe(true);
    expect(isMediaKey("../etc/passwd")).toBe(false);
    expect(isMediaKey("x.svg")).toBe(false);
    expect(newsImageSources(sha, [1280, 320, 640])).toEqual({
      src: `/media/news-${"ab".repeat(16)}-1280.webp`,
      srcSet: [320, 640, 1280].map((w) => `/media/news-${"ab".repeat(16)}-${w}.webp ${w}w`).join(", "),
    });
  });
});
