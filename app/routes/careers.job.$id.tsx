import { Link, redirect } from "react-router";
import { Breadcrumb } from "~/components/layout/breadcrumb";
import { breadcrumbJsonLd, pageMeta, siteUrlFrom, type Crumb } from "~/components/seo/page-meta";
import { siteConfig } from "~/content/site-config";
import { todayIn } from "~/domain/dates";
import type { CareersWords } from "~/content/messages/careers.en";
import { CAREERS_MESSAGES } from "~/content/messages/careers";
import { fill } from "~/content/messages/shell.en";
import { CareersWordsProvider, formatJobDate } from "~/features/careers/careers-words";
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

const crumbsOf = (w: CareersWords): Crumb[] => [
  { label: w.crumbs.home, href: "/" },
  { label: w.crumbs.careers, href: "/careers" },
  { label: w.crumbs.applyJob },
];

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
  return {
    job,
    lookups,
    questions,
    today: todayIn(context.timeZone),
    timeZone: context.timeZone,
    locale: context.locale,
    words: CAREERS_MESSAGES[context.locale],
  };
}

// The job and lists come from the database and are the same for every visitor: kept for a minute. The page
// reads no query, so a feed's `?source=indeed` is served the same cached page (docs/decisions/0167).
export const headers: Route.HeadersFunction = () => cachePageFor(60);

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const job = loaderData?.job;
  if (!job) return [];
  const m = loaderData.words.meta;
  const path = `/careers/job/${job.Code}`;
  const site = siteUrlFrom(matches);
  const values = { title: job.Title, location: job.Location ?? "", company: siteConfig.name };
  return pageMeta({
    matches,
    title: fill(job.IsClosed ? m.jobTitleClosed : m.jobTitleOpen, values),
    description: metaDescription(
      `${fill(job.Location ? m.jobLeadWithLocation : m.jobLead, values)} ${job.IsClosed ? m.jobClosed : m.jobOpen}`,
    ),
    path,
    jsonLd: [
      breadcrumbJsonLd(matches, crumbsOf(loaderData.words), path),
      // A closed job's page carries no JobPosting at all.
      ...[jobPostingJsonLd(job, jobPostingContext(site, loaderData.timeZone))].filter((d) => d !== null),
    ],
  });
};

export default function ApplyJob({ loaderData }: Route.ComponentProps) {
  const { job, lookups, questions, today, words: w, locale } = loaderData;
  const local = useLocalisedPath();
  // The words before and after the resume page's link.
  const noScript = w.job.noScript.split("{link}");
  // The job's details: folded above an open job's wizard, shown in full under a closed job's notice.
  const details = (
    <details open={job.IsClosed} className="mt-6 rounded-xl border border-slate-200 bg-white shadow-sm">
      <summary className="cursor-pointer rounded-xl px-5 py-3 font-semibold text-brand-800 hover:bg-slate-50">
        {w.job.about}
      </summary>
      <div className="border-t border-slate-200 px-5 py-5">
        <JobFieldList job={job} />
      </div>
    </details>
  );
  return (
    <CareersWordsProvider value={w}>
      <Breadcrumb title={w.crumbs.applyJob} crumbs={crumbsOf(w)} separator="/" />
      <section className="mx-auto max-w-5xl px-3 py-10 sm:px-6 lg:px-8">
        <h2 className="text-2xl font-bold tracking-tight text-brand-950 sm:text-3xl">
          {/* The job's own text keeps its direction on a right-to-left page. */}
          <bdi>{job.Title}</bdi>
        </h2>
        <p className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-slate-700">
          <span>
            <span className="font-semibold text-slate-900">{w.job.jobId}</span> {job.Code}
          </span>
          {job.Location && (
            <span>
              <span className="font-semibold text-slate-900">{w.job.jobLocation}</span> <bdi>{job.Location}</bdi>
            </span>
          )}
          {job.LastDateOfApply && (
            <span>
              <span className="font-semibold text-slate-900">{w.job.lastDate}</span>{" "}
              {formatJobDate(job.LastDateOfApply, locale)}
            </span>
          )}
        </p>
        <JobPostingFacts job={job} />
        {!job.IsClosed && details}
        <div className="mt-8">
          {job.IsClosed || !lookups ? (
            <div role="status" className="rounded-xl border border-amber-300 bg-amber-50 p-6">
              <h3 className="text-lg font-bold text-amber-950">{w.job.closedHeading}</h3>
              <p className="mt-2 text-amber-950">{w.job.closedText}</p>
              <Link
                to="/careers"
                className="mt-4 inline-block font-bold text-brand-800 underline underline-offset-4 hover:text-brand-950"
              >
                {w.job.closedLink}
              </Link>
            </div>
          ) : (
            <>
              <noscript>
                <p className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
                  {noScript[0]}
                  <a href={local(resumeFormPathFor(job.Code))} className="font-semibold underline">
                    {w.job.noScriptLink}
                  </a>
                  {noScript[1]}
                </p>
              </noscript>
              <ApplicationWizard job={job} lookups={lookups} questions={questions} today={today} />
            </>
          )}
        </div>
        {job.IsClosed && details}
      </section>
    </CareersWordsProvider>
  );
}
