import { Breadcrumb } from "~/components/layout/breadcrumb";
import { editablePageMeta } from "~/components/seo/page-meta";
import { companyFactsOf, homeWordsOf } from "~/domain/site-content/published";
import { aboutPageOf } from "~/domain/site-content/company-pages";
import { DemoCallToAction } from "~/components/layout/demo-call-to-action";
import { SectionHeading } from "~/features/home/section-heading";
import type { Route } from "./+types/company.about-us";
import { cachePageFor } from "~/shared/page-cache-headers";
import { serverHtmlPage } from "~/components/server-html";
import { PAGES_MESSAGES } from "~/content/messages/pages";
import { PageWordsProvider } from "~/components/page-words";

export const meta: Route.MetaFunction = (args) => editablePageMeta("/company/about-us")(args);

export const headers: Route.HeadersFunction = () => cachePageFor(3600);

// Text, pictures and links only: the browser keeps the server's HTML of it (docs/decisions/0156).
export const handle = serverHtmlPage;

/** The page, the company's claims and its success rate (the home page's) as marketing last published them. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const content = await context.content(request);
  const [page, facts, home] = await Promise.all([
    content.list("about-page"),
    content.list("company-fact"),
    content.list("home-page"),
  ]);
  const { successValue, successTitle, successText } = homeWordsOf(home);
  return {
    page: aboutPageOf(page),
    facts: companyFactsOf(facts),
    success: { value: successValue, title: successTitle, text: successText },
    words: PAGES_MESSAGES[context.locale],
  };
}

export default function AboutUs({ loaderData }: Route.ComponentProps) {
  const { page, success, words } = loaderData;
  return (
    <PageWordsProvider value={words}>
      <Breadcrumb title={page.title} crumbs={[{ label: words.crumbs.home, href: "/" }, { label: page.title }]} />
      <section className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 lg:grid-cols-5 lg:px-8">
        <div className="lg:col-span-3">
          <p className="text-2xl font-bold leading-9 text-brand-950">{page.lead}</p>
          {page.story.map((p, i) => (
            <p key={i} className="mt-5 text-lg leading-8 text-slate-700">
              {p}
            </p>
          ))}
        </div>
        <aside aria-label={words.about.figures} className="lg:col-span-2">
          <div className="rounded-2xl bg-brand-900 p-8 text-white">
            <p className="text-6xl font-extrabold text-accent-500">{success.value}</p>
            <p className="mt-2 text-xl font-bold">{success.title}</p>
            <p className="mt-3 leading-7 text-brand-100">{success.text}</p>
            <dl className="mt-8 grid grid-cols-2 gap-4 border-t border-white/15 pt-6">
              {loaderData.facts.map((f) => (
                <div key={f.label} className="flex flex-col-reverse">
                  <dt className="text-sm text-brand-100">{f.label}</dt>
                  <dd className="text-3xl font-extrabold">{f.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        </aside>
      </section>
      <section aria-labelledby="values-title" className="bg-brand-50 py-16">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <SectionHeading id="values-title" title={page.valuesHeading} />
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {page.values.map((v, i) => (
              <li key={i} className="rounded-2xl bg-white p-7 shadow-sm ring-1 ring-brand-100">
                <h3 className="text-lg font-bold text-brand-950">{v.title}</h3>
                <p className="mt-3 leading-7 text-slate-700">{v.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section aria-labelledby="milestones-title" className="mx-auto max-w-4xl px-4 py-16 sm:px-6 lg:px-8">
        <SectionHeading id="milestones-title" title={page.milestonesHeading} />
        <ol className="mt-10 border-s-2 border-brand-200 ps-8">
          {page.milestones.map((m, i) => (
            <li key={i} className="relative pb-8 last:pb-0">
              <span
                aria-hidden="true"
                className="absolute -start-[2.65rem] top-1 h-4 w-4 rounded-full border-4 border-white bg-accent-600 ring-2 ring-brand-200"
              />
              <p className="text-sm font-bold tracking-wide text-brand-700">{m.year}</p>
              <p className="mt-1 text-lg text-slate-800">{m.text}</p>
            </li>
          ))}
        </ol>
      </section>
      <DemoCallToAction />
    </PageWordsProvider>
  );
}
