import type { Config } from "../config";
import type { Db } from "../db/database";
import type { Logger } from "../logger";
import { createCandidatesService } from "./candidates";
import { createCareersService } from "./careers";
import { createContactMessagesService } from "./contact-messages";
import { createHealthService } from "./health";
import { createLookupsService } from "./lookups";
import { createNewsService } from "./news";
import { createSubscriptionsService } from "./subscriptions";

export type ServiceDeps = { db: Db; config: Config; logger: Logger };

/** Business operations, shared by the JSON API and the route loaders and actions. */
export function createServices(deps: ServiceDeps) {
  return {
    health: createHealthService(deps),
    lookups: createLookupsService(deps),
    subscriptions: createSubscriptionsService(deps),
    contactMessages: createContactMessagesService(deps),
    candidates: createCandidatesService(deps),
    news: createNewsService(deps),
    careers: createCareersService(deps),
  };
}

export type Services = ReturnType<typeof createServices>;
