// CPU and size of gzip at levels 1, 3 and 6 for server-rendered pages of the built site, as the
// compression middleware would send them (decision 0066: staff pages use level 1).
//
//   node --import tsx scripts/bench/gzip-levels.ts [--port=3400]
import { gzipSync } from "node:zlib";
import { startChildServer } from "#tests/support/child-server";

const port = Number(process.argv.find((a) => a.startsWith("--port="))?.slice(7) ?? 3400);
const ROUNDS = 300;
const server = await startChildServer({ port, env: { NODE_ENV: "production", LOG_LEVEL: "warn" } });
try {
  for (const path of ["/", "/careers"]) {
    const res = await fetch(server.baseUrl + path, { headers: { "Accept-Encoding": "identity" } });
    const body = Buffer.from(await res.arrayBuffer());
    for (const level of [1, 3, 6]) {
      gzipSync(body, { level });
      const before = process.cpuUsage();
      let size = 0;
      for (let i = 0; i < ROUNDS; i++) size = gzipSync(body, { level }).length;
      const used = process.cpuUsage(before);
      const us = (used.user + used.system) / ROUNDS;
      console.log(`${path}: ${body.length} bytes, level ${level}: ${size} bytes, ${us.toFixed(0)} µs CPU`);
    }
  }
} finally {
  await server.stop();
}
