import { beforeAll, describe, expect, it } from "vitest";
import { inboxSearchTerms } from "~/domain/staff/application-inbox";
import { countInboxByStatus, listInbox } from "#server/hiring/application-inbox.repository";
import { findDueForRetention } from "#server/privacy/erasure.repository";
import { generateStaffData, type GeneratedPerson } from "../../scripts/bench/staff-data";
import { resumeRequest } from "../support/factories";
import { signedInAs } from "../support/staff";
import { serverForFile } from "../support/test-server";

/**
 * The bench's data generator (scripts/bench/staff-data.ts) writes what the site's own writes would leave:
 * the counts per status the triggers keep, the search index, sequences that go on after its rows. If the
 * schema moves and the generator does not, these fail.
 */
const server = serverForFile();
const COUNTS = { applications: 1200, messages: 60, subscribers: 40 };
let people: GeneratedPerson[] = [];

beforeAll(async () => {
  ({ people } = await generateStaffData(server.db, COUNTS));
}, 60_000);

async function countByStatus(table: "job_applications" | "candidates") {
  const rows = await server.db
    .selectFrom(table)
    .select(["status", (eb) => eb.fn.countAll<number | string>().as("n")])
    .groupBy("status")
    .execute();
  return rows.map((r) => [r.status, Number(r.n)] as const);
}

describe("the bench's generated data", () => {
  it("holds the numbers asked for, in every pipeline status", async () => {
    const [applications, resumes] = await Promise.all([countByStatus("job_applications"), countByStatus("candidates")]);
    const total = [...applications, ...resumes].reduce((sum, [, n]) => sum + n, 0);
    expect(total).toBe(COUNTS.applications);
    expect(new Set(applications.map(([s]) => s)).size).toBe(8);
    const { n: messages } = await server.db
      .selectFrom("contact_messages")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .executeTakeFirstOrThrow();
    const { n: subscribers } = await server.db
      .selectFrom("subscriptions")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .executeTakeFirstOrThrow();
    expect([Number(messages), Number(subscribers)]).toEqual([COUNTS.messages, COUNTS.subscribers]);
  });

  it("leaves the inbox's counts per status equal to counting the rows", async () => {
    const counted: Record<string, number> = {};
    for (const table of ["job_applications", "candidates"] as const)
      for (const [status, n] of await countByStatus(table)) counted[status] = (counted[status] ?? 0) + n;
    expect(await countInboxByStatus(server.db, {})).toEqual(counted);
  });

  it("gives every moved submission its history, ending in its status", async () => {
    const moved = await server.db
      .selectFrom("job_applications as a")
      .select(["a.id", "a.status", "a.status_changed_at"])
      .where("a.status", "<>", "new")
      .limit(50)
      .execute();
    expect(moved.length).toBeGreaterThan(0);
    for (const a of moved) {
      const last = await server.db
        .selectFrom("application_status_changes")
        .select(["to_status", "at"])
        .where("kind", "=", "application")
        .where("application_id", "=", a.id)
        .orderBy("id", "desc")
        .executeTakeFirstOrThrow();
      expect([last.to_status, last.at]).toEqual([a.status, a.status_changed_at]);
    }
  });

  it("leaves nothing for the retention round to erase, as a site whose round has run", async () => {
    const cutoff = new Date(Date.now() - 365 * 86_400_000).toISOString();
    expect(await findDueForRetention(server.db, cutoff, 10, new Date().toISOString())).toEqual([]);
  });

  it("is found by the inbox's search, by name, address and an experience's company", async () => {
    const withExperience = await server.db
      .selectFrom("job_applications as a")
      .innerJoin("job_application_work_experiences as e", "e.application_id", "a.id")
      .select(["a.id", "a.name", "e.company_name"])
      .orderBy("a.id", "desc")
      .executeTakeFirstOrThrow();
    const found = await listInbox(
      server.db,
      { terms: inboxSearchTerms(`${withExperience.name} ${withExperience.company_name}`) },
      1000,
    );
    expect(found.map((r) => r.id)).toContain(withExperience.id);

    const resume = people.find((p) => p.kind === "resume")!;
    const byAddress = await listInbox(server.db, { terms: inboxSearchTerms(resume.email) }, 50);
    expect(byAddress.map((r) => [r.kind, r.id])).toEqual([["resume", resume.id]]);
  });

  it("is what HR's inbox page lists and searches", async () => {
    const { browser } = await signedInAs(server, "hr");
    const person = people.find((p) => p.kind === "application")!;
    const page = await (await browser.get(`/staff/applications?q=${encodeURIComponent(person.email)}`)).text();
    expect(page).toContain(person.email);
  });

  it("lets the site's own writes go on after it: a resume sent through the form gets a new id and is found", async () => {
    const res = await server
      .client()
      .post(
        "/api/Career/PostCandidate",
        resumeRequest({ Name: "Zubair After Generator", Email: "zubair.after@example.in" }),
      );
    expect(res.status).toBe(200);
    const found = await listInbox(server.db, { terms: ["zubair", "after"] }, 5);
    expect(found).toHaveLength(1);
    expect(found[0]!.id).toBeGreaterThan(Math.max(...people.filter((p) => p.kind === "resume").map((p) => p.id)));
  });
});
