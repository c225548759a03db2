import { data, useNavigation } from "react-router";
import { applicationIdOf } from "~/domain/staff/application-detail";
import { AUDIT_ACTIONS } from "~/domain/staff/audit-actions";
import { interviewMessages as m } from "~/domain/interviews";
import { staffMessages } from "~/domain/staff/messages";
import { InterviewPage } from "~/features/staff/interviews/interview-page";
import { interviewPageData } from "~/features/staff/interviews/interview-page.server";
import { field, intentOf } from "~/features/staff/staff-action";
import { readStaffForm } from "~/features/staff/staff-form.server";
import { staffMeta } from "~/features/staff/staff-meta";
import type { Route } from "./+types/staff.interviews.$id";

export const meta: Route.MetaFunction = ({ data }) =>
  staffMeta(data ? `Interview: ${data.applicant.name} ${data.applicant.reference}` : "Interview");

/**
 * One interview (docs/product.md §10.8): when and where, the application read-only, the resume file, and
 * the scorecards. HR and admins open any; an interviewer only one they are on (403 otherwise).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await context.staff.requirePermission(request, "interviews:read");
  const id = applicationIdOf(params.id);
  if (id === null) throw data(m.noSuchInterview, { status: 404 });
  const page = await interviewPageData(context, id, user);
  await context.services.readingAudit.record(user, context.staff.client(request).ip, {
    action: AUDIT_ACTIONS.applicationOpened,
    target: { type: page.applicant.kind, id: page.applicant.id },
  });
  return page;
}

/** An interviewer's scorecard (once, after the interview has started). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await context.staff.requirePermission(request, "interviews:read");
  const form = await readStaffForm(request, context);
  const id = applicationIdOf(params.id);
  if (id === null) throw data(m.noSuchInterview, { status: 404 });
  const intent = intentOf(form);
  if (intent !== "scorecard") return data({ intent, error: staffMessages.unknownAction }, { status: 400 });
  const ratings: Record<string, string> = {};
  for (const [name, value] of form) if (name.startsWith("rating-") && typeof value === "string") ratings[name] = value;
  const values = { recommendation: field(form, "recommendation"), notes: field(form, "notes"), ...ratings };
  const outcome = await context.services.interviews.submitScorecard(
    id,
    user,
    { recommendation: values.recommendation, ratings, notes: values.notes },
    context.staff.client(request).ip,
  );
  if (!outcome.ok) {
    if (outcome.status === 404 || outcome.status === 403) throw data(outcome.message, { status: outcome.status });
    return data({ intent, error: outcome.message, errors: outcome.errors, values }, { status: outcome.status });
  }
  return data({ intent, success: m.scorecardSaved });
}

export default function StaffInterview({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  return <InterviewPage page={loaderData} result={actionData} busy={busy} />;
}
