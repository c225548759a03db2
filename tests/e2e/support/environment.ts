import path from "node:path";

/** Where the browser tests' server listens and keeps its (throw-away) data. */
const port = Number(process.env.E2E_PORT ?? 3210);
export const e2e = {
  port,
  baseUrl: `http://127.0.0.1:${port}`,
  dataDir: path.resolve(process.env.E2E_DATA_DIR ?? `test-results/e2e-data-${port}`),
};
/**
 * The scrypt cost (log2 N) of the test server's passwords and of the accounts the tests make: the cheapest
 * the server accepts, since the tests sign in many times.
 */
export const E2E_PASSWORD_HASH_COST = "10";
export const e2eDatabaseFile = path.join(e2e.dataDir, "site.db");
