import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { APPLICANT_STATUS_EXPLANATIONS } from "~/domain/application-status";
import { todayIn } from "~/domain/dates";
import { interviewMessages as m, MAX_APPLICANT_MOVES } from "~/domain/interviews";
import type { SignedInStaff } from "~/domain/staff/staff-user";
import { composeMail } from "#server/mail/compose";
import { mailSite } from "#server/mail/mail-site";
import { createMailOutbox, PUBLIC_MAILS_PER_ADDRESS_PER_HOUR } from "#server/mail/outbox";
import { createInterviewReminders } from "#server/interviews/interview-reminders";
import { createStaffUser, signedInAs, StaffBrowser } from "../../tests/support/staff";
import { serverForFile } from "../../tests/support/test-server";
import { applyForTrainee, offerInterviewTimes } from "#tests/support/interview-steps";

/**
 * What ends or limits an interview (docs/product.md §10.8, issue 41): a withdrawal, a rejection, a final
 * status or an erasure cancels the interviews to come (METHOD:CANCEL to everyone concerned) and withdraws
 * open offers; an interview that has started, or an offer on a closed application, is refused to the
 * applicant; an interviewer's reading ends with a cancelled interview; the applicant's moves are limited
 * and their mails counted against the hourly cap of their address; reminders whose moment passed before the
 * booking are skipped; HR is told of a booking and opens "All upcoming".
 */
// The server's own reminder task and mail worker stay out of the way: the tests run the task themselves.
const server = serverForFile({
  env: { INTERVIEW_REMINDER_INTERVAL_MS: "3600000", MAIL_POLL_INTERVAL_MS: "3600000" },
});
const ZONE = "Asia/Kolkata";
const page = (token: string) => `/careers/application/${token}`;
const day = (n: number) => todayIn(ZONE, new Date(Date.now() + n * 86_400_000));

const apply = (name = "Lakshmi Varma") => applyForTrainee(server, name, "lifecycle");

const hr = () => createStaffUser(server, { role: "hr" }).then((a) => a.user as SignedInStaff);
const interviewer = (name: string) =>
  createStaffUser(server, { role: "interviewer", name }).then((a) => ({ ...a, user: a.user as SignedInStaff }));

/** Times offered (each a date and start in the company's zone, or a UTC moment on the five-minute grid). */
async function offer(
  applicationId: number,
  by: SignedInStaff,
  interviewerIds: number[],
  times: ({ date: string; start: string } | Date)[],
) {
  return offerInterviewTimes(server, {
    applicationId,
    by,
    interviewerIds,
    times: times.map((t) => {
      if (!(t instanceof Date)) return { ...t, length: "60" };
      const wall = new Intl.DateTimeFormat("sv-SE", {
        timeZone: ZONE,
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
      }).format(t);
      return { date: wall.slice(0, 10), start: wall.slice(11, 16), length: "15" };
    }),
    place: "https://meet.example/lifecycle",
  });
}

const book = (token: string, interview: number, time: number) =>
  new StaffBrowser(server.baseUrl).postForm(page(token), {
    intent: "interview-book",
    interview: String(interview),
    time: String(time),
  });

const interviewRow = (id: number) =>
  server.db.selectFrom("interviews").selectAll().where("id", "=", id).executeTakeFirst();

const outboxOf = (template: string, reference: string) =>
  server.db
    .selectFrom("mail_outbox")
    .selectAll()
    .where("template", "=", template)
    .where("person_reference", "=", reference)
    .orderBy("id")
    .execute();

/** The calendar part of an outbox row, as nodemailer is given it, parsed by ical.js. */
function calendarOf(row: { template: string; payload: string; to_address: string } & Record<string, unknown>) {
  const mail = composeMail(row as never, {
    from: "site@example.in",
    site: mailSite(server.config.siteUrl, server.config.tokenSecret),
  });
  const ical = mail.icalEvent as { method: string; content: string };
  const event = new ICAL.Event(new ICAL.Component(ICAL.parse(ical.content)).getFirstSubcomponent("vevent")!);
  return { to: row.to_address, method: ical.method, uid: event.uid, sequence: event.sequence };
}

/** The interview's calendar mails as (to, method, sequence), with the one UID they all share. */
async function calendarMails(reference: string, interviewId: number) {
  const rows = (await outboxOf("interview-invitation", reference)).filter(
    (r) => (JSON.parse(r.payload) as { interviewId: number }).interviewId === interviewId,
  );
  return rows.map(calendarOf);
}

describe(`interviews end with the application, on ${process.env.TEST_ENGINE ?? "sqlite"}`, { timeout: 120_000 }, () => {
  it("withdrawing from the status page cancels the booked interview (CANCEL to everyone) and withdraws the open offer", async () => {
    const a = await apply();
    const by = await hr();
    const one = await interviewer("Withdrawn One");
    const two = await interviewer("Withdrawn Two");
    const booked = await offer(a.id, by, [one.user.id, two.user.id], [{ date: day(20), start: "10:00" }]);
    const open = await offer(a.id, by, [one.user.id], [{ date: day(21), start: "11:00" }]);
    expect((await book(a.token, booked.id, booked.times[0]!.id)).headers.get("location")).toContain("interview=booked");

    const applicant = new StaffBrowser(server.baseUrl);
    const withdrawn = await applicant.postForm(page(a.token), { intent: "withdraw", confirm: "yes" });
    expect(withdrawn.status).toBe(303);

    expect((await interviewRow(booked.id))!.state).toBe("cancelled");
    expect((await interviewRow(open.id))!.state).toBe("cancelled");
    expect(
      await server.db.selectFrom("interview_busy").select("cell").where("interview_id", "=", booked.id).execute(),
    ).toEqual([]);
    const mails = await calendarMails(a.reference, booked.id);
    expect(new Set(mails.map((x) => x.uid)).size).toBe(1);
    const cancels = mails.filter((x) => x.method === "CANCEL");
    expect(cancels.map((x) => x.to).sort()).toEqual([a.email, one.email, two.email].sort());
    expect(cancels.every((x) => x.sequence === 1)).toBe(true);
    // The offer was in nobody's calendar: no mail for it.
    expect(await calendarMails(a.reference, open.id)).toEqual([]);
    const html = await (await applicant.get(page(a.token))).text();
    expect(html).not.toContain("Move my interview");
    expect(html).not.toContain("Book this time");
    const audit = await server.db
      .selectFrom("audit_log")
      .select(["action", "target_id"])
      .where("action", "=", "interview.cancelled")
      .where("target_id", "in", [String(booked.id), String(open.id)])
      .execute();
    expect(audit).toHaveLength(2);
  });

  it("a rejection by HR, and a move to Hired, cancel the interviews to come; one already held stays", async () => {
    const by = await hr();
    const x = await interviewer("Rejecting X");
    const { browser } = await signedInAs(server, "hr");

    const a = await apply();
    const future = await offer(a.id, by, [x.user.id], [{ date: day(22), start: "10:00" }]);
    await book(a.token, future.id, future.times[0]!.id);
    const held = await offer(a.id, by, [x.user.id], [{ date: day(23), start: "10:00" }]);
    await book(a.token, held.id, held.times[0]!.id);
    // The second one took place already (set in the database: the test cannot wait for the day).
    await server.db
      .updateTable("interviews")
      .set({
        starts_at: new Date(Date.now() - 7200_000).toISOString(),
        ends_at: new Date(Date.now() - 3600_000).toISOString(),
      })
      .where("id", "=", held.id)
      .execute();
    const rejected = await browser.postForm(`/staff/applications/${a.id}`, { intent: "reject", from: "interview" });
    expect(rejected.status).toBe(200);
    expect((await interviewRow(future.id))!.state).toBe("cancelled");
    expect((await interviewRow(held.id))!.state).toBe("booked");
    const cancels = (await calendarMails(a.reference, future.id)).filter((c) => c.method === "CANCEL");
    expect(cancels.map((c) => c.to).sort()).toEqual([a.email, x.email].sort());

    const b = await apply();
    const hired = await offer(b.id, by, [x.user.id], [{ date: day(24), start: "10:00" }]);
    await book(b.token, hired.id, hired.times[0]!.id);
    const moved = await server.services.pipeline.move({
      kind: "application",
      id: b.id,
      to: "hired",
      actor: { userId: by.id, label: by.email },
    });
    expect(moved.ok).toBe(true);
    expect((await interviewRow(hired.id))!.state).toBe("cancelled");
    expect((await calendarMails(b.reference, hired.id)).filter((c) => c.method === "CANCEL")).toHaveLength(2);
  });

  it("erasing the application or the person cancels the interview for the interviewers, naming nobody, and mails the applicant nothing", async () => {
    const by = await hr();
    const x = await interviewer("Erased X");
    const y = await interviewer("Erased Y");
    const mailsTo = (address: string) =>
      server.db.selectFrom("mail_outbox").selectAll().where("to_address", "=", address).orderBy("id").execute();
    /** The cancellations of this interview an erasure sent (the booking's mails, about the person, went with it). */
    const erasedCancellations = async (address: string, interviewId: number) =>
      (await mailsTo(address)).filter(
        (r) =>
          r.template === "interview-erased-cancellation" &&
          (JSON.parse(r.payload) as { interviewId: number }).interviewId === interviewId,
      );

    for (const how of ["status page", "people page"] as const) {
      const a = await apply(`Erased Person ${how}`);
      const offered = await offer(
        a.id,
        by,
        [x.user.id, y.user.id],
        [{ date: day(25), start: how === "status page" ? "10:00" : "12:00" }],
      );
      await book(a.token, offered.id, offered.times[0]!.id);
      const [booking] = await calendarMails(a.reference, offered.id);
      if (how === "status page")
        expect(
          (await new StaffBrowser(server.baseUrl).postForm(page(a.token), { intent: "erase", confirm: "yes" })).status,
        ).toBe(303);
      else {
        const admin = (await signedInAs(server, "admin")).browser;
        expect(
          (await admin.postForm("/staff/people", { intent: "erase", email: a.email, confirm: "yes" })).status,
        ).toBe(200);
      }
      // The interview went with the application; its cells are free.
      expect(await interviewRow(offered.id)).toBeUndefined();
      expect(
        await server.db.selectFrom("interview_busy").select("cell").where("interview_id", "=", offered.id).execute(),
      ).toEqual([]);
      for (const address of [x.email, y.email]) {
        const added = await erasedCancellations(address, offered.id);
        expect(added, `${how}: ${address}`).toHaveLength(1);
        const cancel = calendarOf(added[0]!);
        expect(cancel).toMatchObject({ method: "CANCEL", uid: booking!.uid, sequence: booking!.sequence + 1 });
        // Nothing of the erased person is in it: not their name, address or reference, nor in its row,
        // which concerns the interviewer it goes to.
        expect(added[0]!.person_email).toBe(address);
        expect(added[0]!.person_reference).toBeNull();
        for (const trace of [a.name, a.email, a.reference]) expect(added[0]!.payload).not.toContain(trace);
      }
      expect(await mailsTo(a.email)).toEqual([]);
    }
  });
});

describe(`what the applicant may still change, on ${process.env.TEST_ENGINE ?? "sqlite"}`, { timeout: 120_000 }, () => {
  it("refuses to move or cancel an interview that has started, and to book an offer of a closed application", async () => {
    const by = await hr();
    const x = await interviewer("Started X");
    const a = await apply();
    const offered = await offer(
      a.id,
      by,
      [x.user.id],
      [
        { date: day(26), start: "10:00" },
        { date: day(26), start: "15:00" },
      ],
    );
    await book(a.token, offered.id, offered.times[0]!.id);
    const started = new Date(Date.now() - 600_000).toISOString();
    await server.db.updateTable("interviews").set({ starts_at: started }).where("id", "=", offered.id).execute();
    const applicant = new StaffBrowser(server.baseUrl);
    const move = await applicant.postForm(page(a.token), {
      intent: "interview-book",
      interview: String(offered.id),
      time: String(offered.times[1]!.id),
    });
    expect(move.headers.get("location")).toContain("interview=started");
    expect(await (await applicant.get(move.headers.get("location")!.replace(/#.*$/, ""))).text()).toContain(
      m.started.replace(/'/g, "&#x27;"),
    );
    const cancel = await applicant.postForm(page(a.token), {
      intent: "interview-cancel",
      interview: String(offered.id),
      confirm: "yes",
    });
    expect(cancel.headers.get("location")).toContain("interview=started");
    expect(await interviewRow(offered.id)).toMatchObject({ state: "booked", starts_at: started, sequence: 0 });
    // Nor does the page offer either any more.
    const html = await (await applicant.get(page(a.token))).text();
    expect(html).not.toContain("Move my interview");
    expect(html).not.toContain("Cancel my interview");

    // An offer on an application that is closed (here its status set as a race could leave it).
    const b = await apply();
    const closed = await offer(b.id, by, [x.user.id], [{ date: day(27), start: "10:00" }]);
    await server.db.updateTable("job_applications").set({ status: "rejected" }).where("id", "=", b.id).execute();
    const refused = await book(b.token, closed.id, closed.times[0]!.id);
    expect(refused.headers.get("location")).toContain("interview=closed");
    expect((await interviewRow(closed.id))!.state).toBe("offered");
    expect(await (await applicant.get(page(b.token))).text()).not.toContain("Book this time");
  });

  it(`mails the interviewers of each move, allows ${MAX_APPLICANT_MOVES} moves, and counts the applicant's mails against the hourly cap`, async () => {
    const by = await hr();
    const x = await interviewer("Moved X");
    const a = await apply();
    const starts = ["09:00", "10:00", "11:00", "12:00", "13:00"];
    const offered = await offer(
      a.id,
      by,
      [x.user.id],
      starts.map((start) => ({ date: day(28), start })),
    );
    const applicant = new StaffBrowser(server.baseUrl);
    const pick = (n: number) =>
      applicant.postForm(page(a.token), {
        intent: "interview-book",
        interview: String(offered.id),
        time: String(offered.times[n]!.id),
      });
    expect((await pick(0)).headers.get("location")).toContain("interview=booked");
    // The probe's eight moves in a row (issue 41 item 1): the first MAX_APPLICANT_MOVES go through.
    const answers: string[] = [];
    for (const n of [1, 2, 3, 4, 1, 2, 4, 1]) answers.push((await pick(n)).headers.get("location")!);
    // (Moved, whether or not the applicant's own copy was held back by the cap: "moved-unmailed".)
    expect(answers.map((l) => /interview=(moved|moves)/.exec(l)![1])).toEqual([
      ...Array<string>(MAX_APPLICANT_MOVES).fill("moved"),
      ...Array<string>(8 - MAX_APPLICANT_MOVES).fill("moves"),
    ]);
    expect(await (await applicant.get(answers[7]!.replace(/#.*$/, ""))).text()).toContain(
      m.tooManyMoves(MAX_APPLICANT_MOVES),
    );
    expect((await interviewRow(offered.id))!.starts_at).toBe(offered.times[MAX_APPLICANT_MOVES]!.starts_at);
    // Cancelling stays possible.
    expect(
      (
        await applicant.postForm(page(a.token), {
          intent: "interview-cancel",
          interview: String(offered.id),
          confirm: "yes",
        })
      ).headers.get("location"),
    ).toContain("interview=cancelled");

    // The interviewer was sent every version: the booking, each move and the cancellation.
    const mails = await calendarMails(a.reference, offered.id);
    expect(mails.filter((c) => c.to === x.email).map((c) => c.sequence)).toEqual([0, 1, 2, 3, 4]);
    // The applicant's address got no more than the public forms' cap in the hour, all mails counted (the
    // confirmation of the application and the offer among them).
    const toApplicant = await server.db
      .selectFrom("mail_outbox")
      .select("template")
      .where("to_address", "=", a.email)
      .execute();
    expect(toApplicant.length).toBeLessThanOrEqual(PUBLIC_MAILS_PER_ADDRESS_PER_HOUR);
  });

  it("says so when the applicant's own copy was held back by the cap", async () => {
    const by = await hr();
    const x = await interviewer("Capped X");
    const a = await apply();
    const offered = await offer(
      a.id,
      by,
      [x.user.id],
      [
        { date: day(29), start: "09:00" },
        { date: day(29), start: "10:00" },
      ],
    );
    // The confirmation, the offer and the booking's invitation: the cap is reached.
    await book(a.token, offered.id, offered.times[0]!.id);
    const applicant = new StaffBrowser(server.baseUrl);
    const moved = await applicant.postForm(page(a.token), {
      intent: "interview-book",
      interview: String(offered.id),
      time: String(offered.times[1]!.id),
    });
    expect(moved.headers.get("location")).toContain("interview=moved-unmailed");
    const html = await (await applicant.get(moved.headers.get("location")!.replace(/#.*$/, ""))).text();
    expect(html).toContain(m.notMailed);
    expect(html).not.toContain(m.rescheduled);
  });
});

describe(`access, reminders and HR, on ${process.env.TEST_ENGINE ?? "sqlite"}`, { timeout: 120_000 }, () => {
  it("ends an interviewer's reading when the interview is cancelled or the offer withdrawn; a finished one stays readable", async () => {
    const by = await hr();
    const x = await interviewer("Reader X");
    const a = await apply();
    const { browser } = await signedInAs(server, "hr");
    const xb = new StaffBrowser(server.baseUrl);
    expect((await xb.signIn(x.email, x.password)).status).toBe(302);

    const cancelled = await offer(a.id, by, [x.user.id], [{ date: day(30), start: "10:00" }]);
    await book(a.token, cancelled.id, cancelled.times[0]!.id);
    expect((await xb.get(`/staff/interviews/${cancelled.id}`)).status).toBe(200);
    const withdrawnOffer = await offer(a.id, by, [x.user.id], [{ date: day(31), start: "10:00" }]);
    expect((await xb.get(`/staff/interviews/${withdrawnOffer.id}`)).status).toBe(200);
    const finished = await offer(a.id, by, [x.user.id], [{ date: day(32), start: "10:00" }]);
    await book(a.token, finished.id, finished.times[0]!.id);
    await server.db
      .updateTable("interviews")
      .set({
        starts_at: new Date(Date.now() - 7200_000).toISOString(),
        ends_at: new Date(Date.now() - 3600_000).toISOString(),
      })
      .where("id", "=", finished.id)
      .execute();

    for (const id of [cancelled.id, withdrawnOffer.id])
      expect(
        (
          await browser.postForm(`/staff/applications/${a.id}?interviews`, {
            intent: "interview-cancel",
            interview: String(id),
            confirm: "yes",
          })
        ).status,
      ).toBe(200);
    for (const id of [cancelled.id, withdrawnOffer.id]) {
      expect((await xb.get(`/staff/interviews/${id}`)).status, `interview ${id}`).toBe(403);
      expect((await xb.get(`/staff/interviews/${id}/resume`)).status, `resume of ${id}`).toBe(403);
    }
    expect((await xb.get(`/staff/interviews/${finished.id}`)).status).toBe(200);
    expect(
      (await xb.postForm(`/staff/interviews/${finished.id}`, { intent: "scorecard", recommendation: "yes" })).status,
    ).toBe(200);
    // HR still opens the cancelled one.
    expect((await browser.get(`/staff/interviews/${cancelled.id}`)).status).toBe(200);
  });

  it("skips the reminders whose moment passed before the booking: none for an interview five minutes ahead", async () => {
    const by = await hr();
    const x = await interviewer("Soon X");
    const mail = createMailOutbox({ mail: server.config.mail, siteUrl: server.config.siteUrl });
    const remindAt = (at: number) =>
      createInterviewReminders({ db: server.db, logger: server.logger, mail, now: () => new Date(at) }).runOnce();
    const reminders = async (reference: string) =>
      (await outboxOf("interview-reminder", reference)).map((r) => [r.to_address, JSON.parse(r.payload).before]);

    // Five to ten minutes ahead, on the five-minute grid.
    const cell = 5 * 60_000;
    const soonAt = new Date(Math.ceil((Date.now() + 5 * 60_000) / cell) * cell);
    const a = await apply();
    const soon = await offer(a.id, by, [x.user.id], [soonAt]);
    await book(a.token, soon.id, soon.times[0]!.id);
    await remindAt(Date.now());
    await remindAt(soonAt.getTime() - 60_000);
    expect(await reminders(a.reference)).toEqual([]);

    // 23 hours ahead: no day's reminder (its moment passed), the hour's in due time.
    const b = await apply();
    const laterAt = new Date(Math.ceil((Date.now() + 23 * 3600_000) / cell) * cell);
    const later = await offer(b.id, by, [x.user.id], [laterAt]);
    await book(b.token, later.id, later.times[0]!.id);
    await remindAt(Date.now());
    expect(await reminders(b.reference)).toEqual([]);
    await remindAt(laterAt.getTime() - 30 * 60_000);
    expect((await reminders(b.reference)).sort()).toEqual(
      [
        [b.email, "hour"],
        [x.email, "hour"],
      ].sort(),
    );
  });

  it("tells HR when an applicant books, and opens HR's interviews page on everyone's interviews to come", async () => {
    const by = await hr();
    const x = await interviewer("Told X");
    const a = await apply();
    const offered = await offer(a.id, by, [x.user.id], [{ date: day(33), start: "10:00" }]);
    await book(a.token, offered.id, offered.times[0]!.id);
    const told = await outboxOf("interview-to-hr", a.reference);
    expect(told).toHaveLength(1);
    expect(told[0]!.to_address).toBe(server.config.mail.hrEmail);
    const { browser } = await signedInAs(server, "hr");
    const list = await (await browser.get("/staff/interviews")).text();
    expect(list).toContain(`/staff/interviews/${offered.id}`);
    expect(list).toContain("All upcoming");
    // "Mine" is still there, and empty for this HR person.
    expect(await (await browser.get("/staff/interviews?scope=mine")).text()).not.toContain(
      `/staff/interviews/${offered.id}`,
    );
  });

  it("does not say 'we will contact you' above the times to choose from", async () => {
    const by = await hr();
    const x = await interviewer("Shortlisting X");
    const a = await apply();
    const { browser } = await signedInAs(server, "hr");
    expect((await browser.postForm(`/staff/applications/${a.id}`, { intent: "shortlist", from: "new" })).status).toBe(
      200,
    );
    await offer(a.id, by, [x.user.id], [{ date: day(34), start: "10:00" }]);
    const html = await (await new StaffBrowser(server.baseUrl).get(page(a.token))).text();
    expect(html).toContain("Book this time");
    expect(html).not.toContain(APPLICANT_STATUS_EXPLANATIONS.shortlisted);
    expect(html).toContain(m.chooseTimeExplanation);
  });
});
