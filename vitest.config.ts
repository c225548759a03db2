import path from "node:path";
import { defineConfig } from "vitest/config";

// No React Router plugin here: unit and integration tests run plain TypeScript modules.
export default defineConfig({
  resolve: {
    alias: {
      "~": path.resolve(import.meta.dirname, "app"),
      "#server": path.resolve(import.meta.dirname, "server"),
      "#tests": path.resolve(import.meta.dirname, "tests"),
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
          // A capability's integration tests sit in its folder but start servers: they run with the others below.
          exclude: ["**/*.integration.test.ts", "**/node_modules/**"],
          environment: "node",
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts", "server/**/*.integration.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file starts its own server on its own fresh database. A file spends most of its time
          // waiting (on its servers, the database, timers), so four at a time keep 2 cores busy
          // (docs/decisions/0133).
          maxWorkers: 4,
          // Each worker process runs its files one after the other with the modules they share loaded
          // once: loading the server and the app's build again for every file was half the CPU of a pass.
          // Every file still starts its own servers on its own databases (docs/decisions/0182).
          isolate: false,
        },
      },
    ],
  },
});
