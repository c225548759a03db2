// Draws the site's original SVG artwork from the typed content, so every picture's words match its
// alt text: three images per product, team portraits, testimonial photos, client logos and the banner.
// Usage: npx tsx scripts/draw-artwork.ts   (writes under public/images/; the output is committed)
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { clientLogo, clients, type Client } from "~/content/clients";
import { LOGO_SIZE } from "~/domain/site-content/company-pages";
import { PRODUCT_IMAGE_SIZE, products, type ProductArt } from "~/content/products";
import { founder, PORTRAIT_SIZE, vicePresidents } from "~/content/team";
import { TESTIMONIAL_PHOTO_SIZE, testimonials } from "~/content/testimonials";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const C = {
  navy: "#0d3b66",
  deep: "#08213a",
  blue: "#1a6fb0",
  mid: "#2677bb",
  sky: "#7db5e2",
  pale: "#d6e9f7",
  mist: "#eef6fc",
  gold: "#ffd166",
  amber: "#f4b63f",
  ink: "#1e293b",
  slate: "#475569",
  line: "#cbd5e1",
  white: "#ffffff",
  green: "#2f855a",
};
const FONT = `font-family="Segoe UI, Roboto, Helvetica, Arial, sans-serif"`;

function esc(s: string) {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** A small deterministic number series from a string, so each picture differs but redraws identically. */
function series(seed: string, n: number, min: number, max: number) {
  let h = 2166136261;
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return Array.from({ length: n }, () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507) ^ Math.imul(h ^ (h >>> 13), 3266489909);
    return min + (((h >>> 0) % 1000) / 1000) * (max - min);
  });
}

/** Splits a label into lines of at most `max` characters at word boundaries. */
function wrap(label: string, max: number) {
  const lines: string[] = [];
  for (const word of label.split(" ")) {
    const last = lines[lines.length - 1];
    if (last !== undefined && (last + " " + word).length <= max) lines[lines.length - 1] = last + " " + word;
    else lines.push(word);
  }
  return lines;
}

function svg(width: number, height: number, title: string, body: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${esc(title)}"><title>${esc(title)}</title>${body}</svg>\n`;
}

function write(rel: string, content: string) {
  const file = path.join(root, "public", rel);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

// ---------- product images ----------

function frame(heading: string, inner: string) {
  const { width: W, height: H } = PRODUCT_IMAGE_SIZE;
  return `<clipPath id="card"><rect width="${W}" height="${H}" rx="20"/></clipPath><g clip-path="url(#card)"><rect width="${W}" height="${H}" fill="${C.mist}"/>
<circle cx="${W - 40}" cy="40" r="90" fill="${C.pale}"/><circle cx="40" cy="${H - 30}" r="60" fill="${C.pale}"/></g>
<rect x="28" y="26" width="${W - 56}" height="${H - 52}" rx="14" fill="${C.white}" stroke="${C.line}"/>
<path d="M28 40a14 14 0 0 1 14-14h${W - 84}a14 14 0 0 1 14 14v16H28z" fill="${C.navy}"/>
<circle cx="48" cy="42" r="5" fill="#ff8a80"/><circle cx="64" cy="42" r="5" fill="${C.gold}"/><circle cx="80" cy="42" r="5" fill="#9ae6b4"/>
<text x="100" y="47" ${FONT} font-size="14" font-weight="600" fill="${C.white}">${esc(heading)}</text>
${inner}`;
}

function dashboard(slug: string, art: Extract<ProductArt, { kind: "dashboard" }>) {
  const cards = art.metrics
    .map(([label, value], i) => {
      const x = 116 + i * 164;
      return `<rect x="${x}" y="72" width="150" height="74" rx="10" fill="${C.mist}" stroke="${C.pale}"/>
<text x="${x + 14}" y="96" ${FONT} font-size="12" fill="${C.slate}">${esc(label)}</text>
<text x="${x + 14}" y="128" ${FONT} font-size="22" font-weight="700" fill="${C.navy}">${esc(value)}</text>`;
    })
    .join("");
  const bars = series(slug, 7, 30, 110)
    .map(
      (h, i) =>
        `<rect x="${132 + i * 30}" y="${356 - h}" width="18" height="${h}" rx="4" fill="${i === 4 ? C.amber : C.mid}"/>`,
    )
    .join("");
  const trend = series(slug + "t", 7, 250, 320)
    .map((y, i) => `${i ? "L" : "M"}${141 + i * 30} ${y - 30}`)
    .join(" ");
  const rows = art.rows
    .map((r, i) => {
      const y = 190 + i * 42;
      const w = series(slug + r, 1, 40, 120)[0]!;
      return `<text x="366" y="${y + 4}" ${FONT} font-size="12.5" fill="${C.ink}">${esc(r)}</text>
<rect x="366" y="${y + 12}" width="212" height="7" rx="3.5" fill="${C.pale}"/><rect x="366" y="${y + 12}" width="${w + 80}" height="7" rx="3.5" fill="${i % 2 ? C.amber : C.blue}"/>`;
    })
    .join("");
  const menu = [0, 1, 2, 3, 4, 5]
    .map(
      (i) =>
        `<rect x="44" y="${82 + i * 30}" width="${i === 0 ? 52 : 44}" height="8" rx="4" fill="${i === 0 ? C.gold : C.sky}"/>`,
    )
    .join("");
  return frame(
    art.heading,
    `<path d="M28 56h70v310H42a14 14 0 0 1-14-14z" fill="${C.deep}"/>${menu}
${cards}
<rect x="116" y="162" width="230" height="206" rx="10" fill="${C.white}" stroke="${C.pale}"/>
<text x="132" y="186" ${FONT} font-size="12" font-weight="600" fill="${C.slate}">Last 7 months</text>
<line x1="126" y1="356" x2="336" y2="356" stroke="${C.line}"/>${bars}
<path d="${trend}" fill="none" stroke="${C.navy}" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/>
<rect x="356" y="162" width="236" height="206" rx="10" fill="${C.white}" stroke="${C.pale}"/>${rows}`,
  );
}

function flow(art: Extract<ProductArt, { kind: "flow" }>) {
  const n = art.steps.length;
  const gap = 456 / (n - 1);
  const xs = art.steps.map((_, i) => 92 + i * gap);
  const nodes = art.steps
    .map((step, i) => {
      const x = xs[i]!;
      const last = i === n - 1;
      const label = wrap(step, 12)
        .map(
          (line, j) =>
            `<text x="${x}" y="${230 + j * 17}" text-anchor="middle" ${FONT} font-size="13.5" font-weight="600" fill="${C.ink}">${esc(line)}</text>`,
        )
        .join("");
      return `<circle cx="${x}" cy="168" r="30" fill="${last ? C.gold : C.navy}"/><circle cx="${x}" cy="168" r="30" fill="none" stroke="${last ? C.amber : C.sky}" stroke-width="4" stroke-dasharray="${last ? "0" : "6 5"}"/>
<text x="${x}" y="175" text-anchor="middle" ${FONT} font-size="20" font-weight="700" fill="${last ? C.deep : C.white}">${last ? "✓" : i + 1}</text>${label}`;
    })
    .join("");
  const arrows = xs
    .slice(0, -1)
    .map(
      (x) =>
        `<path d="M${x + 36} 168H${x + gap - 40}" stroke="${C.mid}" stroke-width="3" stroke-linecap="round"/><path d="m${x + gap - 46} 162 7 6-7 6" fill="none" stroke="${C.mid}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>`,
    )
    .join("");
  const progress = xs
    .map(
      (x, i) =>
        `<rect x="${x - 40}" y="304" width="80" height="36" rx="8" fill="${i < n - 1 ? C.mist : "#fff7e0"}" stroke="${i < n - 1 ? C.pale : C.gold}"/><rect x="${x - 28}" y="316" width="${30 + ((i * 9) % 26)}" height="5" rx="2.5" fill="${C.sky}"/><rect x="${x - 28}" y="326" width="40" height="5" rx="2.5" fill="${C.pale}"/>`,
    )
    .join("");
  return frame(
    art.heading,
    `<text x="52" y="96" ${FONT} font-size="13" fill="${C.slate}">Each step is recorded with who acted and when</text>
<rect x="52" y="108" width="170" height="6" rx="3" fill="${C.gold}"/>
${arrows}${nodes}
<line x1="52" y1="288" x2="588" y2="288" stroke="${C.pale}" stroke-width="2"/>${progress}`,
  );
}

function mobile(slug: string, art: Extract<ProductArt, { kind: "mobile" }>) {
  const items = art.items
    .map((item, i) => {
      const y = 118 + i * 46;
      const [a, b] = item.split(" · ");
      return `<rect x="236" y="${y}" width="168" height="38" rx="8" fill="${i === 0 ? C.mist : C.white}" stroke="${C.pale}"/>
<circle cx="254" cy="${y + 19}" r="9" fill="${i % 2 ? C.amber : C.mid}"/>
<text x="270" y="${y + (b ? 16 : 23)}" ${FONT} font-size="11.5" font-weight="600" fill="${C.ink}">${esc(a ?? item)}</text>
${b ? `<text x="270" y="${y + 30}" ${FONT} font-size="10.5" fill="${C.slate}">${esc(b)}</text>` : ""}`;
    })
    .join("");
  const spark = series(slug + "m", 6, 40, 90)
    .map(
      (v, i) =>
        `<rect x="${456 + i * 20}" y="${268 - v}" width="12" height="${v}" rx="3" fill="${i === 5 ? C.gold : C.sky}"/>`,
    )
    .join("");
  return `<clipPath id="card"><rect width="640" height="420" rx="20"/></clipPath><g clip-path="url(#card)"><rect width="640" height="420" fill="${C.mist}"/>
<circle cx="140" cy="320" r="120" fill="${C.pale}"/><circle cx="560" cy="90" r="70" fill="${C.pale}"/></g>
<rect x="60" y="120" width="140" height="90" rx="12" fill="${C.white}" stroke="${C.line}"/>
<circle cx="90" cy="150" r="14" fill="${C.gold}"/><rect x="112" y="142" width="72" height="7" rx="3.5" fill="${C.navy}"/><rect x="112" y="156" width="52" height="6" rx="3" fill="${C.sky}"/>
<rect x="76" y="178" width="108" height="18" rx="9" fill="${C.navy}"/><text x="130" y="191" text-anchor="middle" ${FONT} font-size="10.5" font-weight="600" fill="${C.white}">Updated just now</text>
<rect x="216" y="34" width="208" height="362" rx="30" fill="${C.deep}"/>
<rect x="226" y="46" width="188" height="338" rx="22" fill="${C.white}"/>
<rect x="290" y="52" width="60" height="8" rx="4" fill="${C.deep}"/>
<rect x="226" y="66" width="188" height="40" fill="${C.navy}"/>
<text x="320" y="92" text-anchor="middle" ${FONT} font-size="13.5" font-weight="700" fill="${C.white}">${esc(art.heading)}</text>
${items}
<rect x="440" y="160" width="150" height="128" rx="12" fill="${C.white}" stroke="${C.line}"/>
<text x="456" y="184" ${FONT} font-size="11.5" font-weight="600" fill="${C.slate}">This week</text>${spark}`;
}

for (const p of products) {
  p.images.forEach((img, i) => {
    const { width, height } = PRODUCT_IMAGE_SIZE;
    const body =
      img.art.kind === "dashboard"
        ? dashboard(p.slug + i, img.art)
        : img.art.kind === "flow"
          ? flow(img.art)
          : mobile(p.slug + i, img.art);
    write(img.src, svg(width, height, img.alt, body));
  });
}

// ---------- portraits ----------

type Look = {
  skin: string;
  hair: string;
  style: "short" | "long" | "bun" | "wavy" | "crop";
  suit: string;
  shirt: string;
  bg: string;
  beard?: boolean;
  glasses?: boolean;
};

function portrait(look: Look) {
  const hair: Record<Look["style"], string> = {
    short: `<path d="M112 118c0-34 22-52 48-52s48 18 48 52c-8-14-24-22-48-22s-40 8-48 22z" fill="${look.hair}"/>`,
    crop: `<path d="M114 112c2-28 22-44 46-44s44 16 46 44c-10-8-26-12-46-12s-36 4-46 12z" fill="${look.hair}"/>`,
    long: `<path d="M106 130c-4-44 20-68 54-68s58 24 54 68l4 74h-22l-4-70c-8-14-20-24-32-26-12 2-24 12-32 26l-4 70h-22z" fill="${look.hair}"/>`,
    bun: `<circle cx="160" cy="56" r="18" fill="${look.hair}"/><path d="M110 124c0-36 22-56 50-56s50 20 50 56c-10-16-26-26-50-26s-40 10-50 26z" fill="${look.hair}"/>`,
    wavy: `<path d="M108 126c-6-40 18-62 52-62s58 22 52 62c-4-6-8-10-14-12 2-10-4-18-12-18-4 8-14 12-26 12s-22-4-26-12c-8 0-14 8-12 18-6 2-10 6-14 12z" fill="${look.hair}"/>`,
  };
  return `<rect width="320" height="320" fill="${look.bg}"/>
<circle cx="260" cy="60" r="70" fill="#ffffff" opacity=".18"/>
<path d="M60 320c6-62 46-94 100-94s94 32 100 94z" fill="${look.suit}"/>
<path d="M138 228h44l-22 52z" fill="${look.shirt}"/>
<path d="M142 196h36v36c-6 8-30 8-36 0z" fill="${look.skin}"/>
<ellipse cx="160" cy="140" rx="46" ry="56" fill="${look.skin}"/>
<ellipse cx="113" cy="146" rx="7" ry="12" fill="${look.skin}"/><ellipse cx="207" cy="146" rx="7" ry="12" fill="${look.skin}"/>
${hair[look.style]}
<circle cx="143" cy="144" r="4" fill="#1f2937"/><circle cx="177" cy="144" r="4" fill="#1f2937"/>
<path d="M136 132q7-5 14 0M170 132q7-5 14 0" stroke="#1f2937" stroke-width="3" fill="none" stroke-linecap="round"/>
<path d="M158 150q-5 11 3 12" stroke="#00000026" stroke-width="3" fill="none" stroke-linecap="round"/>
${look.beard ? `<path d="M116 152c2 40 22 56 44 56s42-16 44-56c-6 14-14 20-20 20h-48c-6 0-14-6-20-20z" fill="${look.hair}"/>` : ""}
<path d="M146 176q14 10 28 0" stroke="#9b2c2c" stroke-width="3.5" fill="none" stroke-linecap="round"/>
${look.glasses ? `<g fill="none" stroke="#1f2937" stroke-width="3"><circle cx="143" cy="144" r="13"/><circle cx="177" cy="144" r="13"/><path d="M156 144h8"/></g>` : ""}`;
}

const looks: Record<string, Look> = {
  "Rajeev Menon": {
    skin: "#c68a5c",
    hair: "#4a4a4a",
    style: "crop",
    suit: C.navy,
    shirt: C.white,
    bg: C.mid,
    glasses: true,
  },
  "Anita Varghese": {
    skin: "#b57a4f",
    hair: "#1f1410",
    style: "long",
    suit: "#7b2d43",
    shirt: "#f8e1c4",
    bg: "#5a9bd5",
  },
  "Faisal Al Mansoori": {
    skin: "#a86f45",
    hair: "#1a1a1a",
    style: "short",
    suit: "#2d3748",
    shirt: C.white,
    bg: C.blue,
    beard: true,
  },
  "Suresh Iyer": {
    skin: "#8d5a36",
    hair: "#2b2b2b",
    style: "short",
    suit: "#234e52",
    shirt: "#e2e8f0",
    bg: "#3b82b8",
    glasses: true,
  },
  "Meera Krishnan": {
    skin: "#a0683f",
    hair: "#241914",
    style: "bun",
    suit: "#553c9a",
    shirt: "#fefcbf",
    bg: "#2f7fb8",
  },
  "Priya Nair": { skin: "#b07148", hair: "#1b120d", style: "wavy", suit: "#9c4221", shirt: "#fff5eb", bg: "#4a90c8" },
  "Khalid Al Hashimi": {
    skin: "#b98357",
    hair: "#202020",
    style: "crop",
    suit: "#1a365d",
    shirt: C.white,
    bg: "#2b6cb0",
    beard: true,
  },
  "Vikram Deshpande": {
    skin: "#9a6440",
    hair: "#3a2a20",
    style: "short",
    suit: "#22543d",
    shirt: "#edf2f7",
    bg: "#3182ce",
  },
};

for (const m of [founder, ...vicePresidents]) {
  write(m.photo, svg(PORTRAIT_SIZE.width, PORTRAIT_SIZE.height, `Portrait of ${m.name}`, portrait(looks[m.name]!)));
}
for (const t of testimonials) {
  const { width, height } = TESTIMONIAL_PHOTO_SIZE;
  const body = `<svg viewBox="0 0 320 320" width="${width}" height="${height}"><clipPath id="c"><circle cx="160" cy="160" r="160"/></clipPath><g clip-path="url(#c)">${portrait(looks[t.name]!)}</g></svg>`;
  write(t.imageUrl, svg(width, height, `Portrait of ${t.name}`, body));
}

// ---------- client logos ----------

function emblem(c: Client, color: string) {
  switch (c.kind) {
    case "Insurer":
      return `<path d="M48 14 76 25v20c0 18-12 31-28 36-16-5-28-18-28-36V25z" fill="${color}"/>`;
    case "Takaful operator":
      return `<circle cx="48" cy="48" r="32" fill="${color}"/><circle cx="62" cy="40" r="26" fill="#ffffff" opacity=".22"/>`;
    case "Reinsurer":
      return `<circle cx="48" cy="48" r="32" fill="${color}"/><ellipse cx="48" cy="48" rx="32" ry="12" fill="none" stroke="#fff" stroke-opacity=".45" stroke-width="3"/>`;
    case "Broker":
      return `<rect x="16" y="16" width="64" height="64" rx="16" fill="${color}"/><path d="M24 66 48 30l24 36" fill="none" stroke="#fff" stroke-opacity=".18" stroke-width="5"/>`;
    case "TPA":
      return `<rect x="16" y="16" width="64" height="64" rx="32" fill="${color}"/><path d="M48 26v44M26 48h44" stroke="#fff" stroke-opacity=".15" stroke-width="10"/>`;
  }
}

for (const c of clients) {
  const color = `hsl(${c.hue} 62% 34%)`;
  const lines = wrap(c.name, 17).slice(0, 3);
  const top = 48 - (lines.length - 1) * 9 + 5;
  const name = lines
    .map(
      (l, i) =>
        `<text x="92" y="${top + i * 18}" ${FONT} font-size="14.5" font-weight="700" fill="${C.ink}">${esc(l)}</text>`,
    )
    .join("");
  const body = `<rect x="1" y="1" width="238" height="94" rx="12" fill="#fff" stroke="${C.line}" stroke-width="2"/>
${emblem(c, color)}<text x="48" y="55" text-anchor="middle" ${FONT} font-size="20" font-weight="800" fill="#fff">${esc(c.mark)}</text>${name}`;
  write(clientLogo(c), svg(LOGO_SIZE.width, LOGO_SIZE.height, `${c.name} logo`, body));
}

// ---------- home banner ----------

const banner = `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.mid}"/><stop offset="1" stop-color="${C.navy}"/></linearGradient></defs>
<circle cx="300" cy="230" r="200" fill="#ffffff" opacity=".06"/><circle cx="300" cy="230" r="150" fill="#ffffff" opacity=".06"/>
<path d="M300 40 450 100v110c0 96-64 168-150 196-86-28-150-100-150-196V100z" fill="url(#g)" stroke="${C.sky}" stroke-width="3"/>
<path d="M300 76 420 124v88c0 76-50 134-120 158-70-24-120-82-120-158v-88z" fill="${C.deep}" opacity=".55"/>
<path d="m214 262 52-52 36 36 78-86" fill="none" stroke="${C.gold}" stroke-width="16" stroke-linecap="round" stroke-linejoin="round"/>
<circle cx="380" cy="160" r="12" fill="${C.gold}"/>
<g><rect x="8" y="70" width="170" height="92" rx="14" fill="#fff"/><text x="26" y="100" ${FONT} font-size="13" fill="${C.slate}">Policies issued</text><text x="26" y="134" ${FONT} font-size="26" font-weight="700" fill="${C.navy}">1,26,540</text><rect x="26" y="144" width="120" height="6" rx="3" fill="${C.pale}"/><rect x="26" y="144" width="88" height="6" rx="3" fill="${C.mid}"/></g>
<g><rect x="420" y="250" width="172" height="96" rx="14" fill="#fff"/><text x="438" y="280" ${FONT} font-size="13" fill="${C.slate}">Claims settled</text><text x="438" y="314" ${FONT} font-size="26" font-weight="700" fill="${C.navy}">98.6%</text><path d="M438 330h30l12-8 14 6 16-12 20 4 22-10" fill="none" stroke="${C.amber}" stroke-width="3" stroke-linecap="round"/></g>
<g><rect x="40" y="320" width="150" height="70" rx="14" fill="#fff"/><circle cx="72" cy="355" r="16" fill="${C.gold}"/><path d="m64 355 6 6 11-12" fill="none" stroke="${C.deep}" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/><text x="98" y="350" ${FONT} font-size="12.5" font-weight="700" fill="${C.ink}">Renewal</text><text x="98" y="368" ${FONT} font-size="12" fill="${C.slate}">paid online</text></g>
<g fill="${C.sky}"><circle cx="480" cy="90" r="6"/><circle cx="520" cy="130" r="4"/><circle cx="110" cy="260" r="5"/></g>
<path d="M480 90 520 130M178 116l-28 0" stroke="${C.sky}" stroke-width="2" stroke-dasharray="4 4"/>`;
write(
  "/images/home-banner.svg",
  svg(
    600,
    440,
    "A shield, the mark of insurance protection, surrounded by cards showing policies issued, claims settled and a renewal paid online",
    banner,
  ),
);

console.log("artwork written under public/images/");
