import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import compression from "compression";
import express from "express";
import proxyaddr from "proxy-addr";
import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { memoizePromise } from "~/shared/memoize-promise";
import { isStaffPath } from "~/domain/staff/staff-path";
import { createApiRouter } from "./api";
import type { Config } from "./config";
import { drainListenersRemovable } from "./http/drain-listeners";
import { jsonErrors } from "./http/json-errors";
import { mediaFiles } from "./http/media";
import { PageCache } from "./http/page-cache";
import { pageFastLane } from "./http/page-fast-lane";
import { createStylesheetReader } from "./http/inline-styles";
import { HASHED_ASSET_OPTIONS, precompressedAssets } from "./http/precompressed-assets";
import { localePages } from "./http/locale-pages";
import { createRequestHandler } from "./http/react-router-handler";
import { beginRequestLog, requestLogging } from "./http/request-id";
import { refusalFor, sendRefusal } from "./http/request-gate";
import { siteRedirects } from "./http/site-redirects";
import { staffResponseHeaders } from "./http/staff-responses";
import { unknownStatusLinks } from "./http/unknown-status-links";
import { createLoadContext } from "./load-context";
import type { Logger } from "./logger";
import { createMetrics, type PoolStats } from "./metrics/metrics";
import { mayReadMetrics } from "./metrics/metrics-access";
import { securityHeaderSet, securityHeaders } from "./security/headers";
import { assignNonce } from "./security/nonce";
import type { RateLimiterFactory } from "./security/rate-limit";
import { postLimits } from "./staff/staff-post-limit";
import { createXsrf, issueXsrfCookie, requireXsrfHeader } from "./security/xsrf";
import type { Services } from "./services";

export type AppDeps = {
  config: Config;
  logger: Logger;
  services: Services;
  /** Rate limiters counted in Redis or in memory (server/security/rate-limit.ts). */
  rateLimiters: RateLimiterFactory;
  /** In development, Vite serves the client and compiles the server build on demand. */
  vite?: ViteDevServer;
  /** The database pool's use, for /metrics, where the engine has a pool. */
  poolStats?: () => PoolStats;
};

export function createApp({ config, logger, services, rateLimiters, vite, poolStats }: AppDeps) {
  const app = express();
  const https = config.siteUrl.startsWith("https:");
  const xsrf = createXsrf(config.tokenSecret);
  const headerSet = securityHeaderSet({ https, dev: Boolean(vite) });
  const metrics = createMetrics({
    outboxCounts: services.health.outboxCounts,
    poolStats,
    pageCache: () => ({ entries: pageCache.size, bytes: pageCache.bytes }),
  });

  app.disable("x-powered-by");
  // Every page carries a fresh nonce, so an ETag would never match; hashing each body is wasted work.
  app.set("etag", false);
  app.set("trust proxy", config.trustProxy);
  app.use(requestLogging(logger));
  // Staff pages are never cached and are read over the company's network: gzip level 1 costs half the
  // CPU of level 6 for about 15 % more bytes (scripts/bench/gzip-levels.ts, decision 0066).
  const publicCompression = compression();
  const staffCompression = compression({ level: 1 });
  app.use((req, res, next) => (isStaffPath(req.path) ? staffCompression : publicCompression)(req, res, next));
  app.use(drainListenersRemovable);

  const clientDir = path.join(config.buildDir, "client");
  if (!vite) {
    // Hashed scripts and styles: immutable, precompressed, and served before the page headers, which
    // mean nothing for them (a CSP on a script file) but would add half a kilobyte to each of them.
    const assetsDir = path.join(clientDir, "assets");
    app.use("/assets", (_req, res, next) => {
      res.setHeader("X-Content-Type-Options", "nosniff");
      res.setHeader("Cross-Origin-Resource-Policy", "same-origin");
      next();
    });
    app.use("/assets", precompressedAssets(assetsDir));
    app.use("/assets", express.static(assetsDir, { ...HASHED_ASSET_OPTIONS, index: false }));
  }

  app.use(assignNonce);
  app.use(securityHeaders(headerSet));
  app.use(staffResponseHeaders);

  app.get("/healthz", (_req, res) => void res.json({ status: "ok" }));
  app.get("/readyz", async (_req, res) => {
    const ready = await services.health.databaseReady();
    res.status(ready ? 200 : 503).json({ status: ready ? "ready" : "database unavailable" });
  });

  // Not for the public, and not even there for them: a 404 rather than a 401 or 403.
  app.get("/metrics", async (req, res, next) => {
    if (!mayReadMetrics(req, config.metricsToken)) return next();
    res.setHeader("Cache-Control", "no-store");
    res.type(metrics.contentType).send(await metrics.render());
  });

  app.get("/media/:key", mediaFiles({ get: services.newsImages.file }));

  if (vite) {
    app.use(vite.middlewares);
  } else {
    // Only paths that look like files (an extension) touch the disk; page paths go straight on.
    const publicFiles = express.static(clientDir, { maxAge: "1h", index: false });
    app.use((req, res, next) => (/\.[A-Za-z0-9]+$/.test(req.path) ? publicFiles(req, res, next) : next()));
  }

  app.use(issueXsrfCookie(xsrf, { secure: https }));
  app.use(
    postLimits({
      perMinute: config.rateLimitPerMinute,
      limiters: rateLimiters,
      onStoreError: (err) => logger.warn({ err }, "rate limit store unavailable"),
      https,
      staffAuth: services.staffAuth,
    }),
  );

  app.use("/api", requireXsrfHeader(xsrf, { secure: https }), createApiRouter({ services }), (_req, res) => {
    res.status(404).json({ Message: "No such API endpoint." });
  });
  app.use("/api", jsonErrors(logger));

  const pageCache = new PageCache();
  // Every page may show any content (the home page shows news, the footer may link jobs): any change,
  // in this process or another, empties the whole cache rather than guessing which pages it touched.
  services.cacheBus.subscribe("*", () => pageCache.clear());

  const pageHandler = (build: ServerBuild | (() => Promise<ServerBuild>)) =>
    createRequestHandler({
      build,
      mode: vite ? "development" : "production",
      getLoadContext: createLoadContext({
        services,
        site: {
          siteUrl: config.siteUrl,
          timeZone: config.timeZone,
          staffRequire2fa: config.staffRequire2fa,
          retentionDays: config.retentionDays,
          contactRetentionDays: config.contactRetentionDays,
          demoRetentionDays: config.demoRetentionDays,
          privacyOfficer: config.privacyOfficer,
          viewDays: config.insights.rawDays,
          countryRecorded: config.insights.counting && config.insights.countryHeader !== null,
        },
        pageCache,
        readStylesheet: vite ? () => null : createStylesheetReader(clientDir),
        xsrf,
      }),
    });
  // Given a function, React Router derives its routes and static handler again on every request (a
  // few per cent of a staff page's CPU); given the build itself, once. So in production the handler is
  // made once, when the build has been imported; in development Vite's build may change between requests.
  // Each language's pages are the same build under its prefix (server/http/locale-pages.ts).
  const devPages = vite
    ? Promise.resolve(
        localePages(() => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>, pageHandler),
      )
    : undefined;
  const pages = devPages
    ? () => devPages
    : memoizePromise(async () => {
        const build = (await import(
          pathToFileURL(path.join(config.buildDir, "server", "index.js")).href
        )) as ServerBuild;
        metrics.knowPages(build.routes);
        return localePages(build, pageHandler);
      });

  // An old address marketing redirected is answered before any page (docs/decisions/0168).
  app.use(siteRedirects(services.redirectLookup.find));
  app.use(unknownStatusLinks(async (token) => (await services.applicationStatus.view(token)) !== undefined));

  app.all("/{*path}", (req, res, next) => {
    pages().then((pagesFor) => pagesFor(req.path)(req, res, next), next);
  });
  app.use(jsonErrors(logger));

  const clientIp = (req: IncomingMessage) =>
    proxyaddr(req, app.get("trust proxy fn") as (addr: string, i: number) => boolean);
  // Cached pages are answered before Express (server/http/page-fast-lane.ts); in development every
  // request renders afresh so edits show at once.
  const fastLane = vite
    ? () => false
    : pageFastLane({
        cache: pageCache,
        securityHeaders: headerSet,
        xsrf,
        secureCookie: https,
        logger,
        clientIp,
      });
  // Page views are counted as their answers finish, cached or rendered (server/insights, decision 0169).
  const countView = services.insights.counter(clientIp);
  const trustForwardedHost = Boolean(config.trustProxy);
  /** The server's request listener: the request gate, the fast lane, else the whole Express stack. */
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    metrics.observe(req, res);
    const refusal = refusalFor(req, trustForwardedHost);
    if (refusal) {
      beginRequestLog(logger, req, res, () => clientIp(req));
      return sendRefusal(res, refusal, headerSet.fixed);
    }
    countView?.(req, res);
    if (!fastLane(req, res)) app(req, res);
  };
  return { app, pageCache, handle };
}
