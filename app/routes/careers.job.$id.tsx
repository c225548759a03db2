import { Link, redirect } from "react-router";
import { Breadcrumb } from "~/components/layout/breadcrumb";
import { breadcrumbJsonLd, pageMeta, siteUrlFrom, type Crumb } from "~/components/seo/page-meta";
import { siteConfig } from "~/content/site-config";
import { formatLongDate, todayIn } from "~/domain/dates";
import type { CurrentJob } from "~/domain/job-application";
import { JOB_CODE_PATTERN } from "~/domain/jobs";
import { metaDescription } from "~/domain/meta-description";
import { jobPostingJsonLd } from "~/domain/job-posting-json-ld";
import { JobFieldList } from "~/features/careers/job-fields";
import { JobPostingFacts } from "~/features/careers/job-posting-facts";
import { jobPostingContext } from "~/features/careers/job-posting-context";
import { ApplicationWizard } from "~/features/careers/wizard/application-wizard";
import { resumeFormPathFor } from "~/domain/resume-form-path";
import type { WizardLookups } from "~/features/careers/wizard/lookups";
import type { AskedQuestion } from "~/domain/screening-questions";
import type { Route } from "./+types/careers.job.$id";
import { cachePageFor } from "~/shared/page-cache-headers";
import { useLocalisedPath } from "~/components/use-localised-path";

const crumbs: Crumb[] = [{ label: "Home", href: "/" }, { label: "Careers", href: "/careers" }, { label: "Apply Job" }];

/**
 * The Apply Job page. A missing or malformed id, an unknown or unpublished job, a job without a code
 * or a failed lookup all send the visitor to /careers (docs/product.md §2.9).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = params.id ?? "";
  if (!JOB_CODE_PATTERN.test(id)) throw redirect("/careers");
  let job: CurrentJob | undefined;
  let lookups: WizardLookups | null = null;
  let questions: AskedQuestion[] = [];
  try {
    job = await context.services.careers.currentJob(Number(id));
    if (job && !job.IsClosed) {
      const l = context.services.lookups;
      const [states, courses, streams, boards, universities, entranceBoards, months] = await Promise.all([
        l.states(),
        l.courses(),
        l.courseStreams(),
        l.examBoards(),
        l.universities(),
        l.entranceExamBoards(),
        l.months(),
      ]);
      lookups = { states, courses, streams, boards, universities, entranceBoards, months };
      questions = await context.services.screeningQuestions.asked(job.Code);
    }
  } catch {
    throw redirect("/careers");
  }
  if (!job || !job.Code) throw redirect("/careers");
  return { job, lookups, questions, today: todayIn(context.timeZone), timeZone: context.timeZone };
}

// The job and lists come from the database and are the same for every visitor: kept for a minute. The page
// reads no query, so a feed's `?source=indeed` is served the same cached page (docs/decisions/0167).
export const headers: Route.HeadersFunction = () => cachePageFor(60);

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const job = loaderData?.job;
  if (!job) return [];
  const path = `/careers/job/${job.Code}`;
  const site = siteUrlFrom(matches);
  return pageMeta({
    matches,
    title: `${job.IsClosed ? "Closed: " : "Apply: "}${job.Title}`,
    description: metaDescription(
      `${job.Title}${job.Location ? ` in ${job.Location}` : ""} at ${siteConfig.name}. ${job.IsClosed ? "Applications for this position have closed." : "Apply online in four short steps."}`,
    ),
    path,
    jsonLd: [
      breadcrumbJsonLd(matches, crumbs, path),
      // A closed job's page carries no JobPosting at all.
      ...[jobPostingJsonLd(job, jobPostingContext(site, loaderData.timeZone))].filter((d) => d !== null),
    ],
  });
};

export default function ApplyJob({ loaderData }: Route.ComponentProps) {
  const { job, lookups, questions, today } = loaderData;
  const local = useLocalisedPath();
  // The job's details: folded above an open job's wizard, shown in full under a closed job's notice.
  const details = (
    <details open={job.IsClosed} className="mt-6 rounded-xl border border-slate-200 bg-white shadow-sm">
      <summary className="cursor-pointer rounded-xl px-5 py-3 font-semibold text-brand-800 hover:bg-slate-50">
        About this position
      </summary>
      <div className="border-t border-slate-200 px-5 py-5">
        <JobFieldList job={job} />
      </div>
    </details>
  );
  return (
    <>
      <Breadcrumb title="Apply Job" crumbs={crumbs} separator="/" />
      <section className="mx-auto max-w-5xl px-3 py-10 sm:px-6 lg:px-8">
        <h2 className="text-2xl font-bold tracking-tight text-brand-950 sm:text-3xl">{job.Title}</h2>
        <p className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-slate-700">
          <span>
            <span className="font-semibold text-slate-900">Job ID:</span> {job.Code}
          </span>
          {job.Location && (
            <span>
              <span className="font-semibold text-slate-900">Job Location:</span> {job.Location}
            </span>
          )}
          {job.LastDateOfApply && (
            <span>
              <span className="font-semibold text-slate-900">Last Date of Apply:</span>{" "}
              {formatLongDate(job.LastDateOfApply)}
            </span>
          )}
        </p>
        <JobPostingFacts job={job} />
        {!job.IsClosed && details}
        <div className="mt-8">
          {job.IsClosed || !lookups ? (
            <div role="status" className="rounded-xl border border-amber-300 bg-amber-50 p-6">
              <h3 className="text-lg font-bold text-amber-950">Applications for this position have closed</h3>
              <p className="mt-2 text-amber-950">
                We are no longer accepting applications for this job. Please look at our other openings, or send us your
                resume so we can contact you when a suitable position opens.
              </p>
              <Link
                to="/careers"
                className="mt-4 inline-block font-bold text-brand-800 underline underline-offset-4 hover:text-brand-950"
              >
                See current openings on the Careers page
              </Link>
            </div>
          ) : (
            <>
              <noscript>
                <p className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
                  The application form needs JavaScript. If it is switched off, you can still apply for this job by
                  sending your resume, with the job's questions, from the{" "}
                  <a href={local(resumeFormPathFor(job.Code))} className="font-semibold underline">
                    Send Us Your Resume
                  </a>{" "}
                  page.
                </p>
              </noscript>
              <ApplicationWizard job={job} lookups={lookups} questions={questions} today={today} />
            </>
          )}
        </div>
        {job.IsClosed && details}
      </section>
    </>
  );
}
