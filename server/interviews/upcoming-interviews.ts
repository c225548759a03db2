import { startOfDayIn, todayIn } from "~/domain/dates";
import { referenceNumber } from "~/domain/reference-number";
import type { SignedInStaff } from "~/domain/staff/staff-user";
import type { Executor } from "../db/database";
import { upcomingInterviews } from "./interview-agenda.repository";
import { applicantsOf, interviewersOf } from "./interviews.repository";

/**
 * Booked interviews from the start of today (the company's) on, in time order, 100 a page: one person's
 * ("mine") or everyone's ("all"), as /staff/interviews lists them (docs/decisions/0157). `cursor` continues
 * after the last row of the page before.
 */
export async function upcoming(
  { db, timeZone }: { db: Executor; timeZone: string },
  user: SignedInStaff,
  scope: "mine" | "all",
  cursor?: { startsAt: string; id: number },
  now = new Date(),
) {
  const limit = 100;
  const after = startOfDayIn(todayIn(timeZone, now), timeZone);
  const rows = await upcomingInterviews(db, {
    userId: scope === "mine" ? user.id : undefined,
    after,
    cursor,
    limit: limit + 1,
  });
  const page = rows.slice(0, limit);
  const [applicants, interviewers] = await Promise.all([
    applicantsOf(
      db,
      page.map((r) => ({ kind: r.kind, id: r.application_id })),
    ),
    interviewersOf(
      db,
      page.map((r) => r.id),
    ),
  ]);
  const last = page[page.length - 1];
  return {
    rows: page.map((r) => {
      const a = applicants.get(`${r.kind}:${r.application_id}`);
      return {
        id: r.id,
        kind: r.kind,
        applicationId: r.application_id,
        reference: referenceNumber(r.kind, r.application_id),
        name: a?.name ?? "",
        job: a && !(r.kind === "resume" && a.job_code === 0) ? (a.job_title ?? `Job ${a.job_code}`) : null,
        mode: r.mode,
        startsAt: r.starts_at,
        endsAt: r.ends_at,
        interviewers: interviewers.filter((i) => i.interview_id === r.id).map((i) => i.name),
      };
    }),
    next: rows.length > limit && last ? { startsAt: last.starts_at, id: last.id } : null,
  };
}
