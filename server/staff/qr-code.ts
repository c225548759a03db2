import QRCode from "qrcode";

/** A QR code as one SVG path: `size` modules square, dark modules drawn as unit squares. */
export type QrCodeShape = { size: number; path: string };

/**
 * Encodes text as a QR code and describes it as an SVG path, so the page draws it inline with React
 * elements: no image request, no markup string, nothing the CSP has to allow.
 */
export function qrCodeShape(text: string): QrCodeShape {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const parts: string[] = [];
  for (let y = 0; y < modules.size; y++) {
    let x = 0;
    while (x < modules.size) {
      if (!modules.get(y, x)) {
        x++;
        continue;
      }
      // One rectangle for each run of dark modules in a row keeps the path short.
      const start = x;
      while (x < modules.size && modules.get(y, x)) x++;
      parts.push(`M${start} ${y}h${x - start}v1h-${x - start}z`);
    }
  }
  return { size: modules.size, path: parts.join("") };
}
