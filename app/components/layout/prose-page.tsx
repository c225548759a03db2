import { RichText } from "~/components/rich-text/rich-text";
import type { LegalPageView } from "~/domain/site-content/legal-pages";
import { Breadcrumb } from "./breadcrumb";

/** A long-form text page (privacy policy, terms): banner with breadcrumb, the version's date, then the text. */
export function ProsePage({ page }: { page: LegalPageView }) {
  return (
    <>
      <Breadcrumb title={page.title} crumbs={[{ label: "Home", href: "/" }, { label: page.title }]} />
      <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <p className="text-sm text-slate-600">Last updated: {page.updated}</p>
        <p className="mt-4 text-lg leading-8 text-slate-700">{page.intro}</p>
        <div className="mt-8 space-y-4 leading-7 text-slate-700 [&>h2]:pt-6 [&>h3]:pt-2">
          <RichText doc={page.body} />
        </div>
      </article>
    </>
  );
}
