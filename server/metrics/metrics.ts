import type { IncomingMessage, ServerResponse } from "node:http";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import type { OutboxStatus } from "~/domain/outbox";
import { createRouteLabeler } from "./route-label";

export type PoolStats = { total: number; idle: number; waiting: number };

export type MetricsSources = {
  /** Mails in the outbox by status: pending is the queue's depth, failed the mails given up on. */
  outboxCounts: () => Promise<Record<OutboxStatus, number>>;
  /** The database connection pool, where the engine has one (PostgreSQL). */
  poolStats?: () => PoolStats;
  /** The page cache's size now. */
  pageCache: () => { entries: number; bytes: number };
};

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/**
 * The process's metrics in a registry of its own (not prom-client's global one, so two apps in one test
 * process do not collide). Requests are observed when their response is finished; the rest is read when
 * Prometheus scrapes.
 */
export function createMetrics(sources: MetricsSources) {
  const registry = new Registry();
  // Node's own: CPU, memory, handles, garbage collection, and the event loop's delay (nodejs_eventloop_lag_*).
  collectDefaultMetrics({ register: registry });
  const routes = createRouteLabeler();
  const labelNames = ["method", "route", "status"] as const;
  const requests = new Counter({
    name: "http_requests_total",
    help: "Requests answered",
    labelNames,
    registers: [registry],
  });
  const durations = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time from a request's arrival to the end of its response",
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const pageCacheHits = new Counter({
    name: "page_cache_hits_total",
    help: "Pages answered from the page cache without rendering",
    registers: [registry],
  });
  new Gauge({
    name: "page_cache_entries",
    help: "Pages held in the page cache",
    registers: [registry],
    collect() {
      this.set(sources.pageCache().entries);
    },
  });
  new Gauge({
    name: "page_cache_bytes",
    help: "Bytes held by the page cache",
    registers: [registry],
    collect() {
      this.set(sources.pageCache().bytes);
    },
  });
  new Gauge({
    name: "mail_outbox_mails",
    help: "Mails in the outbox by status (pending: waiting to be sent; failed: given up after retries)",
    labelNames: ["status"],
    registers: [registry],
    async collect() {
      const counts = await sources.outboxCounts();
      for (const [status, n] of Object.entries(counts)) this.set({ status }, n);
    },
  });
  const poolStats = sources.poolStats;
  if (poolStats) {
    new Gauge({
      name: "db_pool_connections",
      help: "Database pool connections: total open, idle, and requests waiting for one",
      labelNames: ["state"],
      registers: [registry],
      collect() {
        const s = poolStats();
        this.set({ state: "total" }, s.total);
        this.set({ state: "idle" }, s.idle);
        this.set({ state: "waiting" }, s.waiting);
      },
    });
  }

  return {
    knowPages: routes.knowPages,
    /** Call when a request arrives: it is counted when its response has been sent. */
    observe(req: IncomingMessage, res: ServerResponse) {
      const start = process.hrtime.bigint();
      res.once("finish", () => {
        const labels = {
          method: METHODS.has(req.method ?? "") ? req.method! : "other",
          route: routes.label(req),
          status: String(res.statusCode),
        };
        requests.inc(labels);
        durations.observe(labels, Number(process.hrtime.bigint() - start) / 1e9);
        if (res.getHeader("x-cache") === "HIT") pageCacheHits.inc();
      });
    },
    contentType: registry.contentType,
    render: () => registry.metrics(),
  };
}
