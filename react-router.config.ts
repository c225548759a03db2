import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // Separate build folders let several checkouts' test servers build side by side (BUILD_DIR).
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // The whole route manifest comes with the page (one cached file), instead of being discovered link by
  // link: no manifest requests after hydration, and no per-link bookkeeping while hydrating
  // (docs/decisions/0157).
  routeDiscovery: { mode: "initial" },
} satisfies Config;
