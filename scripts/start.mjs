// `npm start`: build when the build is missing or older than the sources, then run the server
// (which migrates, seeds and listens). The TypeScript server runs through tsx in this process, so
// signals reach it directly.
import path from "node:path";
import { buildIfStale, root } from "./build-if-stale.mjs";

process.chdir(root);
buildIfStale();
const { register } = await import("tsx/esm/api");
register();
process.env.START_SERVER = "1";
await import(path.join(root, "server/main.ts"));
