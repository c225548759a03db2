import { Breadcrumb } from "~/components/layout/breadcrumb";
import { breadcrumbPageMeta, type Crumb } from "~/components/seo/page-meta";
import type { ServicePageView as ServicePage } from "~/domain/site-content/services";
import { DemoCallToAction } from "~/components/layout/demo-call-to-action";
import { ServiceIcon } from "./service-icon";
import { CheckIcon } from "~/components/ui/check-icon";
import { usePageWords } from "~/components/page-words";
import { PAGES_EN, type PagesMessages } from "~/content/messages/pages.en";

function crumbsOf(page: ServicePage, words: PagesMessages = PAGES_EN): Crumb[] {
  return [{ label: words.crumbs.home, href: "/" }, { label: page.title }];
}

/** A services page's head: its title, description and breadcrumb, from the page's loader data. */
export function servicePageMeta(
  args: { loaderData?: { page: ServicePage; words: PagesMessages } } & Parameters<
    ReturnType<typeof breadcrumbPageMeta>
  >[0],
) {
  const page = args.loaderData?.page;
  if (!page) return [];
  return breadcrumbPageMeta({
    title: page.title,
    description: page.description,
    path: page.path,
    crumbs: crumbsOf(page, args.loaderData?.words),
  })(args);
}

/** A services page: the banner with its breadcrumb, an introduction and one card per service block. */
export function ServicePageView({ page }: { page: ServicePage }) {
  const words = usePageWords();
  const crumbs = crumbsOf(page, words);
  return (
    <>
      <Breadcrumb title={page.title} crumbs={crumbs} />
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <div className="max-w-3xl space-y-4">
          {page.intro.map((p, i) => (
            <p key={i} className={i === 0 ? "text-xl leading-8 text-slate-800" : "text-lg leading-8 text-slate-700"}>
              {p}
            </p>
          ))}
        </div>
        <ul
          className={`mt-14 grid gap-6 sm:grid-cols-2 ${page.blocks.length % 3 === 0 ? "lg:grid-cols-3" : "lg:grid-cols-2"}`}
        >
          {page.blocks.map((b, i) => (
            <li key={i}>
              <section
                aria-labelledby={`block-${i}`}
                className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-7 shadow-sm"
              >
                <span className="flex h-14 w-14 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <ServiceIcon name={b.icon} />
                </span>
                <h2 id={`block-${i}`} className="mt-5 text-xl font-bold text-brand-950">
                  {b.title}
                </h2>
                <p className="mt-3 leading-7 text-slate-700">{b.text}</p>
                <ul className="mt-4 space-y-2 text-slate-700">
                  {b.points.map((pt, k) => (
                    <li key={k} className="flex gap-2">
                      <CheckIcon className="mt-1 h-4 w-4 shrink-0 text-brand-600" />
                      <span>{pt}</span>
                    </li>
                  ))}
                </ul>
              </section>
            </li>
          ))}
        </ul>
      </div>
      <DemoCallToAction title={words.services.ctaTitle} text={words.services.ctaText} />
    </>
  );
}
