import { expect } from "vitest";
import type { SignedInStaff } from "~/domain/staff/staff-user";
import { jobApplication } from "./factories";
import { JOBS } from "./seeded-jobs";
import type { TestServer } from "./test-server";

const STATUS_LINK = /\/careers\/application\/([A-Za-z0-9_-]{43})$/;
let unique = 0;

/**
 * An application for the seeded trainee job through the API, as a job seeker sends it: its id, address,
 * status-link token and reference. `prefix` names the address's local part, so each file's rows are its own.
 */
export async function applyForTrainee(server: TestServer, name: string, prefix: string) {
  const job = await server.db
    .selectFrom("jobs")
    .select("code")
    .where("title", "=", JOBS.trainee)
    .executeTakeFirstOrThrow();
  const email = `${prefix}.${++unique}.${Date.now()}@example.in`;
  const res = await server
    .client()
    .post(
      "/api/Career/PostJobApplication",
      jobApplication(Number(job.code), { personal: { Email: email, Name: name } }),
    );
  expect(res.status).toBe(200);
  const row = await server.db
    .selectFrom("job_applications")
    .select("id")
    .where("email", "=", email)
    .executeTakeFirstOrThrow();
  return {
    id: row.id,
    email,
    name,
    token: STATUS_LINK.exec(res.body.StatusLink as string)![1]!,
    reference: res.body.Reference as string,
  };
}

/** Times of an online interview offered by HR through the service: its id and the offered times, earliest first. */
export async function offerInterviewTimes(
  server: TestServer,
  o: {
    applicationId: number;
    by: SignedInStaff;
    interviewerIds: number[];
    times: { date: string; start: string; length: string }[];
    place: string;
  },
) {
  const outcome = await server.services.interviews.offer({
    kind: "application",
    id: o.applicationId,
    times: o.times,
    mode: "online",
    place: o.place,
    interviewerIds: o.interviewerIds,
    user: o.by,
    ip: null,
  });
  if (!outcome.ok) throw new Error(`offer refused: ${outcome.message}`);
  const timeRows = await server.db
    .selectFrom("interview_times")
    .select(["id", "starts_at"])
    .where("interview_id", "=", outcome.id)
    .orderBy("starts_at")
    .execute();
  return { id: outcome.id, times: timeRows };
}
