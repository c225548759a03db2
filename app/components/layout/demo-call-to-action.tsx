import { Link } from "react-router";
import { demoHref } from "~/content/navigation";
import { usePageWords } from "~/components/page-words";

/** The closing band of the content pages: an invitation to see the software working, in the page's language. */
export function DemoCallToAction({ title, text }: { title?: string; text?: string }) {
  const words = usePageWords().demoCta;
  return (
    <section aria-labelledby="demo-cta" className="bg-brand-50">
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-14 sm:px-6 lg:flex-row lg:items-center lg:justify-between lg:px-8">
        <div className="max-w-2xl">
          <h2 id="demo-cta" className="text-2xl font-bold text-brand-950 sm:text-3xl">
            {title ?? words.title}
          </h2>
          <p className="mt-3 text-lg leading-8 text-slate-700">{text ?? words.text}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link
            to={demoHref}
            className="rounded-md bg-brand-800 px-6 py-3 font-bold text-white shadow-sm hover:bg-brand-900"
          >
            {words.schedule}
          </Link>
          <Link
            to="/contact-us"
            className="rounded-md border border-brand-300 bg-white px-6 py-3 font-bold text-brand-900 hover:border-brand-500"
          >
            {words.contact}
          </Link>
        </div>
      </div>
    </section>
  );
}
