import { useLocation, useRouteError } from "react-router";
import { localisedPath } from "~/domain/locale/locale-path";
import { LOCALE_INFO, LOCALES, type Locale } from "~/domain/locale/locales";

/**
 * The same page in another language: a native disclosure (it opens without JavaScript) listing each
 * language in its own script, each link a whole new page in that language (its own address, never a
 * redirect by the browser's language). The address's query and fragment are kept.
 */
export function LanguageSwitcher({ locale, label }: { locale: Locale; label: string }) {
  // The path inside the current language (React Router's location is below the language's basename). A 404
  // or error page offers each language's home page instead: its address may be a secret (a status link's
  // token, a calendar feed's), and the page must not repeat it.
  const location = useLocation();
  const failed = useRouteError() !== undefined;
  const { pathname, search, hash } = failed ? { pathname: "/", search: "", hash: "" } : location;
  return (
    <details className="group relative">
      <summary
        className="flex cursor-pointer list-none items-center gap-1.5 rounded-md px-2 py-2 text-sm font-semibold text-slate-800 hover:bg-brand-50 hover:text-brand-700 [&::-webkit-details-marker]:hidden"
        aria-label={`${label}: ${LOCALE_INFO[locale].name}`}
      >
        <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true">
          <path
            d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 0c2.5 2.4 3.8 5.4 3.8 9s-1.3 6.6-3.8 9m0-18C9.5 5.4 8.2 8.4 8.2 12s1.3 6.6 3.8 9M3.5 9h17M3.5 15h17"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinecap="round"
          />
        </svg>
        {/* On the narrowest phones the globe alone: the header must fit 320 px (the summary keeps its name). */}
        <span lang={locale} className="hidden min-[360px]:inline">
          {LOCALE_INFO[locale].name}
        </span>
      </summary>
      <ul className="absolute end-0 z-50 mt-2 w-44 rounded-lg border border-slate-200 bg-white p-2 shadow-xl">
        {LOCALES.map((l) => (
          <li key={l}>
            <a
              href={`${localisedPath(pathname, l)}${search}${hash}`}
              hrefLang={l}
              lang={l}
              aria-current={l === locale ? "true" : undefined}
              className={`block rounded-md px-3 py-2 text-sm hover:bg-brand-50 hover:text-brand-700 ${l === locale ? "font-bold text-brand-800" : "font-semibold text-slate-800"}`}
            >
              {LOCALE_INFO[l].name}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
