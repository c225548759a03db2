import QRCode from "qrcode";
import { expect, it } from "vitest";
import { qrCodeShape } from "./qr-code";

it("draws exactly the dark modules of the QR code, one rectangle per run", () => {
  const text = "otpauth://totp/Kavach:a%40staff.example?secret=JBSWY3DPEHPK3PXP&issuer=Kavach";
  const { size, path } = qrCodeShape(text);
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  expect(size).toBe(modules.size);
  // Paint the path back into a grid and compare it module by module.
  const painted = new Set<string>();
  for (const [, x, y, w] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g))
    for (let i = 0; i < Number(w); i++) painted.add(`${Number(x) + i},${y}`);
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) expect(painted.has(`${x},${y}`), `${x},${y}`).toBe(Boolean(modules.get(y, x)));
  expect(path).toMatch(/^(M\d+ \d+h\d+v1h-\d+z)+$/);
});
