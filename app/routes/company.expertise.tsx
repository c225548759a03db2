import { Breadcrumb } from "~/components/layout/breadcrumb";
import { editablePageMeta } from "~/components/seo/page-meta";
import { DemoCallToAction } from "~/components/layout/demo-call-to-action";
import { SectionHeading } from "~/features/home/section-heading";
import type { Route } from "./+types/company.expertise";
import { CheckIcon } from "~/components/ui/check-icon";
import { cachePageFor } from "~/shared/page-cache-headers";
import { serverHtmlPage } from "~/components/server-html";
import { PAGES_MESSAGES } from "~/content/messages/pages";
import { PageWordsProvider } from "~/components/page-words";
import { formatNumberIn } from "~/domain/locale/format";
import { expertisePageOf } from "~/domain/site-content/company-pages";

/** The page as marketing last published it (or its draft, for a staff member previewing it). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return {
    page: expertisePageOf(await (await context.content(request)).list("expertise-page")),
    words: PAGES_MESSAGES[context.locale],
    locale: context.locale,
  };
}

export const meta: Route.MetaFunction = (args) => editablePageMeta("/company/expertise")(args);

export const headers: Route.HeadersFunction = () => cachePageFor(3600);

// Text, pictures and links only: the browser keeps the server's HTML of it (docs/decisions/0156).
export const handle = serverHtmlPage;

export default function Expertise({ loaderData: { page, words, locale } }: Route.ComponentProps) {
  return (
    <PageWordsProvider value={words}>
      <Breadcrumb title={page.title} crumbs={[{ label: words.crumbs.home, href: "/" }, { label: page.title }]} />
      <section aria-labelledby="areas-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <SectionHeading id="areas-title" title={page.areasHeading} text={page.lead} />
        <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {page.areas.map((a, i) => (
            <li key={i} className="rounded-2xl border border-slate-200 p-7 shadow-sm">
              <span
                aria-hidden="true"
                className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
              >
                {formatNumberIn(i + 1, locale)}
              </span>
              <h3 className="mt-4 text-lg font-bold text-brand-950">{a.title}</h3>
              <p className="mt-3 leading-7 text-slate-700">{a.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="technology-title" className="bg-brand-950 py-16 text-white">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-3 lg:px-8">
          <div>
            <h2 id="technology-title" className="text-3xl font-bold">
              {page.technologyHeading}
            </h2>
            <p className="mt-4 text-lg leading-8 text-brand-100">{page.technologyText}</p>
          </div>
          <ul className="grid gap-4 sm:grid-cols-2 lg:col-span-2">
            {page.technology.map((t, i) => (
              <li key={i} className="flex gap-3 rounded-xl bg-white/5 p-5 ring-1 ring-white/10">
                <CheckIcon className="mt-1 h-5 w-5 shrink-0 text-accent-500" />
                <span className="leading-7">{t}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <DemoCallToAction />
    </PageWordsProvider>
  );
}
