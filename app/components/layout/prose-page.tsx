import { RichText } from "~/components/rich-text/rich-text";
import type { LegalPageView } from "~/domain/site-content/legal-pages";
import { Breadcrumb } from "./breadcrumb";
import { usePageWords } from "~/components/page-words";

/** A long-form text page (privacy policy, terms): banner with breadcrumb, the version's date, then the text. */
export function ProsePage({ page }: { page: LegalPageView }) {
  const words = usePageWords();
  // The date as its own text, beside the words around it, as before the page spoke other languages.
  const [before, after] = words.legal.updated.split("{date}");
  return (
    <>
      <Breadcrumb title={page.title} crumbs={[{ label: words.crumbs.home, href: "/" }, { label: page.title }]} />
      <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <p className="text-sm text-slate-600">
          {before || null}
          {page.updated}
          {after || null}
        </p>
        <p className="mt-4 text-lg leading-8 text-slate-700">{page.intro}</p>
        <div className="mt-8 space-y-4 leading-7 text-slate-700 [&>h2]:pt-6 [&>h3]:pt-2">
          <RichText doc={page.body} />
        </div>
      </article>
    </>
  );
}
