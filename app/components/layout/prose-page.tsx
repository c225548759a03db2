import type { Crumb } from "~/components/seo/page-meta";
import type { ProseSection } from "~/content/prose-section";
import { Breadcrumb } from "./breadcrumb";

/** A long-form text page (privacy policy, terms): banner with breadcrumb, then sections. */
export function ProsePage({
  title,
  crumbs,
  updated,
  intro,
  sections,
}: {
  title: string;
  crumbs: Crumb[];
  updated: string;
  intro: string;
  sections: ProseSection[];
}) {
  return (
    <>
      <Breadcrumb title={title} crumbs={crumbs} />
      <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <p className="text-sm text-slate-600">Last updated: {updated}</p>
        <p className="mt-4 text-lg leading-8 text-slate-700">{intro}</p>
        {sections.map((s) => (
          <section key={s.heading} className="mt-10">
            <h2 className="text-xl font-bold text-brand-950">{s.heading}</h2>
            {s.paragraphs?.map((p) => (
              <p key={p} className="mt-3 leading-7 text-slate-700">
                {p}
              </p>
            ))}
            {s.bullets && (
              <ul className="mt-3 list-disc space-y-2 pl-6 leading-7 text-slate-700">
                {s.bullets.map((b) => (
                  <li key={b}>{b}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </article>
    </>
  );
}
