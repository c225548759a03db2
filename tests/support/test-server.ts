import type { DestinationStream } from "pino";
import { afterAll, beforeAll } from "vitest";
import { MIN_PASSWORD_HASH_COST } from "#server/security/passwords";
import { startServer } from "#server/main";
import { ApiClient } from "./api-client";
import { createFreshDatabase, testEngine, type Engine } from "./test-database";

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;
type TestServerOptions = {
  engine?: Engine;
  env?: Record<string, string>;
  /** Where the server's log lines go (give LOG_LEVEL too); standard output when not given. */
  logDestination?: DestinationStream;
};

/**
 * Starts the real server (migrations, seed, every middleware) on a free port and a fresh database.
 * Rate limits are off unless a test asks for them.
 */
export async function startTestServer(options: TestServerOptions = {}) {
  const fresh = await createFreshDatabase(options.engine ?? testEngine);
  const started = await startServer({
    logDestination: options.logDestination,
    env: {
      NODE_ENV: "test",
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: fresh.dataDir,
      DATABASE_URL: fresh.url,
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? "silent",
      RATE_LIMIT_POSTS_PER_MINUTE: "0",
      TOKEN_SECRET: "integration-test-secret-0123456789abcdef",
      BUILD_DIR: process.env.BUILD_DIR ?? "build",
      // Sign-ins are many here: the cheapest cost the server accepts (a test asks for the production one).
      PASSWORD_HASH_COST: String(MIN_PASSWORD_HASH_COST),
      ...options.env,
    },
  });
  // The start-up fold folds and sums the views of old days: a test's views must not race it.
  await started.insightsSettled();
  const baseUrl = `http://127.0.0.1:${started.port}`;
  return {
    ...started,
    baseUrl,
    databaseUrl: fresh.url,
    client: () => new ApiClient(baseUrl),
    async close() {
      const stopped = started.stop();
      // The stop closes the connections idle at that moment and waits for the rest. A page a test did not
      // read to the end may still be streaming then: once sent, its keep-alive connection sits idle until
      // the client drops it (fetch: 3 s). The tests are over, so each is closed as soon as it is idle.
      const sweep = setInterval(() => started.server.closeIdleConnections(), 20);
      try {
        await stopped;
      } finally {
        clearInterval(sweep);
      }
      await fresh.drop();
    },
  };
}

/**
 * One test server for the whole test file (or describe block): started before its first test, closed
 * after its last. The object is filled in when the server has started, so the tests use it as they
 * would the server. Options given as a function are read then, after the hooks registered before
 * (a mail sink's address, say).
 */
export function serverForFile(options: TestServerOptions | (() => TestServerOptions) = {}): TestServer {
  const server = {} as TestServer;
  beforeAll(async () => {
    Object.assign(server, await startTestServer(typeof options === "function" ? options() : options));
  });
  afterAll(async () => {
    await server.close?.();
  });
  return server;
}
