import type { Redis } from "ioredis";
import type { CacheBus } from "./cache-bus";
import type { Config } from "./config";
import type { Db } from "./db/database";
import type { Logger } from "./logger";

/** What server/services.ts hands the capabilities it assembles. */
export type ServiceDeps = {
  db: Db;
  config: Config;
  logger: Logger;
  /** Where sign-in failures are counted: Redis when REDIS_URL is set, else this process's memory. */
  redis?: Redis | null;
  /** "Content changed" events shared by every process (server/cache-bus.ts); this process's only when absent. */
  cacheBus?: CacheBus;
};
