// Takes full-page screenshots of a page as a visitor sees it, at phone and desktop widths.
// Usage: node scripts/screenshot.mjs http://127.0.0.1:3000/path out-prefix  -> out-prefix-375.png, out-prefix-1280.png
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./chromium.mjs";

const [url, prefix = "screenshot"] = process.argv.slice(2);
if (!url) {
  console.error("usage: node scripts/screenshot.mjs URL [out-prefix]");
  process.exit(2);
}
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
for (const width of [375, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: width < 600 ? 800 : 900 } });
  await page.goto(url, { waitUntil: "networkidle" });
  // Scroll through once so that lazily loaded images below the fold are in the picture.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 60));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState("networkidle");
  await page.screenshot({ path: `${prefix}-${width}.png`, fullPage: true });
  await page.close();
  console.log(`${prefix}-${width}.png`);
}
await browser.close();
