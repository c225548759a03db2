import ICAL from "ical.js";
import { CompiledQuery, sql } from "kysely";
import { describe, expect, it } from "vitest";
import { todayIn } from "~/domain/dates";
import { interviewMessages as m, wallTimeToUtc } from "~/domain/interviews";
import type { SignedInStaff } from "~/domain/staff/staff-user";
import { composeMail } from "#server/mail/compose";
import { mailSite } from "#server/mail/mail-site";
import { createMailOutbox } from "#server/mail/outbox";
import { interviewBusyIntervals } from "#server/interviews/interview-busy.repository";
import { upcomingInterviews } from "#server/interviews/interview-agenda.repository";
import { createInterviewReminders } from "#server/interviews/interview-reminders";
import { IMG, SCRIPT } from "../../tests/support/markup-submissions";
import { JOBS } from "../../tests/support/seeded-jobs";
import { createStaffUser, signedInAs, StaffBrowser } from "../../tests/support/staff";
import { serverForFile } from "../../tests/support/test-server";
import { applyForTrainee, offerInterviewTimes } from "#tests/support/interview-steps";
import { insertBookedInterview } from "#tests/support/booked-interview";

/**
 * Interviews (docs/product.md §10.8): HR offers times (an interviewer's other interview refused beside the
 * field), the applicant books from the status page (of 20 at once, one wins), invitations that rescheduling
 * and cancelling replace (parsed with ical.js), reminders sent once however many runs, the interviewer's
 * access, the scorecards' visibility rule, export and erasure.
 */
// The server's own reminder task and mail worker stay out of the way: the tests run the task themselves.
const server = serverForFile({
  env: { INTERVIEW_REMINDER_INTERVAL_MS: "3600000", MAIL_POLL_INTERVAL_MS: "3600000" },
});
const ZONE = "Asia/Kolkata";
const page = (token: string) => `/careers/application/${token}`;
/** A date `n` days from now in the company's zone (YYYY-MM-DD). */
const day = (n: number) => todayIn(ZONE, new Date(Date.now() + n * 86_400_000));
const utc = (date: string, time: string) => new Date(wallTimeToUtc(date, time, ZONE)).toISOString();

const apply = (name = "Lakshmi Varma") => applyForTrainee(server, name, "applicant");

const hr = () => createStaffUser(server, { role: "hr" }).then((a) => a.user as SignedInStaff);
const interviewer = (name: string) =>
  createStaffUser(server, { role: "interviewer", name }).then((a) => ({ ...a, user: a.user as SignedInStaff }));

const offer = (
  applicationId: number,
  by: SignedInStaff,
  interviewerIds: number[],
  times: { date: string; start: string; length?: string }[],
) =>
  offerInterviewTimes(server, {
    applicationId,
    by,
    interviewerIds,
    times: times.map((t) => ({ date: t.date, start: t.start, length: t.length ?? "60" })),
    place: "https://meet.example/abc-defg-hij",
  });

const mailsOf = (template: string, reference: string) =>
  server.db
    .selectFrom("mail_outbox")
    .selectAll()
    .where("template", "=", template)
    .where("person_reference", "=", reference)
    .orderBy("id")
    .execute();

/** The calendar part each invitation row becomes, as nodemailer is given it, parsed by ical.js. */
function calendarOf(row: Awaited<ReturnType<typeof mailsOf>>[number]) {
  const mail = composeMail(row, {
    from: "site@example.in",
    site: mailSite(server.config.siteUrl, server.config.tokenSecret),
  });
  const ical = mail.icalEvent as { method: string; content: string };
  const calendar = new ICAL.Component(ICAL.parse(ical.content));
  const vevent = calendar.getFirstSubcomponent("vevent")!;
  return {
    to: row.to_address,
    method: ical.method,
    calendarMethod: calendar.getFirstPropertyValue("method"),
    event: new ICAL.Event(vevent),
    tzid: vevent.getFirstProperty("dtstart")!.getParameter("tzid"),
  };
}

describe(`interviews on ${process.env.TEST_ENGINE ?? "sqlite"}`, { timeout: 120_000 }, () => {
  it("offers times from the application page, mails the applicant, and refuses a time an interviewer is busy", async () => {
    const a = await apply();
    const b = await apply();
    const { browser } = await signedInAs(server, "hr");
    const ravi = await interviewer("Ravi Menon");
    const date = day(5);
    const offered = await browser.postForm(`/staff/applications/${a.id}?interviews`, {
      intent: "interview-offer",
      "date-0": date,
      "start-0": "10:00",
      "length-0": "60",
      "date-1": date,
      "start-1": "14:00",
      "length-1": "30",
      mode: "online",
      place: "https://meet.example/abc",
      interviewers: String(ravi.user.id),
    });
    expect(offered.status).toBe(200);
    const [interview] = await server.db
      .selectFrom("interviews")
      .selectAll()
      .where("application_id", "=", a.id)
      .execute();
    expect(interview).toMatchObject({ state: "offered", time_zone: ZONE, mode: "online" });
    const times = await server.db
      .selectFrom("interview_times")
      .select(["starts_at", "ends_at"])
      .where("interview_id", "=", interview!.id)
      .orderBy("starts_at")
      .execute();
    // Stored in UTC: 10:00 in Kolkata is 04:30Z.
    expect(times).toEqual([
      { starts_at: utc(date, "10:00"), ends_at: utc(date, "11:00") },
      { starts_at: utc(date, "14:00"), ends_at: utc(date, "14:30") },
    ]);
    expect(times[0]!.starts_at).toBe(`${date}T04:30:00.000Z`);
    const [mail] = await mailsOf("interview-offer", a.reference);
    expect(mail!.to_address).toBe(a.email);
    const audit = await server.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "interview.offered")
      .execute();
    expect(audit.some((r) => r.target_id === String(a.id))).toBe(true);

    // The applicant books 10:00: Ravi is busy then. Offering B 10:30 with Ravi is refused beside that field.
    const applicant = new StaffBrowser(server.baseUrl);
    const booked = await applicant.postForm(page(a.token), {
      intent: "interview-book",
      interview: String(interview!.id),
      time: String(
        (
          await server.db
            .selectFrom("interview_times")
            .select("id")
            .where("interview_id", "=", interview!.id)
            .where("starts_at", "=", times[0]!.starts_at)
            .executeTakeFirstOrThrow()
        ).id,
      ),
    });
    expect(booked.status).toBe(303);
    expect(booked.headers.get("location")).toBe(`${page(a.token)}?interview=booked#interviews`);
    const refused = await browser.postForm(`/staff/applications/${b.id}?interviews`, {
      intent: "interview-offer",
      "date-0": date,
      "start-0": "10:30",
      "length-0": "60",
      mode: "online",
      place: "https://meet.example/xyz",
      interviewers: String(ravi.user.id),
    });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toMatch(/id="offer-start-0-error"[^>]*>Ravi Menon has another interview then \(/);
    // What was typed stays in the form.
    expect(html).toContain('value="https://meet.example/xyz"');
    expect(await server.db.selectFrom("interviews").select("id").where("application_id", "=", b.id).execute()).toEqual(
      [],
    );
    // A time beside it (11:00, when the other ends) is fine.
    const fine = await browser.postForm(`/staff/applications/${b.id}?interviews`, {
      intent: "interview-offer",
      "date-0": date,
      "start-0": "11:00",
      "length-0": "60",
      mode: "onsite",
      place: "Technopark, Phase III, Trivandrum",
      interviewers: String(ravi.user.id),
    });
    expect(fine.status).toBe(200);
  });

  it("of 20 applicants booking one interviewer's time at once, exactly one gets it; the others see it was taken and the rest", async () => {
    const by = await hr();
    const asha = await interviewer("Asha Nair");
    const date = day(7);
    const applicants = [];
    for (let i = 0; i < 20; i++) {
      const a = await apply();
      const offered = await offer(
        a.id,
        by,
        [asha.user.id],
        [
          { date, start: "09:00" },
          {
            date: day(8),
            start: `${String(9 + (i % 8)).padStart(2, "0")}:${i < 8 ? "00" : i < 16 ? "20" : "40"}`,
            length: "15",
          },
        ],
      );
      applicants.push({ ...a, interview: offered.id, contested: offered.times[0]!.id });
    }
    const answers = await Promise.all(
      applicants.map(async (a) => {
        const browser = new StaffBrowser(server.baseUrl);
        await browser.get(page(a.token));
        const res = await browser.postForm(page(a.token), {
          intent: "interview-book",
          interview: String(a.interview),
          time: String(a.contested),
        });
        return { a, browser, location: res.headers.get("location") };
      }),
    );
    const won = answers.filter((x) => x.location?.includes("interview=booked"));
    const lost = answers.filter((x) => x.location?.includes("interview=taken"));
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(19);
    const booked = await server.db
      .selectFrom("interviews")
      .select("id")
      .where("state", "=", "booked")
      .where(
        "id",
        "in",
        applicants.map((a) => a.interview),
      )
      .execute();
    expect(booked).toHaveLength(1);
    // What other scheduling (demo bookings) reads of the interviewer's time: the one booked hour.
    expect(
      await interviewBusyIntervals(server.db, [asha.user.id], `${day(6)}T00:00:00.000Z`, `${day(9)}T00:00:00.000Z`),
    ).toEqual([
      { userId: asha.user.id, interviewId: booked[0]!.id, startsAt: utc(date, "09:00"), endsAt: utc(date, "10:00") },
    ]);
    expect(
      await server.db.selectFrom("interview_busy").select("cell").where("user_id", "=", asha.user.id).execute(),
    ).toHaveLength(12);
    const loser = lost[0]!;
    const html = await (await loser.browser.get(loser.location!.replace(/#.*$/, ""))).text();
    expect(html).toContain(m.timeTaken);
    // The contested time is gone from their page; their other time is still offered.
    expect(html).not.toContain(`id="interview-${loser.a.interview}-time-${loser.a.contested}"`);
    expect(html).toMatch(new RegExp(`id="interview-${loser.a.interview}-time-\\d+"`));
    // Without JavaScript the page names the company's zone and its offset.
    expect(html).toContain("(Asia/Kolkata, UTC+05:30)");
  });

  it("confirms with invitations, moves and cancels them (same UID, rising SEQUENCE, METHOD:CANCEL), and moves the application to Interview", async () => {
    const a = await apply("Nadia Rahman");
    const by = await hr();
    const one = await interviewer("Interviewer One");
    const two = await interviewer("Interviewer Two");
    const offered = await offer(
      a.id,
      by,
      [one.user.id, two.user.id],
      [
        { date: day(10), start: "10:00" },
        { date: day(10), start: "15:00" },
      ],
    );
    const applicant = new StaffBrowser(server.baseUrl);
    const pick = (timeId: number) =>
      applicant.postForm(page(a.token), {
        intent: "interview-book",
        interview: String(offered.id),
        time: String(timeId),
      });
    expect((await pick(offered.times[0]!.id)).headers.get("location")).toContain("interview=booked");
    const status = await server.db
      .selectFrom("job_applications")
      .select("status")
      .where("id", "=", a.id)
      .executeTakeFirstOrThrow();
    expect(status.status).toBe("interview");
    const history = await server.db
      .selectFrom("application_status_changes")
      .selectAll()
      .where("application_id", "=", a.id)
      .where("kind", "=", "application")
      .execute();
    expect(history.map((h) => [h.from_status, h.to_status, h.actor_label])).toEqual([
      ["new", "interview", "system: applicant"],
    ]);

    // The applicant moves it to 15:00, then HR moves it to a new time, then the applicant cancels. In life
    // these come days apart: the earlier mails leave the hour that the cap on mails to the applicant's
    // address counts (what the status page causes counts against it, docs/product.md §10.8).
    const daysLater = () =>
      server.db
        .updateTable("mail_outbox")
        .set({ created_at: new Date(Date.now() - 2 * 3600_000).toISOString() })
        .where("person_reference", "=", a.reference)
        .execute();
    await daysLater();
    expect((await pick(offered.times[1]!.id)).headers.get("location")).toContain("interview=moved");
    const { browser } = await signedInAs(server, "hr");
    const moved = await browser.postForm(`/staff/applications/${a.id}?interviews`, {
      intent: "interview-reschedule",
      interview: String(offered.id),
      date: day(11),
      start: "11:30",
      length: "45",
    });
    expect(moved.status).toBe(200);
    expect(await moved.text()).toContain(m.staffRescheduled);
    await daysLater();
    const cancelled = await applicant.postForm(page(a.token), {
      intent: "interview-cancel",
      interview: String(offered.id),
      confirm: "yes",
    });
    expect(cancelled.headers.get("location")).toContain("interview=cancelled");

    const invitations = (await mailsOf("interview-invitation", a.reference)).map(calendarOf);
    // Four versions, each to the applicant and both interviewers.
    expect(invitations).toHaveLength(12);
    const uids = new Set(invitations.map((i) => i.event.uid));
    expect(uids.size).toBe(1);
    const byVersion = [0, 3, 6, 9].map((n) => invitations.slice(n, n + 3));
    expect(byVersion.map((v) => v.map((i) => i.event.sequence))).toEqual([
      [0, 0, 0],
      [1, 1, 1],
      [2, 2, 2],
      [3, 3, 3],
    ]);
    expect(byVersion.map((v) => v[0]!.method)).toEqual(["REQUEST", "REQUEST", "REQUEST", "CANCEL"]);
    expect(byVersion.map((v) => v[0]!.calendarMethod)).toEqual(["REQUEST", "REQUEST", "REQUEST", "CANCEL"]);
    for (const i of invitations) expect(i.tzid).toBe(ZONE);
    expect(byVersion[0]!.map((i) => i.to).sort()).toEqual([a.email, one.email, two.email].sort());
    expect(byVersion[0]![0]!.event.startDate.toString()).toBe(`${day(10)}T10:00:00`);
    expect(byVersion[1]![0]!.event.startDate.toString()).toBe(`${day(10)}T15:00:00`);
    expect(byVersion[2]![0]!.event.startDate.toString()).toBe(`${day(11)}T11:30:00`);
    expect(byVersion[2]![0]!.event.endDate.toString()).toBe(`${day(11)}T12:15:00`);
    expect(byVersion[0]![0]!.event.attendees.map((p) => p.getFirstValue())).toEqual([
      `mailto:${a.email}`,
      `mailto:${one.email}`,
      `mailto:${two.email}`,
    ]);
    // The cancellation freed the interviewers' time.
    expect(
      await server.db.selectFrom("interview_busy").select("cell").where("interview_id", "=", offered.id).execute(),
    ).toEqual([]);
  });

  it("sends each reminder once however many runs at once: 24 hours and 1 hour before, and the scorecard a day after", async () => {
    const a = await apply();
    const by = await hr();
    const one = await interviewer("Reminded One");
    const two = await interviewer("Reminded Two");
    const offered = await offer(a.id, by, [one.user.id, two.user.id], [{ date: day(12), start: "10:00" }]);
    const applicant = new StaffBrowser(server.baseUrl);
    await applicant.postForm(page(a.token), {
      intent: "interview-book",
      interview: String(offered.id),
      time: String(offered.times[0]!.id),
    });
    const start = Date.parse(offered.times[0]!.starts_at);
    const mail = createMailOutbox({ mail: server.config.mail, siteUrl: server.config.siteUrl });
    const runsAt = (at: number) =>
      Array.from({ length: 2 }, () =>
        createInterviewReminders({ db: server.db, logger: server.logger, mail, now: () => new Date(at) }),
      );
    const runTogether = async (at: number) => {
      const [p, q] = runsAt(at);
      await Promise.all([p!.runOnce(), q!.runOnce(), p!.runOnce(), q!.runOnce()]);
    };
    const reminders = async () =>
      (await mailsOf("interview-reminder", a.reference)).map((r) => [r.to_address, JSON.parse(r.payload).before]);

    await runTogether(start - 25 * 3600_000);
    expect(await reminders()).toEqual([]);
    await runTogether(start - 23 * 3600_000);
    expect((await reminders()).sort()).toEqual(
      [
        [a.email, "day"],
        [one.email, "day"],
        [two.email, "day"],
      ].sort(),
    );
    await runTogether(start - 30 * 60_000);
    await runTogether(start - 20 * 60_000);
    expect(await reminders()).toHaveLength(6);
    expect((await reminders()).filter((r) => r[1] === "hour")).toHaveLength(3);

    // One interviewer fills the scorecard; a day after, only the other is reminded, once.
    await server.db
      .updateTable("interviews")
      .set({ starts_at: new Date(Date.now() - 7200_000).toISOString() })
      .where("id", "=", offered.id)
      .execute();
    const saved = await server.services.interviews.submitScorecard(
      offered.id,
      one.user,
      { recommendation: "yes", ratings: {}, notes: "" },
      null,
    );
    expect(saved.ok).toBe(true);
    const end = Date.parse(offered.times[0]!.starts_at) + 3600_000;
    await server.db
      .updateTable("interviews")
      .set({ ends_at: new Date(end).toISOString() })
      .where("id", "=", offered.id)
      .execute();
    await runTogether(end + 23 * 3600_000);
    expect(await mailsOf("scorecard-reminder", a.reference)).toEqual([]);
    await runTogether(end + 25 * 3600_000);
    await runTogether(end + 26 * 3600_000);
    expect((await mailsOf("scorecard-reminder", a.reference)).map((r) => r.to_address)).toEqual([two.email]);
  });

  it("shows an interviewer only their interviews (403 elsewhere), and the others' scorecards once theirs is in", async () => {
    const a = await apply(`Scored ${IMG}${SCRIPT}`);
    const other = await apply();
    const by = await hr();
    const x = await interviewer("Scorer X");
    const y = await interviewer("Scorer Y");
    const job = await server.db
      .selectFrom("jobs")
      .select("code")
      .where("title", "=", JOBS.trainee)
      .executeTakeFirstOrThrow();
    const hrBrowser = (await signedInAs(server, "hr")).browser;
    expect(
      (
        await hrBrowser.postForm(`/staff/jobs/${job.code}`, {
          intent: "interview-criteria",
          criteria: "Claims knowledge\nCommunication",
        })
      ).status,
    ).toBe(200);
    const mine = await offer(a.id, by, [x.user.id, y.user.id], [{ date: day(14), start: "10:00" }]);
    const notMine = await offer(other.id, by, [y.user.id], [{ date: day(14), start: "12:00" }]);
    const applicant = new StaffBrowser(server.baseUrl);
    await applicant.postForm(page(a.token), {
      intent: "interview-book",
      interview: String(mine.id),
      time: String(mine.times[0]!.id),
    });
    await new StaffBrowser(server.baseUrl).postForm(page(other.token), {
      intent: "interview-book",
      interview: String(notMine.id),
      time: String(notMine.times[0]!.id),
    });

    const xb = new StaffBrowser(server.baseUrl);
    expect((await xb.signIn(x.email, x.password)).status).toBe(302);
    const list = await (await xb.get("/staff/interviews")).text();
    expect(list).toContain(`/staff/interviews/${mine.id}`);
    // The other interview's address, not a longer id that begins with the same digits.
    const notMineAddress = new RegExp(`/staff/interviews/${notMine.id}(?!\\d)`);
    expect(list).not.toMatch(notMineAddress);
    // Applicant-typed text stays text in the list and on the page.
    expect(list).not.toContain(IMG);
    expect(list).toContain("&lt;img src=x onerror=alert(1)&gt;");
    const own = await xb.get(`/staff/interviews/${mine.id}`);
    expect(own.status).toBe(200);
    const ownHtml = await own.text();
    expect(ownHtml).not.toContain(SCRIPT);
    expect(ownHtml).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect((await xb.get(`/staff/interviews/${mine.id}/resume`)).status).toBe(200);
    for (const path of [
      `/staff/interviews/${notMine.id}`,
      `/staff/interviews/${notMine.id}/resume`,
      `/staff/applications/${a.id}`,
      `/staff/applications/${a.id}/resume/download`,
      "/staff/applications",
      "/staff/applications/export.csv",
      `/staff/jobs/${job.code}`,
      "/staff/interviews?scope=all",
    ]) {
      const res = await xb.get(path);
      if (path.endsWith("scope=all")) {
        // "All" is HR's: an interviewer is shown their own.
        expect(await res.text()).not.toMatch(notMineAddress);
      } else expect(res.status, path).toBe(403);
    }
    expect((await xb.postForm(`/staff/applications/${a.id}`, { intent: "shortlist", from: "interview" })).status).toBe(
      403,
    );

    // Not started: no scorecard yet. Then the interview has begun.
    expect(
      (await xb.postForm(`/staff/interviews/${mine.id}`, { intent: "scorecard", recommendation: "yes" })).status,
    ).toBe(409);
    await server.db
      .updateTable("interviews")
      .set({ starts_at: new Date(Date.now() - 600_000).toISOString() })
      .where("id", "=", mine.id)
      .execute();
    const missing = await xb.postForm(`/staff/interviews/${mine.id}`, {
      intent: "scorecard",
      recommendation: "maybe",
      "rating-0": "4",
    });
    expect(missing.status).toBe(400);
    const missingHtml = await missing.text();
    expect(missingHtml).toContain(m.recommendationMissing);
    expect(missingHtml).toContain(m.ratingMissing);
    const xNotes = `X thinks ${IMG}`;
    const sent = await xb.postForm(`/staff/interviews/${mine.id}`, {
      intent: "scorecard",
      recommendation: "strong-yes",
      "rating-0": "5",
      "rating-1": "4",
      notes: xNotes,
    });
    expect(sent.status).toBe(200);

    const yb = new StaffBrowser(server.baseUrl);
    await yb.signIn(y.email, y.password);
    const before = await (await yb.get(`/staff/interviews/${mine.id}`)).text();
    expect(before).not.toContain("X thinks");
    expect(before).toContain("Submit the scorecard");
    await yb.postForm(`/staff/interviews/${mine.id}`, {
      intent: "scorecard",
      recommendation: "no",
      "rating-0": "2",
      "rating-1": "3",
      notes: "Y's view",
    });
    const after = await (await yb.get(`/staff/interviews/${mine.id}`)).text();
    expect(after).toContain("X thinks &lt;img");
    expect(after).toContain("Y&#x27;s view");
    expect(after).toContain("Claims knowledge: 5 of 5");

    // HR sees every scorecard on the application's page.
    const hrPage = await (await hrBrowser.get(`/staff/applications/${a.id}`)).text();
    expect(hrPage).toContain("Scorer X: Strong yes");
    expect(hrPage).toContain("Scorer Y: No");
    expect(hrPage).not.toContain(IMG);

    // Export and erasure: scorecards are the applicant's personal data.
    const admin = (await signedInAs(server, "admin")).browser;
    const exported = (await (await admin.get(`/staff/people/export?email=${encodeURIComponent(a.email)}`)).json()) as {
      interviews: { id: number; scorecards: { notes: string }[] }[];
    };
    expect(exported.interviews.map((i) => i.id)).toEqual([mine.id]);
    expect(exported.interviews[0]!.scorecards.map((s) => s.notes).sort()).toEqual([xNotes, "Y's view"].sort());
    expect((await admin.postForm("/staff/people", { intent: "erase", email: a.email, confirm: "yes" })).status).toBe(
      200,
    );
    for (const table of [
      "interviews",
      "interview_scorecards",
      "interview_times",
      "interview_interviewers",
      "interview_busy",
    ] as const) {
      const column = table === "interviews" ? "id" : "interview_id";
      expect(await server.db.selectFrom(table).select(column).where(column, "=", mine.id).execute(), table).toEqual([]);
    }
    expect(await mailsOf("interview-invitation", a.reference)).toEqual([]);
    expect((await xb.get(`/staff/interviews/${mine.id}`)).status).toBe(404);
  });

  it("serves a staff person's calendar feed at a secret address they can replace and revoke", async () => {
    const a = await apply();
    const by = await hr();
    const f = await interviewer("Feed Person");
    const offered = await offer(a.id, by, [f.user.id], [{ date: day(16), start: "16:00" }]);
    await new StaffBrowser(server.baseUrl).postForm(page(a.token), {
      intent: "interview-book",
      interview: String(offered.id),
      time: String(offered.times[0]!.id),
    });
    const b = new StaffBrowser(server.baseUrl);
    await b.signIn(f.email, f.password);
    const made = await (await b.postForm("/staff/account", { intent: "calendar-feed-new" })).text();
    const url =
      /data-feed-url="">([^<]+)</.exec(made)?.[1] ??
      /(http:\/\/[^<"]+\/calendar\/[A-Za-z0-9_-]{43}\.ics)/.exec(made)![1]!;
    const path = new URL(url).pathname;
    const feed = await fetch(server.baseUrl + path);
    expect(feed.status).toBe(200);
    expect(feed.headers.get("content-type")).toContain("text/calendar");
    const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
    const events = calendar.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
    expect(events.map((e) => e.startDate.toString())).toEqual([`${day(16)}T16:00:00`]);
    expect(events[0]!.uid).toMatch(new RegExp(`^interview-${offered.id}@`));
    await b.postForm("/staff/account", { intent: "calendar-feed-revoke" });
    expect((await fetch(server.baseUrl + path)).status).toBe(404);
    expect((await fetch(`${server.baseUrl}/calendar/${"x".repeat(43)}.ics`)).status).toBe(404);
  });

  it("pages /staff/interviews by start and id, each page's index range starting after the last row of the one before", async () => {
    const a = await apply();
    const p = await interviewer("Paged Person");
    // 230 interviews 300 days on with this interviewer, ten at each hour: ties are ordered by id.
    const base = Date.parse(`${day(300)}T00:00:00.000Z`);
    const ids: number[] = [];
    for (let k = 0; k < 230; k++) {
      const startsAt = new Date(base + Math.floor(k / 10) * 3600_000).toISOString();
      ids.push(
        await insertBookedInterview(server.db, {
          applicationId: a.id,
          startsAt,
          endsAt: new Date(Date.parse(startsAt) + 1800_000).toISOString(),
          place: "https://meet.example/paged",
          timeZone: ZONE,
          interviewerIds: [p.user.id],
        }),
      );
    }

    // Followed to the end, the pages hold every interview once, in time order: "mine" just these.
    const pages = async (scope: "mine" | "all") => {
      const seen: number[] = [];
      const cursors: { startsAt: string; id: number }[] = [];
      let cursor: { startsAt: string; id: number } | undefined;
      do {
        const { rows, next } = await server.services.interviews.upcoming(p.user, scope, cursor);
        seen.push(...rows.map((r) => r.id));
        cursor = next ?? undefined;
        if (cursor) cursors.push(cursor);
      } while (cursor);
      return { seen, cursors };
    };
    const mine = await pages("mine");
    expect(mine.seen).toEqual(ids);
    const all = await pages("all");
    expect(new Set(all.seen).size).toBe(all.seen.length);
    expect(all.seen.filter((id) => ids.includes(id))).toEqual(ids);

    // The third page's query starts its index range at the second page's last row: it reads that page's
    // rows only, not every interview from today on (a filter on a range from today would).
    const cursor = mine.cursors[1]!;
    const compiled: CompiledQuery[] = [];
    const executor = server.db.getExecutor();
    const spy = server.db.withPlugin({
      transformQuery: ({ node, queryId }) => (compiled.push(executor.compileQuery(node, queryId)), node),
      transformResult: async ({ result }) => result,
    });
    const after = new Date(Date.now() - 86_400_000).toISOString();
    for (const userId of [p.user.id, undefined]) {
      compiled.length = 0;
      const rows = await upcomingInterviews(spy, { userId, after, cursor, limit: 101 });
      expect(rows[0]!.id).toBe(ids[200]);
      const query = compiled[0]!;
      if (process.env.TEST_ENGINE === "postgres") {
        // Its tables are small here: the index is asked for, so the plan shows where its range starts.
        const plan = await server.db.transaction().execute(async (tx) => {
          await sql`set local enable_seqscan = off`.execute(tx);
          await sql`set local enable_bitmapscan = off`.execute(tx);
          const explained = await tx.executeQuery<{ "QUERY PLAN": string }>(
            CompiledQuery.raw(`explain (analyze) ${query.sql}`, [...query.parameters]),
          );
          return explained.rows.map((r) => r["QUERY PLAN"]).join("\n");
        });
        expect(plan).toMatch(/Index Cond: .*ROW\(starts_at, (interview_id|id)\) > ROW\(/);
        expect(plan).not.toMatch(/Rows Removed by Filter: [1-9]/);
      } else {
        const plan = await server.db.executeQuery<{ detail: string }>(
          CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
        );
        const details = plan.rows.map((r) => r.detail).join("\n");
        expect(details).not.toMatch(/\bSCAN\b/);
        if (userId !== undefined)
          expect(details).toContain("interview_interviewers_user_idx (user_id=? AND (starts_at,interview_id)>(?,?))");
        else expect(details).toContain("interviews_upcoming_idx (state=? AND starts_at>?)");
      }
    }
  });
});
