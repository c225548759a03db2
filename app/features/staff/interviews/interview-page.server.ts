import { data, type AppLoadContext } from "react-router";
import { formatTimeRange, formatTimeRangeWithZone } from "~/domain/interviews";
import type { SignedInStaff } from "~/domain/staff/staff-user";

/**
 * What one interview's page shows (docs/product.md §10.8). The application's details are read-only and
 * limited to what an interviewer needs: who, for what, their education and experience, the resume file.
 */
export async function interviewPageData(context: AppLoadContext, id: number, user: SignedInStaff) {
  const page = await context.services.interviews.page(id, user);
  if (!page.ok) throw data(page.message, { status: page.status });
  const { interview, applicant } = page;
  const detail =
    applicant.kind === "application"
      ? await context.services.applicationDetail.application(applicant.id)
      : await context.services.applicationDetail.resume(applicant.id);
  const zone = context.timeZone;
  return {
    interview: {
      id: interview.id,
      state: interview.state,
      mode: interview.mode,
      place: interview.place,
      interviewers: interview.interviewers.map((i) => i.name),
      when: interview.booked ? formatTimeRangeWithZone(interview.booked.startsAt, interview.booked.endsAt, zone) : null,
      offered: interview.times.map((t) => formatTimeRange(t.startsAt, t.endsAt, zone)),
    },
    applicant: {
      kind: applicant.kind,
      id: applicant.id,
      reference: applicant.reference,
      name: applicant.name,
      job: applicant.job?.title ?? null,
      erased: applicant.erased,
    },
    details: detail
      ? {
          email: detail.email,
          mobile: detail.mobile,
          city: detail.kind === "application" ? detail.city : "",
          experience: detail.kind === "application" ? detail.totalExperience.text : "",
          qualifications:
            detail.kind === "application"
              ? detail.qualifications.map((q) => ({
                  course: q.course,
                  where: [q.institution, q.university].filter(Boolean).join(", "),
                  percentage: q.percentage,
                  year: q.finishYear,
                }))
              : [],
          experiences:
            detail.kind === "application"
              ? detail.experiences.map((e) => ({ position: e.position, company: e.company, from: e.from, to: e.to }))
              : [],
          resumeFile: detail.resumeFile ? { fileName: detail.resumeFile.fileName, size: detail.resumeFile.size } : null,
        }
      : null,
    criteria: page.criteria,
    scorecards: page.scorecards,
    own: page.own,
    canScore: page.canScore,
    isInterviewer: page.isInterviewer,
    manager: page.manager,
  };
}
