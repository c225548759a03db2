import { describe, expect, it } from "vitest";
import { createCacheBus, type ContentTopic } from "./cache-bus";
import { createLogger } from "./logger";

const logger = createLogger("silent");

describe("the cache bus without Redis", () => {
  it("runs the listeners of the topic and of every topic, at once, before publish resolves", async () => {
    const bus = createCacheBus({ logger });
    const heard: string[] = [];
    bus.subscribe("jobs", (t) => heard.push(`jobs:${t}`));
    bus.subscribe("news", (t) => heard.push(`news:${t}`));
    bus.subscribe("*", (t) => heard.push(`any:${t}`));
    const published = bus.publish("jobs");
    expect(heard).toEqual(["jobs:jobs", "any:jobs"]);
    await published;
    await bus.publish("news");
    expect(heard).toEqual(["jobs:jobs", "any:jobs", "news:news", "any:news"]);
  });

  it("stops calling a listener once unsubscribed, and a failing listener does not stop the others", async () => {
    const bus = createCacheBus({ logger });
    const heard: ContentTopic[] = [];
    bus.subscribe("*", () => {
      throw new Error("broken cache");
    });
    const off = bus.subscribe("news", (t) => heard.push(t));
    const kept = bus.subscribe("*", (t) => heard.push(t));
    await bus.publish("news");
    off();
    await bus.publish("news");
    kept();
    await bus.publish("news");
    expect(heard).toEqual(["news", "news", "news"]);
  });
});
