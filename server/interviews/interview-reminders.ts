import type { SubmissionKind } from "~/domain/submission-kind";
import { mailLocaleField } from "../mail/mail-locale";
import { REMIND_DAY_BEFORE_MS, REMIND_HOUR_BEFORE_MS, SCORECARD_REMINDER_AFTER_MS } from "~/domain/interviews";
import type { Db, Executor } from "../db/database";
import {
  claimReminder,
  dueForReminder,
  interviewersWithoutScorecard,
  type ReminderColumn,
} from "./interview-reminders.repository";
import { interviewersOf, type InterviewRow } from "./interviews.repository";
import type { Logger } from "../logger";
import { mailOf, type MailOutbox, type QueuedMail } from "../mail/outbox";
import { periodicTask } from "../periodic-task";
import { applicantOf, type Applicant } from "./interview-mails";

const MINUTE_MS = 60 * 1000;
/** Interviews looked at per kind of reminder and round; the next round takes the rest. */
const BATCH = 100;

type Booked = InterviewRow & { starts_at: string; ends_at: string };

/**
 * Interview reminders (docs/product.md §10.8): to the applicant and every interviewer 24 hours and 1 hour
 * before, and to each interviewer without a scorecard a day after. Every process runs it. A reminder is
 * claimed by a conditional update (its column set where it is still null, for the booking's sequence) in
 * the same transaction as its mails: of any number of processes at once exactly one wins and writes them,
 * the others change nothing. A moved interview's columns are cleared, so it is reminded again.
 */
export function createInterviewReminders(options: {
  db: Db;
  logger: Logger;
  mail: MailOutbox;
  /** How often it runs; a minute unless a test says otherwise. */
  intervalMs?: number;
  now?: () => Date;
}) {
  const { db, mail } = options;
  const now = options.now ?? (() => new Date());

  function reminderMails(
    i: Booked,
    a: Applicant,
    interviewers: { email: string; name: string }[],
    before: "day" | "hour",
  ): QueuedMail[] {
    const common = {
      interviewId: i.id,
      reference: a.reference,
      applicantEmail: a.email,
      applicantName: a.name,
      job: a.job,
      timeZone: i.time_zone,
      mode: i.mode,
      place: i.place,
      before,
      startsAt: i.starts_at,
      endsAt: i.ends_at,
    };
    return [
      mailOf("interview-reminder", {
        ...common,
        to: { email: a.email, name: a.name },
        audience: "applicant",
        ...mailLocaleField(a.locale),
      }),
      ...interviewers.map((p) =>
        mailOf("interview-reminder", { ...common, to: { email: p.email, name: p.name }, audience: "interviewer" }),
      ),
    ];
  }

  /** Claims one reminder and writes its mails in one transaction; answers how many mails it wrote. */
  async function send(
    i: Booked,
    column: ReminderColumn,
    mails: (tx: Executor, a: Applicant) => Promise<QueuedMail[]>,
  ): Promise<number> {
    return db.transaction().execute(async (tx) => {
      const at = now();
      if (!(await claimReminder(tx, i.id, column, i.sequence, at.toISOString()))) return 0;
      const applicant = await applicantOf(tx, i.kind as SubmissionKind, i.application_id);
      if (!applicant || applicant.erased) return 0;
      const queued = await mails(tx, applicant);
      if (queued.length > 0) await mail.enqueueAll(tx, queued, { now: at });
      return queued.length;
    });
  }

  /** One pass: answers how many reminder mails it wrote. */
  async function runOnce(): Promise<number> {
    const t = now().getTime();
    const iso = (ms: number) => new Date(ms).toISOString();
    let written = 0;
    for (const [column, before, ahead] of [
      ["reminded_day_at", "day", REMIND_DAY_BEFORE_MS],
      ["reminded_hour_at", "hour", REMIND_HOUR_BEFORE_MS],
    ] as const) {
      // Due: starting within `ahead` and not started yet. (An interview booked closer than that is reminded
      // at once; one already started is not.)
      const due = await dueForReminder(db, column, { startsFrom: iso(t), startsBefore: iso(t + ahead) }, BATCH);
      for (const i of due as Booked[]) {
        // The day's reminder is pointless once the hour's is due: it is claimed without mails.
        const skip = before === "day" && Date.parse(i.starts_at) - t <= REMIND_HOUR_BEFORE_MS;
        written += await send(i, column, async (tx, a) =>
          skip ? [] : reminderMails(i, a, await interviewersOf(tx, [i.id]), before),
        );
      }
    }
    const ended = await dueForReminder(
      db,
      "scorecards_reminded_at",
      { endsBefore: iso(t - SCORECARD_REMINDER_AFTER_MS) },
      BATCH,
    );
    for (const i of ended as Booked[])
      written += await send(i, "scorecards_reminded_at", async (tx, a) =>
        (await interviewersWithoutScorecard(tx, i.id)).map((p) =>
          mailOf("scorecard-reminder", {
            interviewId: i.id,
            reference: a.reference,
            applicantEmail: a.email,
            applicantName: a.name,
            job: a.job,
            timeZone: i.time_zone,
            mode: i.mode,
            place: i.place,
            startsAt: i.starts_at,
            endsAt: i.ends_at,
            to: { email: p.email, name: p.name },
          }),
        ),
      );
    return written;
  }

  const task = periodicTask({
    intervalMs: options.intervalMs ?? MINUTE_MS,
    logger: options.logger,
    failure: "interview reminders failed",
    round: async () => {
      const written = await runOnce();
      if (written > 0) options.logger.info({ written }, "interview reminders written");
    },
  });

  return { runOnce, start: task.start, stop: task.stop };
}
