import { describe, expect, it } from "vitest";
import { lookupSeeds, toLookupSeeds } from "./lookups";

const seeds = lookupSeeds();
const byList = (list: string) => seeds.filter((s) => s.list === list);

describe("lookup seed data", () => {
  it("has no code twice within a list (the table's key)", () => {
    const keys = seeds.map((s) => `${s.list}/${s.code}`);
    expect(keys.length).toBe(new Set(keys).size);
  });

  it("gives each list except months, states and districts exactly one OTH… 'Other' entry, sorted last", () => {
    for (const list of ["course", "course_stream", "exam_board", "entrance_exam_board", "university"]) {
      const items = byList(list);
      const others = items.filter((s) => s.code.startsWith("OTH"));
      expect(
        others.map((o) => o.text),
        list,
      ).toEqual(["Other"]);
      expect(Math.max(...items.map((s) => s.sort_order)), list).toBe(others[0]!.sort_order);
    }
    for (const list of ["month", "state", "district"])
      expect(byList(list).some((s) => s.code.startsWith("OTH"))).toBe(false);
  });

  it("starts only the two school courses with SSLC or HSE, which make a board-type qualification", () => {
    const school = byList("course").filter((c) => /^(SSLC|HSE)/.test(c.code));
    expect(school.map((c) => [c.code, c.text])).toEqual([
      ["SSLC", "SSLC / X / Matriculation"],
      ["HSE", "Higher Secondary / Plus Two / Pre-Degree"],
    ]);
  });

  it("files every district under an existing state, with a code that starts with the state's code", () => {
    const states = new Set(byList("state").map((s) => s.code));
    expect(states.size).toBe(36);
    for (const d of byList("district")) {
      expect(states.has(d.parent_code), d.code).toBe(true);
      expect(d.code.startsWith(`${d.parent_code}-`), d.code).toBe(true);
    }
    for (const s of states)
      expect(
        byList("district").some((d) => d.parent_code === s),
        s,
      ).toBe(true);
  });

  it("keeps Kerala's districts with their customary codes", () => {
    const kerala = byList("district").filter((d) => d.parent_code === "KL");
    expect(kerala).toHaveLength(14);
    expect(kerala.find((d) => d.text === "Ernakulam")?.code).toBe("KL-EKM");
  });

  it("orders alphabetical lists by text and keeps 'Other' last whatever its letter", () => {
    const rows = toLookupSeeds(
      "university",
      [
        ["ZED", "Zed University"],
        ["OTHUNI", "Other"],
        ["ABC", "Abc University"],
      ],
      { alphabetical: true },
    );
    const sorted = [...rows].sort((a, b) => a.sort_order - b.sort_order).map((r) => r.code);
    expect(sorted).toEqual(["ABC", "ZED", "OTHUNI"]);
  });

  it("keeps written order for the lists that are not alphabetical", () => {
    const courses = byList("course");
    expect(courses[0]?.code).toBe("SSLC");
    expect(courses[0]?.sort_order).toBeLessThan(courses[1]!.sort_order);
    expect(
      byList("month")
        .map((m) => m.text)
        .slice(0, 2),
    ).toEqual(["January", "February"]);
  });
});
