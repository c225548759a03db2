import { describe, expect, it } from "vitest";
import { serverForFile } from "#tests/support/test-server";
import { testEngine } from "#tests/support/test-database";

/** One sample's value from the Prometheus text format, or undefined when there is no such line. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split("\n")) {
    if (!line.startsWith(name + "{") && !line.startsWith(name + " ")) continue;
    const labelText = /\{(.*)\}/.exec(line)?.[1] ?? "";
    if (wanted.every((w) => labelText.split(",").includes(w))) return Number(line.split(" ").at(-1));
  }
  return undefined;
}

/** Every sample line's metric name and label values (its value aside): where a path asked for would show. */
function samples(text: string): { name: string; labels: Record<string, string> }[] {
  return text
    .split("\n")
    .filter((line) => line !== "" && !line.startsWith("#"))
    .map((line) => {
      const name = /^[a-zA-Z_:][a-zA-Z0-9_:]*/.exec(line)![0];
      const labelText = /\{(.*)\}/.exec(line)?.[1] ?? "";
      const labels = Object.fromEntries(
        [...labelText.matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1]!, m[2]!]),
      );
      return { name, labels };
    });
}

const TOKEN = "metrics-test-token-0123456789";

describe(`/metrics on ${testEngine}`, () => {
  const server = serverForFile({ env: { METRICS_TOKEN: TOKEN } });
  const metrics = async (headers: Record<string, string> = {}) => {
    const res = await fetch(`${server.baseUrl}/metrics`, { headers });
    return { status: res.status, type: res.headers.get("content-type"), text: await res.text() };
  };

  it("counts requests by route pattern and status, never by the path asked for", async () => {
    const token = "b3Vyc2VjcmV0c3RhdHVzdG9rZW4";
    const statusOf = async (path: string) => {
      const res = await fetch(server.baseUrl + path, { redirect: "manual" });
      await res.arrayBuffer();
      return String(res.status);
    };
    const tokenStatus = await statusOf(`/careers/application/${token}`);
    const jobStatus = await statusOf("/careers/job/99999");
    expect(await statusOf(`/no/such/page-${token}`)).toBe("404");
    await (await fetch(`${server.baseUrl}/healthz`)).text();

    const { status, type, text } = await metrics();
    expect(status).toBe(200);
    expect(type).toContain("text/plain");
    expect(sample(text, "http_requests_total", { route: "/careers/application/:token", status: tokenStatus })).toBe(1);
    expect(sample(text, "http_requests_total", { route: "/careers/job/:id", status: jobStatus })).toBe(1);
    expect(sample(text, "http_requests_total", { route: "/healthz", status: "200", method: "GET" })).toBeGreaterThan(0);
    expect(sample(text, "http_request_duration_seconds_count", { route: "/careers/job/:id", status: jobStatus })).toBe(
      1,
    );
    // No route label holds the path asked for: its token, its id, its words. (The figures may hold any digits:
    // a byte count or a CPU time with 99999 in it failed a search of the whole text.)
    const routes = samples(text).flatMap((s) => (s.labels.route === undefined ? [] : [s.labels.route]));
    expect(routes).toEqual(expect.arrayContaining(["/careers/application/:token", "/careers/job/:id", "/healthz"]));
    expect(routes.filter((r) => r.includes(token) || r.includes("99999") || r.includes("/no/such"))).toEqual([]);
  });

  it("counts page-cache hits", async () => {
    const before = sample((await metrics()).text, "page_cache_hits_total") ?? 0;
    await (await fetch(`${server.baseUrl}/company/about-us`)).text();
    const second = await fetch(`${server.baseUrl}/company/about-us`);
    await second.text();
    expect(second.headers.get("x-cache")).toBe("HIT");
    const after = await metrics();
    expect(sample(after.text, "page_cache_hits_total")).toBe(before + 1);
    expect(sample(after.text, "page_cache_entries")).toBeGreaterThan(0);
    expect(sample(after.text, "http_requests_total", { route: "/company/about-us", status: "200" })).toBe(2);
  });

  it("shows the outbox by status, the event loop's delay, and the pool where the engine has one", async () => {
    const res = await server.client().post("/api/Message/PostMessage", {
      Name: "Metrics Probe",
      Email: "probe@example.com",
      Mobile: "9847001122",
      Subject: "Metrics",
      Message: "Counted in the outbox.",
    });
    expect(res.status).toBe(200);
    const { text } = await metrics();
    const pending = sample(text, "mail_outbox_mails", { status: "pending" }) ?? 0;
    const sent = sample(text, "mail_outbox_mails", { status: "sent" }) ?? 0;
    expect(pending + sent).toBeGreaterThanOrEqual(2);
    expect(sample(text, "mail_outbox_mails", { status: "failed" })).toBe(0);
    expect(sample(text, "nodejs_eventloop_lag_p99_seconds")).toBeGreaterThanOrEqual(0);
    expect(
      sample(text, "http_requests_total", { route: "/api/Message/PostMessage", status: "200", method: "POST" }),
    ).toBe(1);
    if (testEngine === "postgres") expect(sample(text, "db_pool_connections", { state: "total" })).toBeGreaterThan(0);
    else expect(samples(text).filter((s) => s.name === "db_pool_connections")).toEqual([]);
  });

  it("is a 404 to a request forwarded by a proxy unless it carries the token", async () => {
    expect((await metrics({ "x-forwarded-for": "203.0.113.7" })).status).toBe(404);
    expect((await metrics({ forwarded: "for=203.0.113.7" })).status).toBe(404);
    expect((await metrics({ "x-forwarded-for": "203.0.113.7", authorization: "Bearer wrong-token" })).status).toBe(404);
    expect((await metrics({ authorization: "Bearer wrong-token" })).status).toBe(404);
    const withToken = await metrics({ "x-forwarded-for": "203.0.113.7", authorization: `Bearer ${TOKEN}` });
    expect(withToken.status).toBe(200);
    expect(withToken.text).toContain("http_requests_total");
  });
});
