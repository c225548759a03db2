import type { IncomingMessage } from "node:http";
import { matchRoutes } from "react-router";

type RouteManifest = Record<string, { path?: string; parentId?: string } | undefined>;

/** Where the browser asks React Router for the routes of the links it shows (its default). */
const MANIFEST_PATH = "/__manifest";

/** Express's catch-all that hands every other path to React Router (server/app.ts). */
const PAGE_CATCH_ALL = "/{*path}";

/**
 * How many paths' labels are kept. React Router's matchRoutes ranks every route afresh on each call, which
 * cost about a quarter of the server's CPU under page load; the paths visitors ask for are few, and a
 * scanner's stream of new ones only empties the map now and then.
 */
const CACHED_PATHS = 2_000;

/**
 * A request's route as a pattern (`/careers/:slug`, `/api/Message/PostMessage`), never the path it was
 * asked with: ids, tokens and whatever a scanner tries must not become label values, both because they
 * may be secrets (an application's status link) and because each new value is a new time series.
 */
export function createRouteLabeler({ cachedPaths = CACHED_PATHS }: { cachedPaths?: number } = {}) {
  let pages: { path: string }[] = [];
  const byPath = new Map<string, string>();
  const pageLabel = (pathname: string): string => {
    const known = byPath.get(pathname);
    if (known) return known;
    const matched = matchRoutes(pages, pathname)?.at(-1)?.route.path;
    const label = matched || (/\.[A-Za-z0-9]+$/.test(pathname) ? "static file" : "unmatched");
    if (byPath.size >= cachedPaths) byPath.clear();
    byPath.set(pathname, label);
    return label;
  };
  return {
    /** The pages React Router knows, from the server build's route manifest. */
    knowPages(routes: RouteManifest) {
      const fullPath = (id: string | undefined): string => {
        const route = id ? routes[id] : undefined;
        if (!route) return "";
        const parent = fullPath(route.parentId);
        return route.path ? `${parent.replace(/\/$/, "")}/${route.path.replace(/^\//, "")}` : parent;
      };
      const seen = new Set(Object.keys(routes).map((id) => fullPath(id) || "/"));
      pages = [...seen].map((path) => ({ path }));
      byPath.clear();
    },
    label(req: IncomingMessage): string {
      const express = req as IncomingMessage & { route?: { path?: unknown }; baseUrl?: string };
      const routePath = express.route?.path;
      if (typeof routePath === "string" && routePath !== PAGE_CATCH_ALL) return `${express.baseUrl ?? ""}${routePath}`;
      const pathname = (req.url ?? "/").split("?")[0]!;
      if (pathname.startsWith("/assets/")) return "/assets/*";
      // React Router's route discovery (docs/decisions/0158), which the splat route would otherwise claim.
      if (pathname === MANIFEST_PATH) return MANIFEST_PATH;
      return pageLabel(pathname);
    },
    /** How many paths' labels are kept now (for tests). */
    cachedCount: () => byPath.size,
  };
}
