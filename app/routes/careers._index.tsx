import { Breadcrumb } from "~/components/layout/breadcrumb";
import { breadcrumbPageMeta, type Crumb } from "~/components/seo/page-meta";
import { siteConfig } from "~/content/site-config";
import { CareersIllustration } from "~/features/careers/careers-illustration";
import { FilteredOpenings } from "~/features/careers/filtered-openings";
import { LostLinkLine } from "~/features/careers/status/lost-link-line";
import { ResumeForm } from "~/features/careers/resume-form";
import type { Route } from "./+types/careers._index";
import { cachePageFor } from "~/shared/page-cache-headers";
import { isUnfilteredQuery, JOB_FILTER_PARAMS, parseJobFilter } from "~/domain/job-filter";
import { data } from "react-router";
import { JOBS_FEED_PATH, RSS_FEED_PATH } from "~/domain/job-feeds";

// Named careers._index (not careers.tsx) so /careers/job/{id} and /careers/resume are not nested in it.
const path = "/careers";
const crumbs: Crumb[] = [{ label: "Home", href: "/" }, { label: "Careers" }];

export const meta: Route.MetaFunction = breadcrumbPageMeta({
  title: "Careers",
  description: `Current openings at ${siteConfig.name}: developers, analysts, testers and support engineers building core insurance, takaful and broking software. Apply online or send us your resume.`,
  path,
  crumbs,
});

// Feed readers and aggregators find the openings' feed from the page itself.
export const links: Route.LinksFunction = () => [
  {
    rel: "alternate",
    type: "application/rss+xml",
    title: `${siteConfig.name} — Current Openings`,
    href: RSS_FEED_PATH,
  },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  // Every listed job goes to the page, filtered or not, so the browser can filter again as the visitor types.
  const page = { jobs: await context.services.careers.listJobsForFilter(), filter: parseJobFilter(params) };
  // The list is the same for every visitor: the unfiltered page is kept for a minute; a filtered one is
  // rendered each time (docs/decisions/0059-careers-filter-and-feeds.md). Naming the filter's parameters
  // keeps /careers?q=… from being answered with the unfiltered copy.
  return data(page, { headers: isUnfilteredQuery(params) ? cachePageFor(60, JOB_FILTER_PARAMS) : {} });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

const reasons = [
  {
    title: "Real insurance problems",
    text: "Policy, claims, reinsurance and takaful systems that insurers run every day, in India and the Gulf.",
  },
  {
    title: "Learn the domain",
    text: "Structured training in insurance and in our stack, and mentors who have delivered dozens of go-lives.",
  },
  {
    title: "Grow with the product",
    text: "Small teams that own features end to end, from the first workshop with a client to production.",
  },
];

export default function Careers({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Breadcrumb title="Careers" crumbs={crumbs} />
      <section className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:px-6 lg:grid-cols-2 lg:px-8">
        <div>
          <h2 className="text-3xl font-bold tracking-tight text-brand-950">Build the software insurers rely on</h2>
          <p className="mt-4 text-lg leading-8 text-slate-700">
            {siteConfig.name} recruits IT professionals — developers, business analysts, testers, implementation
            consultants and support engineers — to build and run core software for insurers, brokers, reinsurers and
            takaful operators.
          </p>
          <p className="mt-4 leading-7 text-slate-700">
            Whether you know insurance already or are ready to learn it, you will work on products that issue policies,
            settle claims and keep our clients compliant, alongside people who have done it since{" "}
            {siteConfig.foundedYear}.
          </p>
        </div>
        <CareersIllustration />
      </section>

      <section aria-labelledby="openings-heading" className="bg-slate-50">
        <div className="mx-auto max-w-5xl px-4 py-14 sm:px-6 lg:px-8">
          <h2 id="openings-heading" className="text-3xl font-bold tracking-tight text-brand-950">
            Current Openings
          </h2>
          <p className="mt-2 text-slate-700">Open a position to read the details and apply.</p>
          <div className="mt-8">
            <FilteredOpenings jobs={loaderData.jobs} filter={loaderData.filter} />
          </div>
          <p className="mt-6 text-sm text-slate-700">
            Follow new openings:{" "}
            <a href={RSS_FEED_PATH} className="font-semibold text-brand-700 underline underline-offset-4">
              RSS feed
            </a>{" "}
            ·{" "}
            <a href={JOBS_FEED_PATH} className="font-semibold text-brand-700 underline underline-offset-4">
              JSON for job boards
            </a>
          </p>
        </div>
      </section>

      <section aria-labelledby="connect-heading" className="bg-brand-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
          <h2 id="connect-heading" className="text-3xl font-bold tracking-tight">
            Connect to great job opportunities
          </h2>
          <p className="mt-3 max-w-3xl text-lg text-brand-100">
            Not seeing the right role today? Our teams grow with every new client. Tell us about yourself and we will
            contact you when a position that fits you opens.
          </p>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {reasons.map((r) => (
              <li key={r.title} className="rounded-xl bg-brand-800/60 p-6 ring-1 ring-white/10">
                <h3 className="text-lg font-bold text-accent-400">{r.title}</h3>
                <p className="mt-2 text-brand-50">{r.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-label="Send Us Your Resume" className="mx-auto max-w-3xl px-4 py-14 sm:px-6 lg:px-8">
        <ResumeForm jobCode="0" />
        <LostLinkLine className="mt-6 text-center" />
      </section>
    </>
  );
}
