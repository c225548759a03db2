import { data, useNavigation } from "react-router";
import { applicationIdOf, applicationMessages } from "~/domain/staff/application-detail";
import {
  ApplicationHeading,
  DetailList,
  JobRequirementsSection,
  PrivacySection,
  ResumeFileSection,
  ScreeningSection,
  SubmissionSection,
} from "~/features/staff/application-parts";
import { ApplicantMailPanel } from "~/features/staff/applicant-mail-panel";
import type { InterviewsActionResult } from "~/features/staff/interviews/interviews-forms";
import { InterviewsSection } from "~/features/staff/interviews/interviews-section";
import { HistorySection, NotesSection, PipelinePanel, revalidateAfterRefusal } from "~/features/staff/pipeline-panel";
import { SamePersonSection } from "~/features/staff/same-person-section";
import { submissionPageAction, submissionPageData } from "~/routes/staff/hiring/submission-page.server";
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
  return { resume, ...(await submissionPageData(context, request, user, "resume", resume)) };
}

export const shouldRevalidate = revalidateAfterRefusal;

/** Moves it through the pipeline, or adds a note (HR and admins: applications:write). */
export function action({ request, params, context }: Route.ActionArgs) {
  return submissionPageAction(request, context, "resume", params.id);
}

export default function StaffResume({ loaderData, actionData }: Route.ComponentProps) {
  const {
    resume: r,
    received,
    samePerson,
    statusSince,
    erasure,
    history,
    notes,
    decisions,
    mails,
    mailTemplates,
    mailDraft,
    privacy,
  } = loaderData;
  const moveResult = actionData?.intent === "move" ? actionData : undefined;
  const noteResult = actionData?.intent === "note" ? actionData : undefined;
  const mailResult = actionData?.intent === "mail" ? actionData : undefined;
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
      <PipelinePanel
        status={r.status}
        statusSince={statusSince}
        busy={busy}
        result={moveResult}
        erasure={erasure}
        decisions={decisions}
      />
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

      <ScreeningSection answers={r.screening} result={r.screeningResult} />

      <HistorySection received={received} entries={history} />

      <InterviewsSection
        data={loaderData.interviews}
        result={actionData?.intent.startsWith("interview-") ? (actionData as InterviewsActionResult) : undefined}
        busy={busy}
      />

      <NotesSection notes={notes} busy={busy} result={noteResult} closed={erasure !== null} />

      <ApplicantMailPanel
        mails={mails}
        templates={mailTemplates}
        draft={mailDraft}
        busy={busy}
        result={mailResult}
        closed={erasure !== null}
      />

      <SubmissionSection
        received={received}
        touch={r.touch}
        clientIp={r.clientIp}
        ipAddress={r.ipAddress}
        browserInfo={r.browserInfo}
      />
    </div>
  );
}
