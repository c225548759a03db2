import { useEffect, useState, type MouseEvent } from "react";
import { Link } from "react-router";
import type { Job } from "~/domain/job-application";
import { JobResumeForm } from "./job-resume-form";
import { JobFieldList } from "./job-fields";
import { ModalDialog } from "~/components/ui/modal-dialog";
import { useLocalisedPath } from "~/components/use-localised-path";
import { fill } from "~/content/messages/shell.en";
import { useCareersWords } from "./careers-words";

/**
 * 'Current Openings' (docs/product.md §2.8): an accordion of <details> (keyboard operable, works without
 * JavaScript), the first one open. 'Apply Now' opens the apply modal with the resume form for that job (and
 * its screening questions);
 * without JavaScript it is a link to the job's own page.
 */
export function JobOpenings({ jobs }: { jobs: Job[] }) {
  const [applying, setApplying] = useState<Job | null>(null);
  const local = useLocalisedPath();
  const o = useCareersWords().openings;
  // Until the page is interactive, Apply Now is a plain link to the job's page.
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);

  if (jobs.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-lg text-slate-700">
        {o.none}
      </p>
    );
  }

  function openApply(event: MouseEvent<HTMLAnchorElement>, job: Job) {
    event.preventDefault();
    setApplying(job);
  }

  return (
    <>
      <div className="space-y-4" data-ready={interactive ? "true" : undefined}>
        {jobs.map((job, i) => (
          <details
            key={job.Code}
            name="openings"
            open={i === 0}
            className="group rounded-xl border border-slate-200 bg-white shadow-sm open:shadow-md"
          >
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-5 py-4 hover:bg-slate-50 sm:px-6 [&::-webkit-details-marker]:hidden">
              <span>
                {/* The job's own text reads in its own direction on a right-to-left page. */}
                <span dir="auto" className="block text-lg font-bold text-brand-950">
                  {job.Title}
                </span>
                {job.Location && (
                  <span dir="auto" className="block text-sm text-slate-700">
                    {job.Location}
                  </span>
                )}
              </span>
              <span className="flex shrink-0 items-center gap-3">
                {job.IsClosed && (
                  <span className="rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-semibold text-slate-800">
                    {o.closed}
                  </span>
                )}
                <svg
                  aria-hidden="true"
                  viewBox="0 0 20 20"
                  className="h-5 w-5 fill-brand-700 transition-transform group-open:rotate-180"
                >
                  <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
                </svg>
              </span>
            </summary>
            <div className="border-t border-slate-200 px-5 py-5 sm:px-6">
              <JobFieldList job={job} />
              <div className="mt-6 flex flex-wrap items-center gap-4">
                {job.IsClosed ? (
                  <>
                    <button
                      type="button"
                      disabled
                      className="cursor-not-allowed rounded-md bg-slate-300 px-6 py-2.5 font-bold text-slate-800"
                    >
                      {o.closed}
                    </button>
                    <Link
                      to={`/careers/job/${job.Code}`}
                      className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
                    >
                      {o.jobPage}
                      <span className="sr-only">{fill(o.forJob, { title: job.Title })}</span>
                    </Link>
                  </>
                ) : (
                  <>
                    <a
                      href={local(`/careers/job/${job.Code}`)}
                      onClick={(e) => openApply(e, job)}
                      aria-haspopup="dialog"
                      className="inline-flex items-center rounded-md bg-accent-500 px-6 py-2.5 font-bold text-brand-950 shadow-sm hover:bg-accent-400"
                    >
                      {o.applyNow}
                    </a>
                    <Link
                      to={`/careers/job/${job.Code}`}
                      className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
                    >
                      {o.fullForm}
                      <span className="sr-only">{fill(o.forJob, { title: job.Title })}</span>
                    </Link>
                  </>
                )}
              </div>
            </div>
          </details>
        ))}
      </div>
      <ModalDialog
        open={applying !== null}
        title={applying ? fill(o.applyFor, { title: applying.Title }) : o.applyForAny}
        onClose={() => setApplying(null)}
      >
        {applying && <JobResumeForm key={applying.Code} code={applying.Code} title={applying.Title} />}
      </ModalDialog>
    </>
  );
}
