import type { SubmissionKind } from "~/domain/submission-kind";
import { referenceNumber } from "~/domain/reference-number";
import type { Executor } from "../db/database";
import { applicantsOf, interviewersOf, type InterviewRow } from "./interviews.repository";
import { mailOf, type QueuedMail } from "../mail/outbox";
import { mailLocaleField } from "../mail/mail-locale";
import type { Locale } from "~/domain/locale/locales";
import { noticeLanguageOf } from "~/domain/privacy-notices";

/** The applicant of an interview as its mails and pages name them. */
export type Applicant = {
  kind: SubmissionKind;
  id: number;
  reference: string;
  name: string;
  email: string;
  job: { code: number; title: string } | null;
  status: string;
  erased: boolean;
  /** The language they applied in, kept with the notice's version: their mails' (decisions 0190, 0192). */
  locale: Locale;
};

export async function applicantOf(db: Executor, kind: SubmissionKind, id: number): Promise<Applicant | undefined> {
  const row = (await applicantsOf(db, [{ kind, id }])).get(`${kind}:${id}`);
  if (!row) return undefined;
  const general = kind === "resume" && row.job_code === 0;
  return {
    kind,
    id,
    reference: referenceNumber(kind, id),
    name: row.name,
    email: row.email,
    job: general ? null : { code: row.job_code, title: row.job_title ?? `Job ${row.job_code}` },
    status: row.status,
    erased: row.erased_at !== null,
    locale: (row.notice_version === null ? null : noticeLanguageOf(row.notice_version)) ?? "en",
  };
}

/** The event's UID: one per interview, the same in every invitation, update and cancellation. */
export const interviewUid = (id: number, siteUrl: string) =>
  `interview-${id}@${new URL(siteUrl).hostname || "localhost"}`;

/**
 * One invitation (or update, or cancellation) per person: the applicant and each interviewer, all with
 * the same UID and SEQUENCE, every one listing everyone as attendees.
 */
export async function invitationMails(
  db: Executor,
  interview: InterviewRow & { starts_at: string; ends_at: string },
  applicant: Applicant,
  change: "booked" | "moved" | "cancelled",
  { siteUrl, organizer, statusSeed }: { siteUrl: string; organizer: string; statusSeed?: string },
): Promise<QueuedMail[]> {
  const interviewers = await interviewersOf(db, [interview.id]);
  const attendees = [
    { email: applicant.email, name: applicant.name },
    ...interviewers.map((i) => ({ email: i.email, name: i.name })),
  ];
  const common = {
    interviewId: interview.id,
    reference: applicant.reference,
    applicantEmail: applicant.email,
    applicantName: applicant.name,
    job: applicant.job,
    timeZone: interview.time_zone,
    mode: interview.mode,
    place: interview.place,
    change,
    sequence: interview.sequence,
    uid: interviewUid(interview.id, siteUrl),
    startsAt: interview.starts_at,
    endsAt: interview.ends_at,
    organizer,
    attendees,
  };
  return [
    mailOf("interview-invitation", {
      ...common,
      to: { email: applicant.email, name: applicant.name },
      audience: "applicant",
      ...(statusSeed && { statusSeed }),
      ...mailLocaleField(applicant.locale),
    }),
    ...interviewers.map((i) =>
      mailOf("interview-invitation", { ...common, to: { email: i.email, name: i.name }, audience: "interviewer" }),
    ),
  ];
}

/** HR's notice of what the applicant did from their status page: booked, moved or cancelled (docs/product.md §10.8). */
export function hrNotice(
  interview: InterviewRow & { starts_at: string; ends_at: string },
  applicant: Applicant,
  interviewers: { name: string }[],
  change: "booked" | "moved" | "cancelled",
): QueuedMail {
  return mailOf("interview-to-hr", {
    interviewId: interview.id,
    reference: applicant.reference,
    applicantEmail: applicant.email,
    applicantName: applicant.name,
    kind: applicant.kind,
    applicationId: applicant.id,
    job: applicant.job,
    timeZone: interview.time_zone,
    mode: interview.mode,
    place: interview.place,
    change,
    startsAt: interview.starts_at,
    endsAt: interview.ends_at,
    interviewers: interviewers.map((i) => i.name),
  });
}
