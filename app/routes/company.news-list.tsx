import { data } from "react-router";
import { Breadcrumb } from "~/components/layout/breadcrumb";
import { breadcrumbPageMeta, type Crumb } from "~/components/seo/page-meta";
import { NewsList } from "~/features/news/news-list";
import { newsPageCacheHeaders, newsPageHeaders } from "~/features/news/news-page-cache";
import type { Route } from "./+types/company.news-list";
import { serverHtmlPage } from "~/components/server-html";

const PATH = "/company/news-list";
const crumbs: Crumb[] = [
  { label: "Home", href: "/" },
  { label: "Company", href: "/company/about-us" },
  { label: "News" },
];

/** Every story, newest first (GetAllNews with count 0). */
export async function loader({ context }: Route.LoaderArgs) {
  const stories = await context.services.news.latestSummaries(0);
  return data({ stories }, { headers: newsPageCacheHeaders(context.services.news.secondsFresh()) });
}

export const meta: Route.MetaFunction = breadcrumbPageMeta({
  title: "News",
  description:
    "News from Kavach InsureTech: product launches, insurer and takaful go-lives, awards, events and partnerships.",
  path: PATH,
  crumbs,
});

// The same for every visitor; kept at most a minute, so a story added to the database shows within one.
export const headers: Route.HeadersFunction = newsPageHeaders;

// Text, pictures and links only: the browser keeps the server's HTML of it (docs/decisions/0156).
export const handle = serverHtmlPage;

export default function NewsListPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Breadcrumb title="News" crumbs={crumbs} />
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
        <p className="max-w-3xl text-lg leading-8 text-slate-700">
          Product launches, go-lives at insurers and takaful operators, awards, events and partnerships: what is new at
          Kavach InsureTech, newest first.
        </p>
        <div className="mt-10">
          <NewsList stories={loaderData.stories} />
        </div>
      </div>
    </>
  );
}
