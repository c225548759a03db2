import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startChildServer, type ChildServer } from "#tests/support/child-server";
import { rawRequest } from "../support/raw-http";
import { createFreshDatabase } from "../support/test-database";

/**
 * Requests no browser sends, but scanners and attackers do: each is refused with 400 or 405 and
 * leaves one log line, never a 500 or a stack trace. The server runs as its own process so that its
 * log can be read.
 */
let server: ChildServer;
let database: Awaited<ReturnType<typeof createFreshDatabase>>;
let stdout = "";
let stderr = "";
beforeAll(async () => {
  database = await createFreshDatabase();
  server = await startChildServer({
    dataDir: database.dataDir,
    env: { DATABASE_URL: database.url, TOKEN_SECRET: "integration-test-secret-0123456789abcdef" },
  });
  server.child.stdout!.on("data", (d: Buffer) => (stdout += d.toString()));
  server.child.stderr!.on("data", (d: Buffer) => (stderr += d.toString()));
});
afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

const request = (line: string, headers: string[]) =>
  rawRequest(server.port, [line, ...headers, "Connection: close", "", ""].join("\r\n"));

/** The log's length once nothing has been written to it for a moment (a line follows its response). */
async function quietLog(): Promise<number> {
  for (;;) {
    const before = stdout.length;
    await new Promise((r) => setTimeout(r, 150));
    if (stdout.length === before) return before;
  }
}

/** The JSON log lines written since `from`. */
const logLinesSince = (from: number) =>
  stdout
    .slice(from)
    .split("\n")
    .filter((l) => l.trim() !== "")
    .map((l) => JSON.parse(l) as Record<string, unknown>);

/** Exactly one log line has been written since `from`, for a request answered `status`; it is returned. */
async function onlyLogLineSince(from: number, status: number) {
  await expect.poll(() => logLinesSince(from).length).toBeGreaterThan(0);
  await quietLog();
  expect(logLinesSince(from)).toHaveLength(1);
  const [line] = logLinesSince(from);
  expect(line!.status).toBe(status);
  return line!;
}

describe(`malformed requests on ${process.env.TEST_ENGINE ?? "sqlite"}`, () => {
  const cases: { name: string; line: string; headers: string[]; status: number }[] = [
    { name: "TRACE", line: "TRACE / HTTP/1.1", headers: ["Host: localhost"], status: 405 },
    { name: "OPTIONS on a page", line: "OPTIONS /contact-us HTTP/1.1", headers: ["Host: localhost"], status: 405 },
    { name: "PUT on the API", line: "PUT /api/News/GetAllNews/1 HTTP/1.1", headers: ["Host: localhost"], status: 405 },
    { name: "HTTP/1.0 without Host, uncached page", line: "GET /company/team HTTP/1.0", headers: [], status: 400 },
    { name: "HTTP/1.1 without Host", line: "GET / HTTP/1.1", headers: [], status: 400 },
    { name: "Host: [::1", line: "GET / HTTP/1.1", headers: ["Host: [::1"], status: 400 },
    { name: "Host: a b", line: "GET / HTTP/1.1", headers: ["Host: a b"], status: 400 },
    {
      name: "Host with a port out of range",
      line: "GET / HTTP/1.1",
      headers: ["Host: localhost:99999999999"],
      status: 400,
    },
    { name: "Host: a b on the API", line: "GET /api/News/GetAllNews/1 HTTP/1.1", headers: ["Host: a b"], status: 400 },
    { name: "a WebDAV method", line: "PROPFIND / HTTP/1.1", headers: ["Host: localhost"], status: 405 },
    { name: "a method Node does not know", line: "FOO / HTTP/1.1", headers: ["Host: localhost"], status: 400 },
    {
      name: "a control character in the path",
      line: "GET /a\u0001b HTTP/1.1",
      headers: ["Host: localhost"],
      status: 400,
    },
  ];

  for (const c of cases) {
    it(`${c.name}: ${c.status} with a short plain answer and one log line`, async () => {
      const from = await quietLog();
      const res = await request(c.line, c.headers);
      expect(res.status).toBe(c.status);
      if (c.status === 405) expect(res.headers.allow).toBe("GET, HEAD, POST");
      expect(res.body.length).toBeLessThan(200);
      expect(res.body).not.toMatch(/\bat .*:\d+:\d+/);
      const line = await onlyLogLineSince(from, c.status);
      expect(line.level).toBeLessThan(50);
      expect(JSON.stringify(line)).not.toMatch(/stack|\bat .*:\d+:\d+/);
    });
  }

  it("a POST to a page that has no form: the router's 405, one log line, no stack trace", async () => {
    const from = await quietLog();
    const res = await request("POST /company/team HTTP/1.1", ["Host: localhost", "Content-Length: 0"]);
    expect(res.status).toBe(405);
    await onlyLogLineSince(from, 405);
  });

  it("a target that is neither a path nor an absolute URL: 400", async () => {
    expect((await request("GET * HTTP/1.1", ["Host: localhost"])).status).toBe(400);
    expect((await request("GET company/team HTTP/1.1", ["Host: localhost"])).status).toBe(400);
  });

  it("answers CONNECT with 405 and one log line", async () => {
    const from = await quietLog();
    const res = await request("CONNECT localhost:443 HTTP/1.1", ["Host: localhost:443"]);
    expect(res.status).toBe(405);
    await onlyLogLineSince(from, 405);
  });

  it("still serves well-formed requests, HTTP/1.0 with a Host included", async () => {
    expect((await request("GET /company/team HTTP/1.0", ["Host: localhost"])).status).toBe(200);
    expect((await request("GET /healthz HTTP/1.1", ["Host: [::1]:3000"])).status).toBe(200);
    expect((await request("HEAD /company/team HTTP/1.1", ["Host: www.example.com"])).status).toBe(200);
    // The absolute form HTTP lets a client send: served as its path.
    const absolute = await request("GET http://example.com/company/team HTTP/1.1", ["Host: localhost:3000"]);
    expect(absolute.status).toBe(200);
    expect(absolute.body).toContain("<title>");
  });

  it("wrote nothing to stderr and no error-level line", () => {
    expect(stderr).toBe("");
    expect(logLinesSince(0).filter((l) => (l.level as number) >= 50)).toEqual([]);
  });
});
