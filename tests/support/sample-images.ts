import sharp from "sharp";

/**
 * Pictures made here for the news tests: a gradient with a few shapes, so the encoder has real
 * content to work on (not one flat colour).
 */
export async function samplePicture(format: "png" | "jpeg" | "webp", width = 1600, height = 1000): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0d3b66"/><stop offset="1" stop-color="#ffd166"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 3}" cy="${height / 2}" r="${height / 4}" fill="#e63946"/>
<rect x="${width / 2}" y="${height / 5}" width="${width / 3}" height="${height / 2}" fill="#2a9d8f"/></svg>`;
  return sharp(Buffer.from(svg)).toFormat(format).toBuffer();
}

/** An HTML page: what someone might upload under an image's name. */
export const htmlPage = Buffer.from("<!doctype html><html><body><script>alert(document.cookie)</script></body></html>");

/** `size` bytes that start as a PNG does but are not one: only the size should be judged. */
export function oversizedPng(size: number): Buffer {
  const bytes = Buffer.alloc(size, 7);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes);
  return bytes;
}
