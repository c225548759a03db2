import type { SubmissionKind } from "~/domain/submission-kind";
import type { OfferedTimeInput } from "~/domain/interviews";
import type { SignedInStaff } from "~/domain/staff/staff-user";
import type { Db } from "../db/database";
import type { PipelineService } from "../hiring/pipeline";
import type { StatusLinks } from "../hiring/status-links";
import { addressesOf } from "../mail/mail-kind";
import type { MailOutbox } from "../mail/outbox";
import { applicantBook, applicantCancel, applicationOfToken, interviewsForApplicant } from "./applicant-interviews";
import type { InterviewClosing } from "./close-interviews";
import type { InterviewDeps } from "./interview-deps";
import { calendarFeed, feedState, issueFeed, revokeFeed } from "./interview-feeds";
import { interviewPage } from "./interview-page";
import { findCriteria } from "./interview-scorecards.repository";
import { saveJobCriteria, submitScorecard, type ScorecardInput } from "./interview-scorecards";
import { interviewViews, scorecardViews } from "./interview-views";
import { interviewsOfApplication } from "./interviews.repository";
import { interviewerChoices, offerInterview, type OfferRequest } from "./offer-interview";
import { staffCancel, staffReschedule } from "./staff-interview-changes";
import { upcoming } from "./upcoming-interviews";

export type { OfferRequest } from "./offer-interview";

type Target = { kind: SubmissionKind; id: number };

/**
 * Interviews (docs/product.md §10.8, docs/decisions/0135-interview-booking.md): HR offers times, the
 * applicant books one from their status page, everyone gets an invitation that later changes replace,
 * interviewers fill scorecards. Each use case is a module of its own taking its dependencies explicitly;
 * this only assembles them into what routes reach as `context.services.interviews`.
 */
export function createInterviewsService({
  db,
  timeZone,
  siteUrl,
  hrEmail,
  mail,
  pipeline,
  links,
  closing,
}: {
  db: Db;
  timeZone: string;
  siteUrl: string;
  hrEmail: string;
  mail: MailOutbox;
  pipeline: PipelineService;
  links: StatusLinks;
  /** What ends an application's interviews (close-interviews.ts), made first: the pipeline calls it. */
  closing: InterviewClosing;
}) {
  const deps: InterviewDeps = {
    db,
    timeZone,
    siteUrl,
    organizer: addressesOf(hrEmail)[0] ?? "hr@localhost",
    mail,
    pipeline,
    links,
  };

  return {
    /** Active staff accounts HR may choose as interviewers. */
    interviewerChoices: () => interviewerChoices(db),
    offer: (request: OfferRequest) => offerInterview(deps, request),
    upcoming: (
      user: SignedInStaff,
      scope: "mine" | "all",
      cursor?: { startsAt: string; id: number },
      now = new Date(),
    ) => upcoming(deps, user, scope, cursor, now),
    /** The scorecards of these interviews, every one (HR's and admins' view). */
    scorecardsOf: (interviewIds: number[]) => scorecardViews(db, interviewIds),
    /** The interviews of one application or resume, newest last, as HR's page lists them. */
    ofApplication: async (kind: SubmissionKind, id: number) =>
      interviewViews(db, await interviewsOfApplication(db, kind, id)),
    forApplicant: (kind: SubmissionKind, id: number, now = new Date()) => interviewsForApplicant(db, { kind, id }, now),
    applicationOfToken: (token: unknown) => applicationOfToken(db, token),
    applicantBook: (target: Target, interviewId: number, timeId: number, ip: string | null) =>
      applicantBook(deps, target, interviewId, timeId, ip),
    applicantCancel: (target: Target, interviewId: number, ip: string | null) =>
      applicantCancel(deps, target, interviewId, ip),
    staffReschedule: (
      target: Target,
      interviewId: number,
      input: OfferedTimeInput,
      user: SignedInStaff,
      ip: string | null,
    ) => staffReschedule(deps, target, interviewId, input, user, ip),
    staffCancel: (target: Target, interviewId: number, user: SignedInStaff, ip: string | null) =>
      staffCancel(deps, target, interviewId, user, ip),
    page: (interviewId: number, user: SignedInStaff) => interviewPage(db, interviewId, user),
    submitScorecard: (interviewId: number, user: SignedInStaff, input: ScorecardInput, ip: string | null) =>
      submitScorecard(db, interviewId, user, input, ip),
    criteria: (jobCode: number) => findCriteria(db, jobCode),
    saveCriteria: (jobCode: number, raw: string, user: SignedInStaff, ip: string | null) =>
      saveJobCriteria(db, jobCode, raw, user, ip),
    feedState: (user: SignedInStaff) => feedState(db, user),
    issueFeed: (user: SignedInStaff, ip: string | null) => issueFeed(db, user, ip),
    revokeFeed: (user: SignedInStaff, ip: string | null) => revokeFeed(db, user, ip),
    feed: (token: string) => calendarFeed(deps, token),
    /** An erasure's cancellation of the interviews to come (the retention task takes it from here). */
    cancelForErasure: closing.cancelForErasure,
  };
}
