// Browser tests: make sure the build is current, then run Playwright in Debian's Chromium.
import { spawnSync } from "node:child_process";
import { buildIfStale, root } from "./build-if-stale.mjs";

buildIfStale();
const r = spawnSync("npx", ["playwright", "test", ...process.argv.slice(2)], { cwd: root, stdio: "inherit" });
process.exit(r.status ?? 1);
