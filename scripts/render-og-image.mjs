// Renders the default Open Graph image (public/images/og-default.png, 1200×630) from an SVG drawn
// here, with Debian's Chromium through Playwright. Usage: node scripts/render-og-image.mjs
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { chromiumPath } from "./chromium.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const out = path.join(root, "public/images/og-default.png");

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0d3b66"/><stop offset="1" stop-color="#08213a"/></linearGradient>
    <linearGradient id="shield" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2677bb"/><stop offset="1" stop-color="#124a75"/></linearGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  <path d="M0 630V470q300-90 600 10t600-40v190z" fill="#124a75" opacity=".7"/>
  <g transform="translate(60 20)">
  <circle cx="930" cy="300" r="250" fill="#ffffff" opacity=".05"/>
  <path d="M930 90 1090 154v118c0 104-68 180-160 210-92-30-160-106-160-210V154z" fill="url(#shield)" stroke="#7db5e2" stroke-width="4"/>
  <path d="m838 330 58-58 40 40 86-96" fill="none" stroke="#ffd166" stroke-width="22" stroke-linecap="round" stroke-linejoin="round"/>
  </g>
  <g font-family="Segoe UI, Roboto, Helvetica, Arial, sans-serif">
    <text x="80" y="150" font-size="30" font-weight="700" fill="#ffd166" letter-spacing="4">KAVACH INSURETECH</text>
    <text x="80" y="250" font-size="58" font-weight="800" fill="#ffffff">Core insurance software</text>
    <text x="80" y="330" font-size="58" font-weight="800" fill="#ffffff">for insurers, brokers</text>
    <text x="80" y="410" font-size="58" font-weight="800" fill="#ffffff">and takaful operators</text>
    <text x="80" y="500" font-size="30" fill="#d6e9f7">General · Takaful · Medical · Broking · Portals · Mobile</text>
    <text x="80" y="560" font-size="26" fill="#aed2ef">India and the Gulf, since 2008</text>
  </g>
</svg>`;

const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: ["--no-sandbox", "--disable-gpu"],
});
const page = await browser.newPage({ viewport: { width: 1200, height: 630 }, deviceScaleFactor: 1 });
await page.setContent(`<!doctype html><html><body style="margin:0">${svg}</body></html>`);
await page.screenshot({ path: out, clip: { x: 0, y: 0, width: 1200, height: 630 } });
await browser.close();
console.log(path.relative(root, out));
