import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import path from "node:path";
import { createInterface } from "node:readline";
import { afterAll, describe, expect, it } from "vitest";
import { jobApplication } from "../../tests/support/factories";
import { JOBS } from "../../tests/support/seeded-jobs";
import { createStaffUser } from "../../tests/support/staff";
import { serverForFile } from "../../tests/support/test-server";
import { insertBookedInterview } from "#tests/support/booked-interview";

/**
 * Interview reminders (docs/product.md §10.8) are written once however many processes run them: two OS
 * processes (tests/integration/helpers/reminder-rounds.ts) on this file's database, each told at the same
 * moment to run a round, several rounds, over 30 interviews due together, so that both find the same
 * reminders due and race to claim them. Every mail is then in the outbox exactly once.
 */
// The server's own reminder task stays out of the way: only the two processes remind.
const server = serverForFile({ env: { INTERVIEW_REMINDER_INTERVAL_MS: "3600000", MAIL_POLL_INTERVAL_MS: "3600000" } });
const root = path.resolve(import.meta.dirname, "../..");
const INTERVIEWS = 30;
const HOUR = 3_600_000;

/** One reminder process: `round(at)` runs one round as if it were `at` and answers the mails it wrote. */
async function reminderProcess() {
  const child: ChildProcessWithoutNullStreams = spawn(
    process.execPath,
    ["--import", "tsx", "tests/integration/helpers/reminder-rounds.ts"],
    {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: server.databaseUrl,
        DATA_DIR: server.config.dataDir,
        SITE_URL: server.config.siteUrl,
        TOKEN_SECRET: "integration-test-secret-0123456789abcdef",
        LOG_LEVEL: "silent",
      },
    },
  );
  let stderr = "";
  child.stderr.on("data", (d) => (stderr += d));
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const next = async () => {
    const line = await lines.next();
    if (line.done) throw new Error(`the reminder process ended: ${stderr}`);
    return line.value;
  };
  expect(await next()).toBe("ready");
  return {
    async round(at: number): Promise<number> {
      child.stdin.write(`${at}\n`);
      const answer = JSON.parse(await next()) as { written?: number; error?: string };
      if (answer.error !== undefined) throw new Error(answer.error);
      return answer.written!;
    },
    /** Ends its input: it finishes the round it is in, closes the database and exits. */
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.stdin.end();
      await exited;
    },
  };
}

const processes: Awaited<ReturnType<typeof reminderProcess>>[] = [];
afterAll(async () => {
  await Promise.all(processes.map((p) => p.stop()));
});

describe(`interview reminders in two processes on ${process.env.TEST_ENGINE ?? "sqlite"}`, () => {
  it(
    "writes each reminder mail once: 24 hours and 1 hour before, and the scorecard reminder a day after",
    { timeout: 180_000 },
    async () => {
      // Three applicants; 30 interviews with them, each with the same two interviewers, all at one moment
      // 60 days on, written to the tables as a booking leaves them (interviews.test.ts books through the page).
      const job = await server.db
        .selectFrom("jobs")
        .select("code")
        .where("title", "=", JOBS.trainee)
        .executeTakeFirstOrThrow();
      const applicants: { id: number; reference: string }[] = [];
      for (const n of [1, 2, 3]) {
        const email = `reminded.${n}.${Date.now()}@example.in`;
        const res = await server
          .client()
          .post(
            "/api/Career/PostJobApplication",
            jobApplication(Number(job.code), { personal: { Email: email, Name: `Reminded ${n}` } }),
          );
        expect(res.status).toBe(200);
        const row = await server.db
          .selectFrom("job_applications")
          .select("id")
          .where("email", "=", email)
          .executeTakeFirstOrThrow();
        applicants.push({ id: row.id, reference: res.body.Reference as string });
      }
      const interviewers = [
        await createStaffUser(server, { role: "interviewer", name: "Two Processes One" }),
        await createStaffUser(server, { role: "interviewer", name: "Two Processes Two" }),
      ];
      const start = Math.floor(Date.now() / HOUR) * HOUR + 60 * 24 * HOUR;
      const end = start + HOUR;
      const ids: number[] = [];
      for (let k = 0; k < INTERVIEWS; k++) {
        ids.push(
          await insertBookedInterview(server.db, {
            applicationId: applicants[k % 3]!.id,
            startsAt: new Date(start).toISOString(),
            endsAt: new Date(end).toISOString(),
            place: "https://meet.example/two-processes",
            timeZone: server.config.timeZone,
            interviewerIds: interviewers.map((i) => i.user.id),
          }),
        );
      }

      processes.push(await reminderProcess(), await reminderProcess());
      let written = 0;
      /** Both processes told to run a round at the same moment, twice over. */
      const together = async (moment: number) => {
        for (let r = 0; r < 2; r++)
          for (const n of await Promise.all(processes.map((p) => p.round(moment)))) written += n;
      };
      const outbox = async () =>
        (
          await server.db
            .selectFrom("mail_outbox")
            .select(["template", "to_address", "payload"])
            .where("template", "in", ["interview-reminder", "scorecard-reminder"])
            .where(
              "person_reference",
              "in",
              applicants.map((a) => a.reference),
            )
            .execute()
        ).map((m) => {
          const p = JSON.parse(m.payload) as { interviewId: number; before?: string };
          return `${m.template} ${p.before ?? "after"} ${p.interviewId} ${m.to_address}`;
        });
      const expected = (template: string, before: string, to: string[]) =>
        ids.flatMap((id) => to.map((a) => `${template} ${before} ${id} ${a}`));
      const emails = await server.db
        .selectFrom("job_applications")
        .select(["id", "email"])
        .where(
          "id",
          "in",
          applicants.map((a) => a.id),
        )
        .execute();
      const applicantEmail = (k: number) => emails.find((e) => e.id === applicants[k % 3]!.id)!.email;
      const everyone = (template: string, before: string) =>
        ids.flatMap((id, k) =>
          [applicantEmail(k), ...interviewers.map((i) => i.email)].map((a) => `${template} ${before} ${id} ${a}`),
        );

      await together(start - 25 * HOUR);
      expect(await outbox()).toEqual([]);
      await together(start - 23 * HOUR);
      await together(start - 22 * HOUR);
      expect((await outbox()).sort()).toEqual(everyone("interview-reminder", "day").sort());
      await together(start - 40 * 60_000);
      await together(start - 20 * 60_000);
      expect((await outbox()).sort()).toEqual(
        [...everyone("interview-reminder", "day"), ...everyone("interview-reminder", "hour")].sort(),
      );
      await together(end + 25 * HOUR);
      await together(end + 26 * HOUR);
      const all = [
        ...everyone("interview-reminder", "day"),
        ...everyone("interview-reminder", "hour"),
        ...expected(
          "scorecard-reminder",
          "after",
          interviewers.map((i) => i.email),
        ),
      ];
      expect((await outbox()).sort()).toEqual(all.sort());
      // What the processes said they wrote is what the outbox holds: none wrote a mail another undid.
      expect(written).toBe(all.length);
    },
  );
});
