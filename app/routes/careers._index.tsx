import { Breadcrumb } from "~/components/layout/breadcrumb";
import { breadcrumbPageMeta, type Crumb } from "~/components/seo/page-meta";
import { siteConfig } from "~/content/site-config";
import type { CareersWords } from "~/content/messages/careers.en";
import { CAREERS_MESSAGES } from "~/content/messages/careers";
import { fill } from "~/content/messages/shell.en";
import { CareersWordsProvider } from "~/features/careers/careers-words";
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
const crumbsOf = (w: CareersWords): Crumb[] => [{ label: w.crumbs.home, href: "/" }, { label: w.crumbs.careers }];

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const w = loaderData?.words;
  if (!w) return [];
  return breadcrumbPageMeta({
    title: w.meta.careersTitle,
    description: fill(w.meta.careersDescription, { company: siteConfig.name }),
    path,
    crumbs: crumbsOf(w),
  })({ matches });
};

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
  const page = {
    jobs: await context.services.careers.listJobsForFilter(),
    filter: parseJobFilter(params),
    words: CAREERS_MESSAGES[context.locale],
  };
  // The list is the same for every visitor: the unfiltered page is kept for a minute; a filtered one is
  // rendered each time (docs/decisions/0059-careers-filter-and-feeds.md). Naming the filter's parameters
  // keeps /careers?q=… from being answered with the unfiltered copy.
  return data(page, { headers: isUnfilteredQuery(params) ? cachePageFor(60, JOB_FILTER_PARAMS) : {} });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function Careers({ loaderData }: Route.ComponentProps) {
  const w = loaderData.words;
  return (
    <CareersWordsProvider value={w}>
      <Breadcrumb title={w.crumbs.careers} crumbs={crumbsOf(w)} />
      <section className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:px-6 lg:grid-cols-2 lg:px-8">
        <div>
          <h2 className="text-3xl font-bold tracking-tight text-brand-950">{w.careers.heading}</h2>
          <p className="mt-4 text-lg leading-8 text-slate-700">{fill(w.careers.intro, { company: siteConfig.name })}</p>
          <p className="mt-4 leading-7 text-slate-700">{fill(w.careers.introMore, { year: siteConfig.foundedYear })}</p>
        </div>
        <CareersIllustration />
      </section>

      <section aria-labelledby="openings-heading" className="bg-slate-50">
        <div className="mx-auto max-w-5xl px-4 py-14 sm:px-6 lg:px-8">
          <h2 id="openings-heading" className="text-3xl font-bold tracking-tight text-brand-950">
            {w.careers.openingsHeading}
          </h2>
          <p className="mt-2 text-slate-700">{w.careers.openingsHint}</p>
          <div className="mt-8">
            <FilteredOpenings jobs={loaderData.jobs} filter={loaderData.filter} />
          </div>
          <p className="mt-6 text-sm text-slate-700">
            {w.careers.followOpenings}{" "}
            <a href={RSS_FEED_PATH} className="font-semibold text-brand-700 underline underline-offset-4">
              {w.careers.rssFeed}
            </a>{" "}
            ·{" "}
            <a href={JOBS_FEED_PATH} className="font-semibold text-brand-700 underline underline-offset-4">
              {w.careers.jsonFeed}
            </a>
          </p>
        </div>
      </section>

      <section aria-labelledby="connect-heading" className="bg-brand-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
          <h2 id="connect-heading" className="text-3xl font-bold tracking-tight">
            {w.careers.connectHeading}
          </h2>
          <p className="mt-3 max-w-3xl text-lg text-brand-100">{w.careers.connectText}</p>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {w.careers.reasons.map((r) => (
              <li key={r.title} className="rounded-xl bg-brand-800/60 p-6 ring-1 ring-white/10">
                <h3 className="text-lg font-bold text-accent-400">{r.title}</h3>
                <p className="mt-2 text-brand-50">{r.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-label={w.careers.resumeSection} className="mx-auto max-w-3xl px-4 py-14 sm:px-6 lg:px-8">
        <ResumeForm jobCode="0" />
        <LostLinkLine className="mt-6 text-center" />
      </section>
    </CareersWordsProvider>
  );
}
