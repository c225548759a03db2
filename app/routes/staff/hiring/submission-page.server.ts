import type { AppLoadContext } from "react-router";
import { isFinalStatus } from "~/domain/application-pipeline";
import {
  erasureText,
  noticeVersionText,
  talentPoolText,
  type SubmissionCommon,
} from "~/domain/staff/application-detail";
import { AUDIT_ACTIONS } from "~/domain/staff/audit-actions";
import type { SignedInStaff } from "~/domain/staff/staff-user";
import { staffTime } from "~/domain/staff/staff-time";
import type { SubmissionKind } from "~/domain/submission-kind";
import { applicantMailLoaderData } from "./applicant-mail.server";
import { interviewsAction, interviewsLoaderData } from "~/features/staff/interviews/interviews-action.server";
import { isInterviewsPost } from "~/features/staff/interviews/interviews-forms";
import { pipelineAction, pipelineLoaderData } from "./pipeline-action.server";

/**
 * What an application's page and a resume's page show alike (docs/product.md §10.4): the opening recorded in
 * the reading audit, the times in the company's zone, the privacy facts, the same person's other
 * submissions, the pipeline, the mails to the applicant and the interviews. Each page adds its own fields.
 */
export async function submissionPageData(
  context: AppLoadContext,
  request: Request,
  user: SignedInStaff,
  kind: SubmissionKind,
  submission: SubmissionCommon,
) {
  await context.services.readingAudit.record(user, context.staff.client(request).ip, {
    action: AUDIT_ACTIONS.applicationOpened,
    target: { type: kind, id: submission.id },
  });
  const at = (iso: string) => staffTime(iso, context.timeZone);
  return {
    received: at(submission.createdAt),
    privacy: {
      talentPool: talentPoolText(submission.talentPool, (iso) => at(iso).text, submission.erased?.at ?? null),
      noticeVersion: noticeVersionText(submission.noticeVersion),
    },
    samePerson: submission.samePerson.map((s) => ({ ...s, sent: at(s.createdAt) })),
    statusSince: at(submission.statusChangedAt),
    erasure: submission.erased ? erasureText(submission.erased, at(submission.erased.at).text) : null,
    ...(await pipelineLoaderData(context, kind, submission.id)),
    ...(await applicantMailLoaderData(context, request, kind, submission.id)),
    interviews: await interviewsLoaderData(
      context,
      kind,
      submission.id,
      user,
      submission.erased !== null,
      isFinalStatus(submission.status),
    ),
  };
}

/** The forms of both pages: the interview forms, else a pipeline move or a note. */
export function submissionPageAction(request: Request, context: AppLoadContext, kind: SubmissionKind, id: string) {
  if (isInterviewsPost(request)) return interviewsAction(request, context, kind, id);
  return pipelineAction(request, context, kind, id);
}
