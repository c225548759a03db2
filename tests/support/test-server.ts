import { startServer } from "#server/main";
import { createFreshDatabase, testEngine, type Engine } from "./test-database";

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/**
 * Starts the real server (migrations, seed, every middleware) on a free port and a fresh database.
 * Rate limits are off unless a test asks for them.
 */
export async function startTestServer(options: { engine?: Engine; env?: Record<string, string> } = {}) {
  const fresh = await createFreshDatabase(options.engine ?? testEngine);
  const started = await startServer({
    env: {
      NODE_ENV: "test",
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: fresh.dataDir,
      DATABASE_URL: fresh.url,
      LOG_LEVEL: "silent",
      RATE_LIMIT_POSTS_PER_MINUTE: "0",
      TOKEN_SECRET: "integration-test-secret-0123456789abcdef",
      BUILD_DIR: process.env.BUILD_DIR ?? "build",
      ...options.env,
    },
  });
  const baseUrl = `http://127.0.0.1:${started.port}`;
  return {
    ...started,
    baseUrl,
    databaseUrl: fresh.url,
    client: () => new ApiClient(baseUrl),
    async close() {
      await started.stop();
      await fresh.drop();
    },
  };
}

/** Talks to the API as the site's own pages do: it holds the XSRF cookie and echoes it in the header. */
export class ApiClient {
  private token: string | undefined;
  constructor(readonly baseUrl: string) {}

  async xsrfToken(): Promise<string> {
    if (this.token) return this.token;
    const res = await fetch(`${this.baseUrl}/api/General/GetMyIpAddress`);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith("XSRF-TOKEN="));
    if (!cookie) throw new Error("the server issued no XSRF-TOKEN cookie");
    this.token = decodeURIComponent(cookie.split(";")[0]!.slice("XSRF-TOKEN=".length));
    return this.token;
  }

  async get(path: string) {
    const res = await fetch(this.baseUrl + path, { headers: { accept: "application/json" } });
    return { status: res.status, headers: res.headers, body: await parse(res) };
  }

  /** POSTs JSON (or a raw string body) with the cookie and the matching X-XSRF-TOKEN header. */
  async post(path: string, body: unknown, options: { xsrf?: string | null; headers?: Record<string, string> } = {}) {
    const token = await this.xsrfToken();
    const headers: Record<string, string> = {
      "content-type": "application/json",
      cookie: `XSRF-TOKEN=${encodeURIComponent(token)}`,
      ...options.headers,
    };
    if (options.xsrf !== null) headers["x-xsrf-token"] = options.xsrf ?? token;
    const res = await fetch(this.baseUrl + path, {
      method: "POST",
      headers,
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
    return { status: res.status, headers: res.headers, body: await parse(res) };
  }
}

async function parse(res: Response): Promise<any> {
  const text = await res.text();
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
