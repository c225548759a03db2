import { Breadcrumb } from "~/components/layout/breadcrumb";
import { breadcrumbPageMeta, type Crumb } from "~/components/seo/page-meta";
import { expertise } from "~/content/company";
import { DemoCallToAction } from "~/components/layout/demo-call-to-action";
import { SectionHeading } from "~/features/home/section-heading";
import type { Route } from "./+types/company.expertise";
import { CheckIcon } from "~/components/ui/check-icon";
import { cachePageFor } from "~/shared/page-cache-headers";
import { serverHtmlPage } from "~/components/server-html";

const path = "/company/expertise";
const crumbs: Crumb[] = [{ label: "Home", href: "/" }, { label: expertise.title }];

export const meta: Route.MetaFunction = breadcrumbPageMeta({ ...expertise, path, crumbs });

export const headers: Route.HeadersFunction = () => cachePageFor(3600);

// Text, pictures and links only: the browser keeps the server's HTML of it (docs/decisions/0156).
export const handle = serverHtmlPage;

export default function Expertise() {
  return (
    <>
      <Breadcrumb title={expertise.title} crumbs={crumbs} />
      <section aria-labelledby="areas-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <SectionHeading id="areas-title" title="Insurance, in depth" text={expertise.lead} />
        <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {expertise.areas.map((a, i) => (
            <li key={a.title} className="rounded-2xl border border-slate-200 p-7 shadow-sm">
              <span
                aria-hidden="true"
                className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
              >
                {i + 1}
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
              Technology we work with
            </h2>
            <p className="mt-4 text-lg leading-8 text-brand-100">
              Proven, supportable technology chosen for systems that insurers run for a decade or more.
            </p>
          </div>
          <ul className="grid gap-4 sm:grid-cols-2 lg:col-span-2">
            {expertise.technology.map((t) => (
              <li key={t} className="flex gap-3 rounded-xl bg-white/5 p-5 ring-1 ring-white/10">
                <CheckIcon className="mt-1 h-5 w-5 shrink-0 text-accent-500" />
                <span className="leading-7">{t}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <DemoCallToAction />
    </>
  );
}
