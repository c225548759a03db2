// Imported first by server/main.ts, before anything loads React: React chooses its development or
// production build from NODE_ENV when first loaded, and every part of it must make the same choice.
process.env.NODE_ENV ??= process.argv.includes("--dev") ? "development" : "production";
