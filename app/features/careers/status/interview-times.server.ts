import { redirect, type AppLoadContext } from "react-router";
import { PIPELINE_STAGES, type ApplicationStatus } from "~/domain/application-pipeline";
import { applicationStatusPath } from "~/domain/application-status";
import { formatTimeRangeWithZone, interviewMessages as m, MAX_APPLICANT_MOVES } from "~/domain/interviews";
import { PRIVATE_PAGE_HEADERS } from "./status-route.server";

/** The status page's intents that are about interviews. */
export const INTERVIEW_INTENTS = ["interview-book", "interview-cancel"] as const;
export const isInterviewIntent = (v: unknown): v is (typeof INTERVIEW_INTENTS)[number] =>
  typeof v === "string" && (INTERVIEW_INTENTS as readonly string[]).includes(v);

/** What the card says after the applicant picked, moved or cancelled a time. */
export type InterviewNotice = { tone: "success" | "error"; text: string };

/** What the redirect after an interview action asks the page to say (`?interview=booked`). */
const NOTICES: Record<string, InterviewNotice> = {
  booked: { tone: "success", text: m.booked },
  moved: { tone: "success", text: m.rescheduled },
  // The change stands; the applicant's own copy was held back by the hourly cap of their address.
  "booked-unmailed": { tone: "success", text: `${m.bookedNotMailed} ${m.notMailed}` },
  "moved-unmailed": { tone: "success", text: `${m.rescheduledNotMailed} ${m.notMailed}` },
  cancelled: { tone: "success", text: m.cancelledByApplicant },
  taken: { tone: "error", text: m.timeTaken },
  gone: { tone: "error", text: m.timeGone },
  started: { tone: "error", text: m.started },
  closed: { tone: "error", text: m.applicationClosed },
  moves: { tone: "error", text: m.tooManyMoves(MAX_APPLICANT_MOVES) },
  confirm: { tone: "error", text: m.cancelConfirm },
};

/** Which refusal each message is, for the redirect's `?interview=` (the page words it again from there). */
const REFUSALS: [string, string][] = [
  [m.timeTaken, "taken"],
  [m.started, "started"],
  [m.applicationClosed, "closed"],
  [m.tooManyMoves(MAX_APPLICANT_MOVES), "moves"],
];
const refusalOf = (message: string) => REFUSALS.find(([text]) => text === message)?.[1] ?? "gone";

/** The statuses before Interview: while times are offered there, the page does not say "we will contact you". */
const BEFORE_INTERVIEW = PIPELINE_STAGES.slice(0, PIPELINE_STAGES.indexOf("interview")) as readonly string[];

/**
 * The interviews part of a job seeker's status page (docs/product.md §2.16, §10.8): each offer or booking,
 * with the times still open, written in the company's zone with its UTC offset (the page adds the
 * reader's own zone when JavaScript runs).
 */
export async function interviewTimesData(
  context: AppLoadContext,
  token: string,
  params: URLSearchParams,
  status?: ApplicationStatus,
) {
  const service = context.services.interviews;
  const target = await service.applicationOfToken(token);
  if (!target) return null;
  const interviews = await service.forApplicant(target.kind, target.id);
  const zone = context.timeZone;
  const time = (t: { id?: number; startsAt: string; endsAt: string }) => ({
    id: t.id ?? 0,
    startsAt: t.startsAt,
    endsAt: t.endsAt,
    text: formatTimeRangeWithZone(t.startsAt, t.endsAt, zone),
  });
  const choosing = interviews.some((i) => !i.booked && i.open.length > 0);
  return {
    companyZone: zone,
    notice: NOTICES[params.get("interview") ?? ""] ?? null,
    /** The line under the status, when times wait to be chosen: it replaces "we will contact you". */
    explanation: choosing && status && BEFORE_INTERVIEW.includes(status) ? m.chooseTimeExplanation : null,
    interviews: interviews.map((i) => ({
      id: i.id,
      state: i.state,
      mode: i.mode,
      place: i.state === "booked" ? i.place : null,
      booked: i.booked ? time(i.booked) : null,
      open: i.open.map(time),
      started: i.started,
      movesLeft: i.movesLeft,
    })),
  };
}

/** Books, moves or cancels; then back to the page (post, redirect, get), which says how it went. */
export async function interviewTimesAction(
  context: AppLoadContext,
  token: string,
  intent: (typeof INTERVIEW_INTENTS)[number],
  form: FormData,
) {
  const service = context.services.interviews;
  const target = await service.applicationOfToken(token);
  const back = (outcome: string) =>
    redirect(`${applicationStatusPath(token)}?interview=${outcome}#interviews`, {
      status: 303,
      headers: PRIVATE_PAGE_HEADERS,
    });
  if (!target) return null;
  const interview = Number(form.get("interview"));
  if (intent === "interview-cancel") {
    if (form.get("confirm") !== "yes") return back("confirm");
    const outcome = await service.applicantCancel(target, interview, context.clientIp);
    return back(outcome.ok ? "cancelled" : refusalOf(outcome.message));
  }
  const time = Number(form.get("time"));
  const outcome = await service.applicantBook(target, interview, time, context.clientIp);
  if (outcome.ok) return back(outcome.mailed ? outcome.change : `${outcome.change}-unmailed`);
  return back(refusalOf(outcome.message));
}
