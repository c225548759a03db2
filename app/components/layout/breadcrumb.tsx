import { Link } from "react-router";
import type { Crumb } from "~/components/seo/page-meta";
import { useShell } from "./use-shell";

/**
 * The page banner with its title and breadcrumb trail. The last crumb is the current page.
 * `separator` lets the Apply Job page use "/" (docs/product.md §2.9).
 */
export function Breadcrumb({ title, crumbs, separator = "›" }: { title: string; crumbs: Crumb[]; separator?: string }) {
  const { messages } = useShell();
  return (
    <div className="bg-brand-900 text-white">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        <nav aria-label={messages.breadcrumb} className="mt-3 text-sm text-brand-100">
          <ol className="flex flex-wrap items-center gap-x-2">
            {crumbs.map((c, i) => {
              const last = i === crumbs.length - 1;
              return (
                <li key={c.label + i} className="flex items-center gap-x-2">
                  {i > 0 && (
                    // The chevron points the reading way: mirrored on a right-to-left page ("/" is left as it is).
                    <span
                      aria-hidden="true"
                      className={separator === "›" ? "inline-block text-brand-300 rtl:-scale-x-100" : "text-brand-300"}
                    >
                      {separator}
                    </span>
                  )}
                  {last || !c.href ? (
                    <span aria-current={last ? "page" : undefined} className="text-white">
                      {c.label}
                    </span>
                  ) : (
                    <Link to={c.href} className="underline-offset-4 hover:underline">
                      {c.label}
                    </Link>
                  )}
                </li>
              );
            })}
          </ol>
        </nav>
      </div>
    </div>
  );
}
