import type { RequestHandler, Router } from "express";
import type { LookupItem } from "../careers/lookups";
import type { ApiDeps } from "./api-deps";

/** Reference data changes only with a new seed (a deploy), so browsers and proxies may keep it an hour. */
const CACHE_CONTROL = "public, max-age=3600";

/**
 * The Career controller's lookup reads: each answers `[{ Code, Text }]`. An unknown state's districts
 * are an empty list with 200 (docs/decisions/0004-unknown-state-has-no-districts.md).
 */
export function careerLookupRoutes(api: Router, { services }: ApiDeps) {
  const { lookups } = services;
  const send =
    (read: (params: Record<string, string>) => Promise<readonly LookupItem[]>): RequestHandler =>
    async (req, res) => {
      const items = await read(req.params as Record<string, string>);
      // The answer is public and cacheable, so it must not carry a visitor's freshly issued XSRF cookie.
      res.removeHeader("Set-Cookie");
      res.set("Cache-Control", CACHE_CONTROL).json(items);
    };

  api.get("/Career/GetCourses", send(lookups.courses));
  api.get("/Career/GetMonths", send(lookups.months));
  api.get("/Career/GetCourseStreams", send(lookups.courseStreams));
  api.get("/Career/GetExamBoard", send(lookups.examBoards));
  api.get("/Career/GetEntranceExamBoard", send(lookups.entranceExamBoards));
  api.get("/Career/GetUniversities", send(lookups.universities));
  api.get("/Career/GetStates", send(lookups.states));
  api.get(
    "/Career/GetDistricts/:state",
    send(({ state }) => lookups.districts(state ?? "")),
  );
}
