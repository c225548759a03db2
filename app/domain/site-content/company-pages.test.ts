import { describe, expect, it } from "vitest";
import { aboutPageOf, clientGroupsOf, clientsOf } from "./company-pages";

const client = (key: string, kind: string, featured: string) => ({
  key,
  values: { name: key.toUpperCase(), kind, city: "Kochi", country: "India", logo: `/media/${key}.webp`, featured },
});

describe("the company pages' content", () => {
  it("keeps only featured clients for the home page, in marketing's order", () => {
    const entries = [client("a", "Broker", "no"), client("b", "Insurer", "yes"), client("c", "TPA", "yes")];
    expect(clientsOf(entries, "featured").map((c) => c.key)).toEqual(["b", "c"]);
    expect(clientsOf(entries).map((c) => c.key)).toEqual(["a", "b", "c"]);
  });

  it("groups clients in the list's order of kinds and leaves out an empty group", () => {
    const groups = clientGroupsOf(clientsOf([client("a", "TPA", "no"), client("b", "Insurer", "no")]));
    expect(groups.map((g) => [g.title, ...g.clients.map((c) => c.key)])).toEqual([
      ["Insurers", "b"],
      ["Third-party administrators", "a"],
    ]);
  });

  it("reads the about page's lists from their lines, a title before the first bar", () => {
    const page = aboutPageOf([
      {
        key: "about",
        values: {
          title: "About",
          story: "One.\n\n  Two.  ",
          values: "Trust | We keep | our word",
          milestones: "2008 | Founded.\n2010 | Live.",
        },
      },
    ]);
    expect(page.story).toEqual(["One.", "Two."]);
    expect(page.values).toEqual([{ title: "Trust", text: "We keep | our word" }]);
    expect(page.milestones).toEqual([
      { year: "2008", text: "Founded." },
      { year: "2010", text: "Live." },
    ]);
  });
});
