import { EventEmitter } from "node:events";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { KyselyPlugin } from "kysely";
import { describe, expect, it } from "vitest";
import { serverForFile } from "#tests/support/test-server";
import { createInsightsService } from "./insights";

/**
 * The page views' buffer, daily salts and retention on the database (decision 0169), each with a service of
 * its own whose clock the test sets; the server only provides the database.
 */
const server = serverForFile();
const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const config = (rawDays = 30, countryHeader: string | null = null) => ({
  timeZone: "Asia/Kolkata",
  siteUrl: "https://www.kavach.example",
  insights: { counting: true, rawDays, countryHeader },
});

/** A page answered 200 as HTML to a browser at `ip`, through the service's request hook. */
function answerPage(
  service: ReturnType<typeof createInsightsService>,
  url: string,
  ip = "198.51.100.7",
  headers: Record<string, string> = {},
) {
  const req = { method: "GET", url, headers: { "user-agent": CHROME, host: "www.kavach.example", ...headers } };
  const res = Object.assign(new EventEmitter(), {
    statusCode: 200,
    getHeader: (name: string) => (name === "content-type" ? "text/html; charset=utf-8" : undefined),
  });
  service.counter(() => ip)!(req as unknown as IncomingMessage, res as unknown as ServerResponse);
  res.emit("finish");
}

/** Counts the INSERT statements into page_views made through the returned handle. */
function countingInserts() {
  const counter = { inserts: 0 };
  const plugin: KyselyPlugin = {
    transformQuery(args) {
      const node = args.node;
      if (node.kind === "InsertQueryNode" && node.into?.table.identifier.name === "page_views") counter.inserts++;
      return node;
    },
    transformResult: async (args) => args.result,
  };
  return { db: server.db.withPlugin(plugin), counter };
}

const at = (iso: string) => () => Date.parse(iso);

describe(`page views on ${process.env.TEST_ENGINE ?? "sqlite"}`, () => {
  it("writes a burst in batches, one statement per batch", async () => {
    const { db, counter } = countingInserts();
    const service = createInsightsService({ db, config: config(), now: at("2026-03-02T06:00:00Z"), batchSize: 2 });
    for (let i = 0; i < 5; i++) answerPage(service, `/batch/${i}`);
    expect(service.pendingViews).toBe(5);
    expect(counter.inserts).toBe(0);
    expect(await service.flush()).toEqual({ written: 5, dropped: 0 });
    expect(counter.inserts).toBe(3);
    expect(service.pendingViews).toBe(0);
    const paths = await server.db.selectFrom("page_views").select("path").where("path", "like", "/batch/%").execute();
    expect(paths.map((p) => p.path).sort()).toEqual(["/batch/0", "/batch/1", "/batch/2", "/batch/3", "/batch/4"]);
  });

  it("drops and counts views beyond the buffer's capacity", async () => {
    const service = createInsightsService({
      db: server.db,
      config: config(),
      now: at("2026-03-02T06:00:00Z"),
      capacity: 3,
    });
    for (let i = 0; i < 5; i++) answerPage(service, `/full/${i}`);
    expect(await service.flush()).toEqual({ written: 3, dropped: 2 });
    expect(await service.flush()).toEqual({ written: 0, dropped: 0 });
  });

  it("hashes the same visitor differently each day, and forgets a day's salt when it is over", async () => {
    let now = Date.parse("2026-04-10T10:00:00Z");
    const service = createInsightsService({ db: server.db, config: config(), now: () => now });
    answerPage(service, "/day-one");
    answerPage(service, "/day-one-again");
    await service.flush();
    now = Date.parse("2026-04-11T10:00:00Z");
    answerPage(service, "/day-two");
    await service.flush();
    const rows = await server.db
      .selectFrom("page_views")
      .select(["day", "path", "visitor_hash"])
      .where("path", "in", ["/day-one", "/day-one-again", "/day-two"])
      .orderBy("viewed_at")
      .execute();
    expect(rows.map((r) => [r.day, r.path])).toEqual([
      ["2026-04-10", "/day-one"],
      ["2026-04-10", "/day-one-again"],
      ["2026-04-11", "/day-two"],
    ]);
    expect(rows[1]!.visitor_hash).toBe(rows[0]!.visitor_hash);
    expect(rows[2]!.visitor_hash).not.toBe(rows[0]!.visitor_hash);

    await service.fold();
    const salts = await server.db
      .selectFrom("visitor_salts")
      .select("day")
      .where("day", "like", "2026-04-1%")
      .execute();
    expect(salts).toEqual([{ day: "2026-04-11" }]);
  });

  it("finds the first touch of the visit going on, not of one that ended", async () => {
    let now = Date.parse("2026-05-20T05:00:00Z");
    const service = createInsightsService({ db: server.db, config: config(), now: () => now });
    const visitor = { ip: "203.0.113.50", userAgent: CHROME, host: "www.kavach.example", referrer: undefined };
    answerPage(service, "/?utm_source=newsletter&utm_medium=email&utm_campaign=may", visitor.ip);
    await service.flush();
    now += 10 * 60_000;
    answerPage(service, "/careers", visitor.ip); // still in the buffer: found there too
    now += 10 * 60_000;
    expect(await service.firstTouch(visitor)).toEqual({
      landingPath: "/",
      referrerHost: null,
      source: "newsletter",
      medium: "email",
      campaign: "may",
    });
    // 31 minutes without a view: the visit is over, and a new one began with /company.
    now += 31 * 60_000;
    expect(await service.firstTouch(visitor)).toBe(null);
    answerPage(service, "/company", visitor.ip);
    now += 60_000;
    expect(await service.firstTouch(visitor)).toEqual({
      landingPath: "/company",
      referrerHost: null,
      source: null,
      medium: null,
      campaign: null,
    });
    // Another browser at the same address is another visitor.
    expect(await service.firstTouch({ ...visitor, userAgent: `${CHROME} Edg/131.0` })).toBe(null);
    await service.flush();
  });

  it("keeps the country named by the header INSIGHTS_COUNTRY_HEADER names, and no other (decision 0186)", async () => {
    const countries = async (prefix: string) =>
      (
        await server.db
          .selectFrom("page_views")
          .select(["path", "country"])
          .where("path", "like", `${prefix}%`)
          .orderBy("path")
          .execute()
      ).map((r) => [r.path, r.country]);
    const proxied = createInsightsService({
      db: server.db,
      config: config(30, "cf-ipcountry"),
      now: at("2026-03-03T06:00:00Z"),
    });
    answerPage(proxied, "/country/1", undefined, { "cf-ipcountry": "AE" });
    answerPage(proxied, "/country/2", undefined, { "cf-ipcountry": "in" });
    answerPage(proxied, "/country/3", undefined, { "cf-ipcountry": "XX" });
    answerPage(proxied, "/country/4", undefined, { "cf-ipcountry": "Narnia" });
    answerPage(proxied, "/country/5", undefined, { "x-country": "AE" });
    await proxied.flush();
    expect(await countries("/country/")).toEqual([
      ["/country/1", "AE"],
      ["/country/2", "IN"],
      ["/country/3", ""],
      ["/country/4", ""],
      ["/country/5", ""],
    ]);
    // Without the setting, a visitor's own header is not read.
    const plain = createInsightsService({ db: server.db, config: config(), now: at("2026-03-03T06:00:00Z") });
    answerPage(plain, "/no-country/1", undefined, { "cf-ipcountry": "AE" });
    await plain.flush();
    expect(await countries("/no-country/")).toEqual([["/no-country/1", ""]]);
  });

  it("records nothing of a visit when counting is off", async () => {
    const service = createInsightsService({
      db: server.db,
      config: { ...config(), insights: { counting: false, rawDays: 30, countryHeader: null } },
    });
    expect(service.counter(() => "192.0.2.1")).toBe(null);
    const visitor = { ip: "203.0.113.50", userAgent: CHROME, host: "www.kavach.example" };
    expect(
      await service.firstTouch({ ...visitor, referrer: "https://www.kavach.example/careers?source=indeed" }),
    ).toEqual({ landingPath: "/careers", referrerHost: null, source: "indeed", medium: null, campaign: null });
    expect(await service.firstTouch({ ...visitor, referrer: "https://www.kavach.example/careers" })).toBe(null);
  });

  it("folds raw views older than the setting into daily totals, once", async () => {
    const row = (day: string, path: string, source: string, device: string, hash: string, country = "") => ({
      day,
      viewed_at: `${day}T06:00:00.000Z`,
      path,
      source,
      medium: "",
      campaign: "",
      referrer_host: "",
      device,
      visitor_hash: hash,
      country,
    });
    await server.db.deleteFrom("page_views").execute();
    await server.db
      .insertInto("page_views")
      .values([
        row("2026-06-01", "/", "linkedin", "desktop", "a", "AE"),
        row("2026-06-01", "/", "linkedin", "desktop", "a", "AE"),
        row("2026-06-01", "/", "linkedin", "desktop", "b", "IN"),
        row("2026-06-01", "/careers", "", "mobile", "c"),
        row("2026-06-10", "/", "indeed", "desktop", "d"),
        row("2026-06-11", "/", "indeed", "desktop", "e"),
        row("2026-07-10", "/", "google.com", "tablet", "f"),
      ])
      .execute();
    // On 12 July with 30 raw days, 13 June to 12 July stay raw.
    const service = createInsightsService({ db: server.db, config: config(30), now: at("2026-07-12T06:00:00Z") });
    expect(await service.fold()).toEqual(["2026-06-01", "2026-06-10", "2026-06-11"]);
    expect(await service.fold()).toEqual([]);
    const totals = await server.db
      .selectFrom("page_view_days")
      .select(["day", "path", "source", "device", "country", "views", "visitors"])
      .where("day", ">=", "2026-06-01")
      .where("day", "<", "2026-08-01")
      .orderBy("day")
      .orderBy("path")
      .orderBy("country")
      .execute();
    expect(totals.map((t) => ({ ...t, views: Number(t.views), visitors: Number(t.visitors) }))).toEqual([
      { day: "2026-06-01", path: "/", source: "linkedin", device: "desktop", country: "AE", views: 2, visitors: 1 },
      { day: "2026-06-01", path: "/", source: "linkedin", device: "desktop", country: "IN", views: 1, visitors: 1 },
      { day: "2026-06-01", path: "/careers", source: "", device: "mobile", country: "", views: 1, visitors: 1 },
      { day: "2026-06-10", path: "/", source: "indeed", device: "desktop", country: "", views: 1, visitors: 1 },
      { day: "2026-06-11", path: "/", source: "indeed", device: "desktop", country: "", views: 1, visitors: 1 },
    ]);
    const raw = await server.db
      .selectFrom("page_views")
      .select("day")
      .where("day", ">=", "2026-06-01")
      .where("day", "<", "2026-08-01")
      .execute();
    expect(raw).toEqual([{ day: "2026-07-10" }]);
  });
});
