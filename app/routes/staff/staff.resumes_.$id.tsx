import { data, useNavigation } from "react-router";
import { isFinalStatus } from "~/domain/application-pipeline";
import {
  applicationIdOf,
  applicationMessages,
  erasureText,
  noticeVersionText,
  talentPoolText,
} from "~/domain/staff/application-detail";
import { AUDIT_ACTIONS } from "~/domain/staff/audit-actions";
import { staffTime } from "~/domain/staff/staff-time";
import {
  ApplicationHeading,
  DetailList,
  JobRequirementsSection,
  PrivacySection,
  ResumeFileSection,
  SubmissionSection,
} from "~/features/staff/application-parts";
import { pipelineAction, pipelineLoaderData } from "~/features/staff/pipeline-action.server";
import { interviewsAction, interviewsLoaderData } from "~/features/staff/interviews/interviews-action.server";
import { isInterviewsPost, type InterviewsActionResult } from "~/features/staff/interviews/interviews-forms";
import { InterviewsSection } from "~/features/staff/interviews/interviews-section";
import { HistorySection, NotesSection, PipelinePanel, revalidateAfterRefusal } from "~/features/staff/pipeline-panel";
import { SamePersonSection } from "~/features/staff/same-person-section";
import { staffMeta } from "~/features/staff/staff-meta";
import { StaffSection } from "~/features/staff/staff-section";
import type { Route } from "./+types/staff.resumes_.$id";

export const meta: Route.MetaFunction = ({ data }) =>
  staffMeta(data ? `${data.resume.reference} ${data.resume.name}` : "Resume");

/** HR and admins: one resume sent with the resume form, for a job or none (docs/product.md §10.4). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await context.staff.requirePermission(request, "resumes:read");
  const id = applicationIdOf(params.id);
  const resume = id === null ? null : await context.services.applicationDetail.resume(id);
  if (!resume) throw data(applicationMessages.noSuchResume, { status: 404 });
  await context.services.readingAudit.record(user, context.staff.client(request).ip, {
    action: AUDIT_ACTIONS.applicationOpened,
    target: { type: "resume", id: resume.id },
  });
  return {
    resume,
    received: staffTime(resume.createdAt, context.timeZone),
    privacy: {
      talentPool: talentPoolText(resume.talentPool, (iso) => staffTime(iso, context.timeZone).text),
      noticeVersion: noticeVersionText(resume.noticeVersion),
    },
    samePerson: resume.samePerson.map((s) => ({ ...s, sent: staffTime(s.createdAt, context.timeZone) })),
    statusSince: staffTime(resume.statusChangedAt, context.timeZone),
    erasure: resume.erased ? erasureText(resume.erased, staffTime(resume.erased.at, context.timeZone).text) : null,
    ...(await pipelineLoaderData(context, "resume", resume.id)),
    interviews: await interviewsLoaderData(
      context,
      "resume",
      resume.id,
      user,
      resume.erased !== null,
      isFinalStatus(resume.status),
    ),
  };
}

export const shouldRevalidate = revalidateAfterRefusal;

/** Moves it through the pipeline, or adds a note (HR and admins: applications:write). */
export function action({ request, params, context }: Route.ActionArgs) {
  if (isInterviewsPost(request)) return interviewsAction(request, context, "resume", params.id);
  return pipelineAction(request, context, "resume", params.id);
}

export default function StaffResume({ loaderData, actionData }: Route.ComponentProps) {
  const { resume: r, received, samePerson, statusSince, erasure, history, notes, privacy } = loaderData;
  const moveResult = actionData?.intent === "move" ? actionData : undefined;
  const noteResult = actionData?.intent === "note" ? actionData : undefined;
  const busy = useNavigation().state === "submitting";
  return (
    <div className="space-y-6 py-8">
      <ApplicationHeading
        name={r.name}
        reference={r.reference}
        about={
          r.job
            ? `Resume for ${r.job.title}`
            : r.jobCode > 0
              ? `Resume for job code ${r.jobCode}`
              : "Resume for no particular job"
        }
        received={received}
      />
      <PipelinePanel status={r.status} statusSince={statusSince} busy={busy} result={moveResult} erasure={erasure} />
      <PrivacySection talentPool={privacy.talentPool} noticeVersion={privacy.noticeVersion} />

      <StaffSection id="personal" title="Personal details">
        <DetailList
          items={[
            ["Name", r.name],
            ["Email", r.email],
            ["Mobile", r.mobile],
            ["Phone", r.phone],
          ]}
        />
      </StaffSection>

      <SamePersonSection items={samePerson} />

      <JobRequirementsSection job={r.job} jobCode={r.jobCode} />

      <ResumeFileSection kind="resume" id={r.id} resumeFile={r.resumeFile} personName={r.name} />

      <HistorySection received={received} entries={history} />

      <InterviewsSection
        data={loaderData.interviews}
        result={actionData?.intent.startsWith("interview-") ? (actionData as InterviewsActionResult) : undefined}
        busy={busy}
      />

      <NotesSection notes={notes} busy={busy} result={noteResult} closed={erasure !== null} />

      <SubmissionSection
        received={received}
        clientIp={r.clientIp}
        ipAddress={r.ipAddress}
        browserInfo={r.browserInfo}
      />
    </div>
  );
}
