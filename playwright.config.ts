import { defineConfig } from "@playwright/test";
import { e2e } from "#tests/e2e/support/environment";
import { chromiumArgs, chromiumPath } from "./scripts/chromium.mjs";

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/support/global-setup.ts",
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
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
    trace: "off",
  },
  webServer: {
    command: "node --import tsx scripts/e2e-server.mjs",
    url: `${e2e.baseUrl}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
