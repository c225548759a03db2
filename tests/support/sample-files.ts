import { deflateRawSync } from "node:zlib";
import CFB from "cfb";

/**
 * A small but real one-page PDF; with `size`, exactly that many bytes, padded by a comment after the
 * header (the cross-reference offsets follow it), to test the size limit with a valid file.
 */
export function samplePdf(text = "Curriculum vitae", size?: number): Buffer {
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    null,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  const stream = `BT /F1 18 Tf 72 720 Td (${text.replace(/[()\\]/g, "")}) Tj ET`;
  objects[3] = `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
  const build = (padding: string) => {
    let out = "%PDF-1.4\n" + padding;
    const offsets: number[] = [];
    objects.forEach((o, i) => {
      offsets.push(out.length);
      out += `${i + 1} 0 obj\n${o}\nendobj\n`;
    });
    const xref = out.length;
    out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
    for (const off of offsets) out += `${String(off).padStart(10, "0")} 00000 n \n`;
    out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
    return out;
  };
  let pdf = build("");
  if (size !== undefined && size > pdf.length) {
    let pad = size - pdf.length - 2;
    // The offsets' digits grow with the padding: another pass settles the exact size.
    for (let pass = 0; pass < 3 && pdf.length !== size; pass++) {
      pdf = build("%" + " ".repeat(pad) + "\n");
      pad += size - pdf.length;
    }
  }
  return Buffer.from(pdf, "latin1");
}

/** A Word 97-2003 .doc as far as its container goes: an OLE2 compound file with a WordDocument stream. */
export function sampleDoc(text = "Curriculum vitae"): Buffer {
  const container = CFB.utils.cfb_new();
  // A FIB starts the WordDocument stream: its magic number, then the text (enough for the container check).
  const fib = Buffer.alloc(4096);
  fib.writeUInt16LE(0xa5ec, 0);
  fib.write(text, 1024, "latin1");
  CFB.utils.cfb_add(container, "/WordDocument", fib);
  CFB.utils.cfb_add(container, "/1Table", Buffer.alloc(1024));
  return Buffer.from(CFB.write(container, { type: "buffer" }) as Uint8Array);
}

/** A .doc whose container also holds a `Macros` storage with a VBA project, as Word saves one with macros. */
export function sampleDocWithMacros(): Buffer {
  const container = CFB.read(sampleDoc(), { type: "buffer" });
  CFB.utils.cfb_add(container, "/Macros/VBA/dir", Buffer.alloc(64, 1));
  CFB.utils.cfb_add(container, "/Macros/PROJECT", Buffer.from('ID="{00000000-0000-0000-0000-000000000000}"'));
  return Buffer.from(CFB.write(container, { type: "buffer" }) as Uint8Array);
}

/** A ZIP archive holding the given files (deflated), e.g. a DOCX with word/document.xml. */
export function sampleZip(files: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(files)) {
    const data = Buffer.from(content, "utf8");
    const packed = deflateRawSync(data);
    const nameBuf = Buffer.from(name, "utf8");
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBuf.length, 26);
    locals.push(local, nameBuf, packed);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBuf.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, nameBuf);
    offset += 30 + nameBuf.length + packed.length;
  }
  const cd = Buffer.concat(centrals);
  const eocd = Buffer.alloc(22);
  eocd.writeUInt32LE(0x06054b50, 0);
  eocd.writeUInt16LE(Object.keys(files).length, 8);
  eocd.writeUInt16LE(Object.keys(files).length, 10);
  eocd.writeUInt32LE(cd.length, 12);
  eocd.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, eocd]);
}

export function sampleDocx(): Buffer {
  return sampleZip({
    "[Content_Types].xml":
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    "word/document.xml":
      '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>CV</w:t></w:r></w:p></w:body></w:document>',
  });
}

/** A DOCX with a VBA project part, as Word saves a macro-enabled document. */
export function sampleDocxWithMacros(): Buffer {
  return sampleZip({
    "[Content_Types].xml":
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    "word/document.xml":
      '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body/></w:document>',
    "word/vbaProject.bin": "VBA project",
  });
}

/** A Windows executable's first bytes: what a renamed .exe looks like. */
export function sampleExe(): Buffer {
  return Buffer.concat([Buffer.from("MZ"), Buffer.alloc(200, 0x90)]);
}

export function toDataUrl(bytes: Buffer, type = "application/octet-stream"): string {
  return `data:${type};base64,${bytes.toString("base64")}`;
}

function crc32(buf: Buffer): number {
  let c = ~0;
  for (const b of buf) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}
