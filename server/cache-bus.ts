import { randomUUID } from "node:crypto";
import type { Redis } from "ioredis";
import type { Logger } from "./logger";

/** What content an event is about; each cache that holds some of it listens to its topic. */
export const CONTENT_TOPICS = ["jobs", "news", "site-content"] as const;
export type ContentTopic = (typeof CONTENT_TOPICS)[number];

/** The Redis channel every process of one site publishes to and listens on. */
export const CACHE_BUS_CHANNEL = "site:content-changed";

/** How long a publish waits for Redis before giving up (the local caches are cleared already). */
const PUBLISH_TIMEOUT_MS = 1000;

export type CacheBusListener = (topic: ContentTopic) => void;

/**
 * "Content changed" events (docs/decisions/0051-cache-bus.md). A service publishes a topic after its
 * write has committed; every process, this one first, then runs the listeners of that topic: the page
 * cache (every topic) and the topic's own in-memory caches.
 */
export type CacheBus = {
  /**
   * Runs this process's listeners for `topic` at once, then tells the other processes through Redis
   * when there is one. Never rejects: a Redis that cannot be reached is logged, and the other
   * processes' caches then expire by their own lifetimes (a minute at most).
   */
  publish(topic: ContentTopic): Promise<void>;
  /** Calls `fn` whenever `topic` ("*": any topic) changes, here or in another process; returns the unsubscribe. */
  subscribe(topic: ContentTopic | "*", fn: CacheBusListener): () => void;
  /** Stops listening to Redis (at shutdown). */
  close(): Promise<void>;
};

export type CacheBusOptions = {
  logger: Logger;
  /**
   * The process's Redis connection, used to publish; a second connection made from it listens
   * (a connection that subscribes can do nothing else). Null or absent: this process only.
   */
  redis?: Redis | null;
  channel?: string;
};

export function createCacheBus({ logger, redis = null, channel = CACHE_BUS_CHANNEL }: CacheBusOptions): CacheBus {
  const listeners = new Set<{ topic: ContentTopic | "*"; fn: CacheBusListener }>();
  // A process hears its own messages too; they are skipped, its listeners having run already.
  const origin = randomUUID();

  const deliver = (topic: ContentTopic) => {
    for (const l of [...listeners]) {
      if (l.topic !== "*" && l.topic !== topic) continue;
      try {
        l.fn(topic);
      } catch (err) {
        logger.error({ err, topic }, "cache bus listener failed");
      }
    }
  };

  let subscriber: Redis | null = null;
  if (redis) {
    // Unlike the shared connection, this one queues its SUBSCRIBE until connected, and resubscribes
    // after every reconnection (ioredis's default).
    subscriber = redis.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null });
    subscriber.on("error", (err: Error) => logger.warn({ err: err.message }, "cache bus: redis error"));
    let wasReady = false;
    subscriber.on("ready", () => {
      // Events published while this process was cut off are lost: forget everything once, to be safe.
      if (wasReady) for (const topic of CONTENT_TOPICS) deliver(topic);
      wasReady = true;
    });
    subscriber.on("message", (ch: string, message: string) => {
      if (ch !== channel) return;
      const event = parseEvent(message);
      if (event && event.origin !== origin) deliver(event.topic);
    });
    subscriber.subscribe(channel).catch((err: Error) => {
      logger.warn({ err: err.message }, "cache bus: cannot subscribe");
    });
  }

  return {
    async publish(topic) {
      deliver(topic);
      if (!redis) return;
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          redis.publish(channel, JSON.stringify({ topic, origin })),
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error(`no answer in ${PUBLISH_TIMEOUT_MS} ms`)), PUBLISH_TIMEOUT_MS);
          }),
        ]);
      } catch (err) {
        logger.warn(
          { err: err instanceof Error ? err.message : String(err), topic },
          "cache bus: cannot tell the other processes; their caches expire on their own",
        );
      } finally {
        clearTimeout(timer);
      }
    },

    subscribe(topic, fn) {
      const entry = { topic, fn };
      listeners.add(entry);
      return () => void listeners.delete(entry);
    },

    async close() {
      listeners.clear();
      subscriber?.disconnect();
    },
  };
}

function parseEvent(message: string): { topic: ContentTopic; origin: string } | null {
  try {
    const value = JSON.parse(message) as { topic?: unknown; origin?: unknown };
    if (CONTENT_TOPICS.includes(value.topic as ContentTopic) && typeof value.origin === "string") {
      return { topic: value.topic as ContentTopic, origin: value.origin };
    }
  } catch {
    // Not one of ours: ignored.
  }
  return null;
}
