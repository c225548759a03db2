import fc from "fast-check";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { serverForFile } from "#tests/support/test-server";

/**
 * Random and malformed payloads thrown at every POST endpoint: the server must never answer 5xx and
 * never store a row for an invalid payload.
 */
const server = serverForFile();

const tables = [
  "subscriptions",
  "contact_messages",
  "candidates",
  "job_applications",
  "job_application_qualifications",
  "job_application_work_experiences",
  "resume_files",
] as const;

async function rowCounts() {
  const counts: Record<string, number> = {};
  for (const t of tables)
    counts[t] = Number(
      (await sql<{ n: number }>`select count(*) as n from ${sql.table(t)}`.execute(server.db)).rows[0]!.n,
    );
  return counts;
}

const fields: Record<string, string[]> = {
  "/api/Subscribe/PostSubscriber": ["Email", "IpAddress", "BrowserInfo"],
  "/api/Message/PostMessage": ["Name", "Email", "Mobile", "Subject", "Message", "IpAddress", "BrowserInfo"],
  "/api/Career/PostCandidate": [
    "Name",
    "Email",
    "Mobile",
    "Phone",
    "JobCode",
    "IpAddress",
    "BrowserInfo",
    "FileName",
    "FileExtension",
    "FileBytes",
  ],
  "/api/Career/PostJobApplication": ["PersonalInfo", "Qualifications", "WorkExperiences"],
};

/** Values of every JSON type, including ones a field never expects. */
const wrongValue = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.string({ maxLength: 3 }),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
);

/** Objects with the endpoint's field names holding wrong or too-short values (so never valid). */
const invalidShaped = (names: string[]) =>
  fc.record(Object.fromEntries(names.map((n) => [n, wrongValue])), { requiredKeys: [] });

const rawBodies = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
  fc.string({ maxLength: 50 }),
  fc.constantFrom(
    "{",
    '{"Name":',
    "[1,2",
    "null",
    '""',
    "\u0000",
    '{"__proto__":{"x":1}}',
    '{"constructor":{"prototype":{}}}',
  ),
);

describe("fuzzing every POST endpoint", () => {
  for (const [path, names] of Object.entries(fields)) {
    it(`${path}: never a 5xx, never a stored row`, async () => {
      const client = server.client();
      const before = await rowCounts();
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(
            invalidShaped(names).map((o) => JSON.stringify(o)),
            rawBodies,
          ),
          async (body) => {
            const res = await client.post(path, body);
            expect(res.status, `${path} ${body.slice(0, 200)}`).toBeLessThan(500);
            expect(res.status, `${path} ${body.slice(0, 200)}`).not.toBe(404);
            expect(
              typeof res.body === "object" && res.body !== null && typeof res.body.Message === "string",
              `${path} answers a JSON Message`,
            ).toBe(true);
          },
        ),
        { numRuns: 60 },
      );
      expect(await rowCounts()).toEqual(before);
    });
  }
});
