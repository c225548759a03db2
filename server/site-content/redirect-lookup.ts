import { normaliseSitePath, type RedirectStatus } from "~/domain/site-content/redirects";
import { memoizePromise } from "~/shared/memoize-promise";
import type { CacheBus } from "../cache-bus";
import type { Db } from "../db/database";
import { listRedirects } from "./redirects.repository";

export type RedirectAnswer = { to: string; status: RedirectStatus };

/**
 * Where a request's path is redirected, if anywhere: the whole table is read once per process into a map
 * and kept until a change anywhere says "site-content" on the cache bus, so a visitor's request costs a map
 * look-up, and a redirect saved in one process works in all of them without a restart.
 */
export function createRedirectLookup({ db, cacheBus }: { db: Db; cacheBus: Pick<CacheBus, "subscribe"> }) {
  // A minute at most even if a cache-bus message is lost (Redis unreachable), as the bus promises.
  const table = memoizePromise(
    async () => {
      const rows = await listRedirects(db);
      return new Map(rows.map((r) => [r.from_path, { to: r.to_target, status: r.status as RedirectStatus }]));
    },
    { maxAgeMs: 60_000 },
  );
  cacheBus.subscribe("site-content", () => table.clear());
  return {
    /** The redirect of a request's path (as the request spelled it), or null. */
    async find(pathname: string): Promise<RedirectAnswer | null> {
      const redirects = await table();
      if (redirects.size === 0) return null;
      const path = normaliseSitePath(pathname);
      return (path !== null && redirects.get(path)) || null;
    },
  };
}
