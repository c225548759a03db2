// After a build: writes Brotli (quality 11) and gzip (level 9) copies of the hashed client assets,
// which the server sends as they are instead of compressing on the fly at a lower level.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

export function precompress(buildDir) {
  const dir = path.join(buildDir, "client", "assets");
  let files = 0;
  for (const name of readdirSync(dir)) {
    if (!/\.(js|css|svg)$/.test(name)) continue;
    const bytes = readFileSync(path.join(dir, name));
    writeFileSync(
      path.join(dir, `${name}.br`),
      brotliCompressSync(bytes, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
      }),
    );
    writeFileSync(path.join(dir, `${name}.gz`), gzipSync(bytes, { level: 9 }));
    files++;
  }
  return files;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
  console.log(`precompressed ${precompress(buildDir)} assets in ${buildDir}/client/assets`);
}
