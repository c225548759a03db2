import type { SubmissionKind } from "~/domain/submission-kind";
import type { ReactNode } from "react";
import { buttonClass } from "~/components/ui/button";
import {
  applicationMessages,
  ctcText,
  fileSizeText,
  resumeFilePath,
  type JobRequirements,
  type ResumeFileSummary,
  type SubmissionCommon,
} from "~/domain/staff/application-detail";
import type { StaffTime } from "~/domain/staff/staff-time";
import { sourceLabel, type FirstTouch } from "~/domain/insights/first-touch";
import { StaffSection } from "./staff-section";
import { SectionTable } from "./staff-table";
import { BackLink } from "./back-link";

/**
 * The parts of one application's page (docs/product.md §10.4). Everything the applicant typed reaches
 * the page as React text nodes, never as markup.
 */

/** The top of the page: back to the list, the person's name, the reference and what it is for. */
export function ApplicationHeading({
  name,
  reference,
  about,
  received,
}: {
  name: string;
  reference: string;
  about: string;
  received: StaffTime;
}) {
  return (
    <>
      <BackLink to="/staff/applications">All applications</BackLink>
      <div>
        <h1 className="break-words text-3xl font-bold text-brand-950">{name}</h1>
        <p className="mt-2 text-slate-700">
          <span className="font-mono font-semibold text-slate-900">{reference}</span>
          {" · "}
          {about}
          {" · "}
          Received <time dateTime={received.iso}>{received.text}</time>
        </p>
      </div>
    </>
  );
}

/**
 * Label and value pairs, read as a definition list. An empty value reads "Not given". Values wrap anywhere:
 * break-words would still size the grid's column to a long address (60 characters, no space) and widen a
 * phone's page; overflow-wrap: anywhere lets the column shrink.
 */
export function DetailList({ items }: { items: [label: string, value: ReactNode][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[minmax(10rem,max-content)_1fr]">
      {items.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-slate-700">{label}</dt>
          <dd className="wrap-anywhere text-slate-900">
            {value === "" || value === null || value === undefined ? (
              <span className="text-slate-600">Not given</span>
            ) : (
              value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

const yesNo = (value: boolean) => (value ? "Yes" : "No");

/** The resume file: its name and size, a download, and a PDF shown in a sandboxed frame. */
export function ResumeFileSection({
  kind,
  id,
  resumeFile,
  personName,
}: {
  kind: SubmissionKind;
  id: number;
  resumeFile: ResumeFileSummary | null;
  personName: string;
}) {
  return (
    <StaffSection id="resume-file" title="Resume file">
      {resumeFile ? (
        <div className="space-y-4">
          <p className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <span className="break-all font-semibold text-slate-900">{resumeFile.fileName}</span>
            <span className="text-sm text-slate-700">{fileSizeText(resumeFile.size)}</span>
            <a
              href={resumeFilePath(kind, id, "download")}
              download
              className={buttonClass("secondary-small")}
              aria-label={`Download the resume file: ${resumeFile.fileName}`}
            >
              Download
            </a>
          </p>
          {resumeFile.hasMacros && (
            <p
              role="note"
              className="rounded-md border border-amber-400 bg-amber-50 px-3 py-2 font-semibold text-amber-950"
            >
              {applicationMessages.macros}
            </p>
          )}
          {resumeFile.isPdf ? (
            <iframe
              src={resumeFilePath(kind, id, "view")}
              title={`Resume file of ${personName}`}
              loading="lazy"
              className="h-[36rem] w-full rounded border border-slate-300 bg-slate-100"
            />
          ) : (
            <p className="text-slate-700">A Word document cannot be shown in the page: download it to read it.</p>
          )}
        </div>
      ) : (
        <p className="text-slate-700">This was sent without a resume file.</p>
      )}
    </StaffSection>
  );
}

/** What the job asked for, beside what the person answered. */
export function JobRequirementsSection({
  job,
  jobCode,
  answers,
}: {
  job: JobRequirements | null;
  jobCode: number;
  answers?: { experience: string; currentCtc: number | null; expectedCtc: number | null; referral: string };
}) {
  if (!job)
    return (
      <StaffSection id="job" title="Job">
        <p className="text-slate-700">
          {jobCode > 0 ? `Job code ${jobCode}, which no longer exists.` : "A resume for no particular job."}
        </p>
      </StaffSection>
    );
  const minimum = job.minimumExperienceYear === null ? "No minimum" : `At least ${job.minimumExperienceYear} year(s)`;
  const rows: [string, string, string][] = answers
    ? [
        ["Experience", job.isExperienceRequired ? `Required: ${minimum}` : "Not required", answers.experience],
        ["Current CTC", job.isCurrentCtcRequired ? "Asked" : "Not asked", ctcText(answers.currentCtc)],
        ["Expected CTC", job.isExpectedCtcRequired ? "Asked" : "Not asked", ctcText(answers.expectedCtc)],
        ["Referral", job.acceptsReferrals ? "Accepted" : "Not accepted", answers.referral],
      ]
    : [];
  return (
    <StaffSection id="job" title="Job">
      <DetailList
        items={[
          ["Title", job.title],
          ["Job code", String(job.code)],
          ["Location", job.location ?? ""],
          ["Experience level", job.experience ?? ""],
          ["Last date to apply", job.lastDateOfApply ?? "None"],
        ]}
      />
      {rows.length > 0 && (
        <SectionTable
          label="Table: the job and the answers"
          caption="What the job asks, and what the applicant answered"
          className="mt-5"
          columns={["Requirement", "The job", "The applicant"]}
        >
          <tbody>
            {rows.map(([label, asks, answer]) => (
              <tr key={label} className="border-b border-slate-100 align-top">
                <th scope="row" className="py-2 pr-4 font-semibold text-slate-700">
                  {label}
                </th>
                <td className="py-2 pr-4 text-slate-800">{asks}</td>
                <td className="py-2 break-words text-slate-900">{answer}</td>
              </tr>
            ))}
          </tbody>
        </SectionTable>
      )}
    </StaffSection>
  );
}

/** When it arrived, what brought the applicant (the first touch of their visit), and the addresses and browser it came from. */
export function SubmissionSection({
  received,
  touch,
  clientIp,
  ipAddress,
  browserInfo,
}: {
  received: StaffTime;
  touch: FirstTouch | null;
  clientIp: string | null;
  ipAddress: string;
  browserInfo: string;
}) {
  return (
    <StaffSection id="submission" title="How it arrived">
      <DetailList
        items={[
          ["Received", <time dateTime={received.iso}>{received.text}</time>],
          ["Source", sourceLabel(touch)],
          ["Landing page", touch?.landingPath ?? "—"],
          ["Referred by", touch?.referrerHost ?? "—"],
          ["Address the server saw", clientIp ?? ""],
          ["Address the browser reported", ipAddress],
          ["Browser", browserInfo],
        ]}
      />
    </StaffSection>
  );
}

/**
 * What the applicant agreed to (docs/product.md §10.10): whether HR may consider them for other openings,
 * and the version of the privacy notice the submission was sent under.
 */
export function PrivacySection({ talentPool, noticeVersion }: { talentPool: string; noticeVersion: string }) {
  return (
    <StaffSection id="privacy" title="Consent and privacy notice">
      <DetailList
        items={[
          ["Other openings", talentPool],
          ["Privacy notice", noticeVersion],
        ]}
      />
    </StaffSection>
  );
}

export { yesNo };

/**
 * Each screening answer beside the wanted one, as it was asked (decisions 0174, 0178), for an application or
 * a resume sent for a job; nothing when the job asked nothing.
 */
export function ScreeningSection({
  answers,
  result,
}: {
  answers: SubmissionCommon["screening"];
  result: string | null;
}) {
  if (answers.length === 0) return null;
  return (
    <StaffSection
      id="screening"
      title="Screening questions"
      description={
        <>
          Result: <span className="font-semibold text-slate-900">{result}</span>. A missed wanted answer flags the
          application; it refuses nothing.
        </>
      }
    >
      <SectionTable label="Table: screening answers" columns={["Question", "Answer", "Wanted", "Result"]}>
        <tbody>
          {answers.map((s, i) => (
            <tr key={i} data-screening-answer={i} className="border-b border-slate-100 align-top">
              <th scope="row" className="py-2 pr-4 font-semibold break-words text-slate-900">
                {s.question}
              </th>
              <td className="py-2 pr-4 break-words whitespace-pre-wrap text-slate-800">{s.answer || "Not answered"}</td>
              <td className="py-2 pr-4 break-words text-slate-800">{s.wanted || "Any answer"}</td>
              <td className={`py-2 font-semibold ${s.meets ? "text-green-800" : "text-amber-800"}`}>
                {s.meets ? "Meets" : "Misses"}
              </td>
            </tr>
          ))}
        </tbody>
      </SectionTable>
    </StaffSection>
  );
}
