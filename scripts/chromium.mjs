// Debian's Chromium (apt-get install chromium), the one browser every tool here drives (browser tests,
// screenshots, the Open Graph image, Lighthouse): never a downloaded one. CHROMIUM_PATH points elsewhere.
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Flags for running it unattended in a container: no sandbox, GPU, background traffic or first-run screens. */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
