import { Link } from "react-router";
import { pageMeta } from "~/components/seo/page-meta";
import { demoHref } from "~/content/navigation";
import { featuredProductSlugs, productIndex } from "~/content/product-index";
import { siteConfig } from "~/content/site-config";
import { NewsWidget } from "~/features/news/news-widget";
import { NewsletterBox } from "~/features/newsletter/newsletter-box";
import type { Route } from "./+types/_index";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ matches, title: siteConfig.name, description: siteConfig.description, path: "/" });

/** The news widget: the three newest stories (GetAllNews count 3). */
export async function loader({ context }: Route.LoaderArgs) {
  return { news: await context.services.news.latestSummaries(3) };
}

export const headers: Route.HeadersFunction = () => ({ "X-Page-Cache": "60" });

export default function Home({ loaderData }: Route.ComponentProps) {
  const featured = productIndex.filter((p) => featuredProductSlugs.includes(p.slug));
  return (
    <>
      <section className="bg-brand-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
          <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl">Insurance software that runs the whole business</h1>
          <p className="mt-6 max-w-2xl text-lg text-brand-100">{siteConfig.description}</p>
          <Link to={demoHref} className="mt-8 inline-block rounded-md bg-accent-500 px-6 py-3 font-bold text-brand-950 hover:bg-accent-400">
            Schedule a Demo
          </Link>
        </div>
      </section>
      <section id="SectionProduct" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <h2 className="text-3xl font-bold text-brand-950">Our Products</h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {featured.map((p) => (
            <li key={p.slug} className="rounded-lg border border-slate-200 p-6">
              <h3 className="text-lg font-bold text-brand-900">
                <Link to={`/product/${p.slug}`}>{p.name}</Link>
              </h3>
              <p className="mt-2 text-slate-700">{p.summary}</p>
            </li>
          ))}
        </ul>
      </section>
      <NewsWidget stories={loaderData.news} />
      <NewsletterBox />
    </>
  );
}
