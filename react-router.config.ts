import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // Separate build folders let several checkouts' test servers build side by side (BUILD_DIR).
  buildDirectory: process.env.BUILD_DIR ?? "build",
} satisfies Config;
