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
  yesNo,
} from "~/features/staff/application-parts";
import { SectionTable } from "~/features/staff/staff-table";
import { ApplicantMailPanel } from "~/features/staff/applicant-mail-panel";
import type { InterviewsActionResult } from "~/features/staff/interviews/interviews-forms";
import { InterviewsSection } from "~/features/staff/interviews/interviews-section";
import { HistorySection, NotesSection, PipelinePanel, revalidateAfterRefusal } from "~/features/staff/pipeline-panel";
import { SamePersonSection } from "~/features/staff/same-person-section";
import { submissionPageAction, submissionPageData } from "~/routes/staff/hiring/submission-page.server";
import { staffMeta } from "~/features/staff/staff-meta";
import { StaffSection } from "~/features/staff/staff-section";
import type { Route } from "./+types/staff.applications_.$id";

export const meta: Route.MetaFunction = ({ data }) =>
  staffMeta(data ? `${data.application.reference} ${data.application.name}` : "Application");

/** HR and admins: one wizard application, everything the person entered (docs/product.md §10.4). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await context.staff.requirePermission(request, "applications:read");
  const id = applicationIdOf(params.id);
  const application = id === null ? null : await context.services.applicationDetail.application(id);
  if (!application) throw data(applicationMessages.noSuchApplication, { status: 404 });
  return { application, ...(await submissionPageData(context, request, user, "application", application)) };
}

export const shouldRevalidate = revalidateAfterRefusal;

/** Moves it through the pipeline, or adds a note (HR and admins: applications:write). */
export function action({ request, params, context }: Route.ActionArgs) {
  return submissionPageAction(request, context, "application", params.id);
}

export default function StaffApplication({ loaderData, actionData }: Route.ComponentProps) {
  const {
    application: a,
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
  const referral = a.referral.isReferral
    ? `Referred by ${a.referral.referrerName} (${a.referral.referrerEmail})`
    : "Not referred";
  return (
    <div className="space-y-6 py-8">
      <ApplicationHeading
        name={a.name}
        reference={a.reference}
        about={a.job ? `Application for ${a.job.title}` : `Application for job code ${a.jobCode}`}
        received={received}
      />
      <PipelinePanel
        status={a.status}
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
            ["Name", a.name],
            ["Gender", a.gender],
            ["Date of birth", a.birthDate],
            ["Email", a.email],
            ["Mobile", a.mobile],
            ["Landline", a.phone],
            [
              "Address",
              a.addressLines.length > 0 ? (
                <span className="block">
                  {a.addressLines.map((line, i) => (
                    <span key={i} className="block">
                      {line}
                    </span>
                  ))}
                </span>
              ) : (
                ""
              ),
            ],
            ["City", a.city],
            ["District", a.district],
            ["State", a.state],
          ]}
        />
      </StaffSection>

      <SamePersonSection items={samePerson} />

      <JobRequirementsSection
        job={a.job}
        jobCode={a.jobCode}
        answers={{
          experience: a.totalExperience.text,
          currentCtc: a.currentCtc,
          expectedCtc: a.expectedCtc,
          referral,
        }}
      />

      <ResumeFileSection kind="application" id={a.id} resumeFile={a.resumeFile} personName={a.name} />

      <StaffSection id="referral" title="Referral and entrance examination">
        <DetailList
          items={[
            ["Referred", yesNo(a.referral.isReferral)],
            ...(a.referral.isReferral
              ? ([
                  ["Referrer's name", a.referral.referrerName],
                  ["Referrer's email", a.referral.referrerEmail],
                ] as [string, string][])
              : []),
            ["Entrance examination", a.entranceExam.attended ? "Attended" : "Not attended"],
            ...(a.entranceExam.attended
              ? ([
                  ["Examination", a.entranceExam.board],
                  ["Rank", a.entranceExam.rank === null ? "" : String(a.entranceExam.rank)],
                ] as [string, string][])
              : []),
          ]}
        />
      </StaffSection>

      <ScreeningSection answers={a.screening} result={a.screeningResult} />

      <StaffSection id="qualifications" title="Educational qualifications">
        {a.qualifications.length === 0 ? (
          <p className="text-slate-700">None given.</p>
        ) : (
          <SectionTable
            label="Table: qualifications"
            columns={[
              "Course",
              "Stream or board",
              "University",
              "School or college",
              "Place",
              "Percentage",
              "Year of passing",
            ]}
          >
            <tbody>
              {a.qualifications.map((q, i) => (
                <tr key={i} className="border-b border-slate-100 align-top">
                  <th scope="row" className="py-2 pr-4 font-semibold break-words text-slate-900">
                    {q.course}
                  </th>
                  <td className="py-2 pr-4 break-words text-slate-800">{q.stream || q.board}</td>
                  <td className="py-2 pr-4 break-words text-slate-800">{q.university}</td>
                  <td className="py-2 pr-4 break-words text-slate-800">{q.institution}</td>
                  <td className="py-2 pr-4 break-words text-slate-800">{q.place}</td>
                  <td className="py-2 pr-4 text-slate-800">{`${q.percentage}%`}</td>
                  <td className="py-2 text-slate-800">{q.finishYear}</td>
                </tr>
              ))}
            </tbody>
          </SectionTable>
        )}
      </StaffSection>

      <StaffSection
        id="experience"
        title="Work experience"
        description={
          <>
            Total: <span className="font-semibold text-slate-900">{a.totalExperience.text}</span>, counted to the month
            it was sent, as the application form counted it.
          </>
        }
      >
        {a.experiences.length === 0 ? (
          <p className="text-slate-700">No work experience given.</p>
        ) : (
          <SectionTable
            label="Table: work experience"
            columns={["Designation", "Company", "Location", "From", "To", "Duration"]}
          >
            <tbody>
              {a.experiences.map((e, i) => (
                <tr key={i} className="border-b border-slate-100 align-top">
                  <th scope="row" className="py-2 pr-4 font-semibold break-words text-slate-900">
                    {e.position}
                  </th>
                  <td className="py-2 pr-4 break-words text-slate-800">{e.company}</td>
                  <td className="py-2 pr-4 break-words text-slate-800">{e.location}</td>
                  <td className="py-2 pr-4 whitespace-nowrap text-slate-800">{e.from}</td>
                  <td className="py-2 pr-4 whitespace-nowrap text-slate-800">{e.to}</td>
                  <td className="py-2 text-slate-800">{e.duration}</td>
                </tr>
              ))}
            </tbody>
          </SectionTable>
        )}
      </StaffSection>

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
        touch={a.touch}
        clientIp={a.clientIp}
        ipAddress={a.ipAddress}
        browserInfo={a.browserInfo}
      />
    </div>
  );
}
