import type { Config } from "../config";
import type { Db } from "../db/database";
import type { Logger } from "../logger";
import { createHealthService } from "./health";
import { createNewsService } from "./news";

export type ServiceDeps = { db: Db; config: Config; logger: Logger };

/** Business operations, shared by the JSON API and the route loaders and actions. */
export function createServices(deps: ServiceDeps) {
  return {
    health: createHealthService(deps),
    news: createNewsService(deps),
  };
}

export type Services = ReturnType<typeof createServices>;
