import { describe, expect, it } from "vitest";
import { seedDatabase } from "#server/seed";
import { createLookupsService } from "#server/careers/lookups";
import { serverForFile } from "#tests/support/test-server";

const server = serverForFile();

type Item = { Code: string; Text: string };

/** Each endpoint with the list it serves and the prefix of its 'Other' code (none for the fixed lists). */
const endpoints = [
  { path: "/api/Career/GetCourses", list: "course", other: "OTH" },
  { path: "/api/Career/GetCourseStreams", list: "course_stream", other: "OTH" },
  { path: "/api/Career/GetExamBoard", list: "exam_board", other: "OTH" },
  { path: "/api/Career/GetEntranceExamBoard", list: "entrance_exam_board", other: "OTH" },
  { path: "/api/Career/GetUniversities", list: "university", other: "OTH" },
  { path: "/api/Career/GetMonths", list: "month", other: null },
  { path: "/api/Career/GetStates", list: "state", other: null },
] as const;

async function getList(path: string): Promise<Item[]> {
  const res = await server.client().get(path);
  expect(res.status, path).toBe(200);
  return res.body as Item[];
}

async function storedCodes(list: string, parent?: string): Promise<string[]> {
  let q = server.db
    .selectFrom("lookup_items")
    .select("code")
    .where("list", "=", list as never);
  if (parent !== undefined) q = q.where("parent_code", "=", parent);
  return (await q.execute()).map((r) => r.code).sort();
}

describe(`lookup API on ${process.env.TEST_ENGINE ?? "sqlite"}`, () => {
  for (const { path, list, other } of endpoints) {
    it(`${path} answers the stored ${list} list as [{Code, Text}], publicly cacheable`, async () => {
      const res = await server.client().get(path);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/application\/json/);
      expect(res.headers.get("cache-control")).toBe("public, max-age=3600");
      expect(res.headers.getSetCookie()).toEqual([]);
      const items = res.body as Item[];
      for (const item of items) {
        expect(Object.keys(item).sort()).toEqual(["Code", "Text"]);
        expect(item.Code).toMatch(/\S/);
        expect(item.Text).toMatch(/\S/);
      }
      expect(items.map((i) => i.Code).sort()).toEqual(await storedCodes(list));
      const others = items.filter((i) => i.Code.startsWith("OTH"));
      if (other) {
        expect(others).toHaveLength(1);
        expect(others[0]!.Text).toBe("Other");
        expect(items.at(-1)).toEqual(others[0]);
      } else {
        expect(others).toEqual([]);
      }
    });
  }

  it("lists the twelve months as codes 1 to 12 in calendar order", async () => {
    const months = await getList("/api/Career/GetMonths");
    expect(months.map((m) => m.Code)).toEqual(["1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12"]);
    expect(months[0]!.Text).toBe("January");
    expect(months[11]!.Text).toBe("December");
  });

  it("starts the course list with the two fixed school courses", async () => {
    const courses = await getList("/api/Career/GetCourses");
    expect(courses.slice(0, 2)).toEqual([
      { Code: "SSLC", Text: "SSLC / X / Matriculation" },
      { Code: "HSE", Text: "Higher Secondary / Plus Two / Pre-Degree" },
    ]);
    expect(courses.filter((c) => /^(SSLC|HSE)/.test(c.Code))).toHaveLength(2);
  });

  it("lists all 36 states and union territories alphabetically", async () => {
    const states = await getList("/api/Career/GetStates");
    expect(states).toHaveLength(36);
    const names = states.map((s) => s.Text);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")));
    expect(states).toContainEqual({ Code: "KL", Text: "Kerala" });
    expect(states).toContainEqual({ Code: "LA", Text: "Ladakh" });
  });

  it("gives every state at least one district and files every district under an existing state", async () => {
    const states = await getList("/api/Career/GetStates");
    let total = 0;
    for (const state of states) {
      const districts = await getList(`/api/Career/GetDistricts/${state.Code}`);
      expect(districts.length, state.Text).toBeGreaterThan(0);
      expect(districts.map((d) => d.Code).sort()).toEqual(await storedCodes("district", state.Code));
      total += districts.length;
    }
    const stored = await server.db
      .selectFrom("lookup_items")
      .select(["code", "parent_code"])
      .where("list", "=", "district")
      .execute();
    expect(stored.length).toBe(total);
    const stateCodes = new Set(states.map((s) => s.Code));
    for (const d of stored) expect(stateCodes.has(d.parent_code), d.code).toBe(true);
  });

  it("answers Kerala's 14 districts exactly", async () => {
    const kerala = await getList("/api/Career/GetDistricts/KL");
    expect(kerala.map((d) => d.Text).sort()).toEqual([
      "Alappuzha",
      "Ernakulam",
      "Idukki",
      "Kannur",
      "Kasaragod",
      "Kollam",
      "Kottayam",
      "Kozhikode",
      "Malappuram",
      "Palakkad",
      "Pathanamthitta",
      "Thiruvananthapuram",
      "Thrissur",
      "Wayanad",
    ]);
    expect(kerala).toContainEqual({ Code: "KL-EKM", Text: "Ernakulam" });
  });

  it("answers an unknown state with an empty list and 200", async () => {
    const res = await server.client().get("/api/Career/GetDistricts/ZZ");
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it("matches paths and the state code in any letter case", async () => {
    const exact = await getList("/api/Career/GetStates");
    expect(await getList("/api/career/getstates")).toEqual(exact);
    expect(await getList("/API/CAREER/GETSTATES")).toEqual(exact);
    const kerala = await getList("/api/Career/GetDistricts/KL");
    expect(await getList("/api/career/getdistricts/kl")).toEqual(kerala);
    expect(await getList("/api/career/getcourses")).toEqual(await getList("/api/Career/GetCourses"));
  });

  it("answers a district request without a state as an unknown endpoint (404 with a Message)", async () => {
    const res = await server.client().get("/api/Career/GetDistricts");
    expect(res.status).toBe(404);
    expect(res.body.Message).toBeTruthy();
  });

  it("runs the seed again without adding or changing a row", async () => {
    const snapshot = async () =>
      server.db
        .selectFrom("lookup_items")
        .select(["list", "code", "text", "parent_code", "sort_order"])
        .orderBy("list")
        .orderBy("code")
        .execute();
    const before = await snapshot();
    expect(before.length).toBeGreaterThan(900);
    await seedDatabase(server.db);
    await seedDatabase(server.db);
    expect(await snapshot()).toEqual(before);
  });
});

describe(`lookups service on ${process.env.TEST_ENGINE ?? "sqlite"}`, () => {
  const service = () => createLookupsService({ db: server.db, config: server.config, logger: server.logger });

  it("knows which codes exist, districts only under their own state", async () => {
    const lookups = service();
    expect(await lookups.exists("course", "BTECH")).toBe(true);
    expect(await lookups.exists("course", "btech")).toBe(false);
    expect(await lookups.exists("university", "OTHUNI")).toBe(true);
    expect(await lookups.exists("entrance_exam_board", "KEAM")).toBe(true);
    expect(await lookups.exists("exam_board", "NOPE")).toBe(false);
    expect(await lookups.exists("month", "12")).toBe(true);
    expect(await lookups.exists("month", "13")).toBe(false);
    expect(await lookups.exists("district", "KL-EKM", "KL")).toBe(true);
    expect(await lookups.exists("district", "KL-EKM", "TN")).toBe(false);
    expect(await lookups.exists("district", "KL-EKM")).toBe(true);
    expect(await lookups.exists("district", "ZZ-NOP")).toBe(false);
  });

  it("serves the lists from memory after the first read", async () => {
    const lookups = service();
    const first = await lookups.courses();
    await server.db
      .insertInto("lookup_items")
      .values({
        list: "course",
        code: "ZZTEST",
        text: "Added later",
        parent_code: "",
        sort_order: 5000,
        created_at: new Date().toISOString(),
        client_ip: null,
      })
      .execute();
    try {
      expect(await lookups.courses()).toEqual(first);
      expect(await service().exists("course", "ZZTEST")).toBe(true);
    } finally {
      await server.db.deleteFrom("lookup_items").where("list", "=", "course").where("code", "=", "ZZTEST").execute();
    }
  });
});
