import { defineConfig } from "@playwright/test";
import { e2e } from "#tests/e2e/support/environment";

// Debian's Chromium (apt-get install chromium); Playwright never downloads a browser here.
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  // Per port, so checkouts running browser tests side by side do not clean each other's output.
  outputDir: `test-results/playwright-${e2e.port}`,
  use: {
    baseURL: e2e.baseUrl,
    launchOptions: {
      executablePath: e2e.chromiumPath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
    trace: "off",
  },
  webServer: {
    command: "node scripts/e2e-server.mjs",
    url: `${e2e.baseUrl}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
