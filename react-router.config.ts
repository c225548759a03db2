import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // Separate build folders let several checkouts' test servers build side by side (BUILD_DIR).
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // A page brings the routes of its own address; those its links lead to are discovered after hydration.
  // The whole manifest made the router's creation, one task React cannot slice, the longest of a public
  // page's start-up (docs/decisions/0158).
  routeDiscovery: { mode: "lazy" },
} satisfies Config;
