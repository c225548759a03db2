import { useEffect, useRef } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { demoHref, mainLinks, mainMenus, menusWithProducts, type NavLink as NavEntry } from "~/content/navigation";
import type { Locale } from "~/domain/locale/locales";
import type { ProductLink } from "~/domain/site-content/products";
import type { ShellMessages } from "~/content/messages/shell.en";
import { LanguageSwitcher } from "./language-switcher";
import { Logo } from "./logo";

const navItemClass =
  "block rounded-md px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-brand-50 hover:text-brand-700";

/** A link's name in the page's language (a product's name is its own). */
export function linkLabel(link: NavEntry, messages: ShellMessages): string {
  return (messages.links as Record<string, string>)[link.href] ?? link.label;
}

/** One list item per link, for the menus' lists. */
function NavLinkItems({ links, messages }: { links: readonly NavEntry[]; messages: ShellMessages }) {
  return links.map((l) => (
    <li key={l.href}>
      <NavLink to={l.href} className={navItemClass}>
        {linkLabel(l, messages)}
      </NavLink>
    </li>
  ));
}

/**
 * Menus are native <details> disclosures: they open by mouse, touch and keyboard, and work before
 * (or without) JavaScript. The script only closes them on navigation, outside clicks and Escape.
 * `products` are the live products from the root loader; without it (the root loader failed) the code's list.
 * Its words are the page's language's (`messages`); links stay in that language (its basename).
 */
export function SiteHeader({
  products,
  locale,
  messages,
}: {
  products?: readonly ProductLink[];
  locale: Locale;
  messages: ShellMessages;
}) {
  const menus = products ? menusWithProducts(products) : mainMenus;
  const headerRef = useRef<HTMLElement>(null);
  const location = useLocation();

  // Closed on navigation only: a menu opened before the page hydrated (a slow phone) stays open.
  const shownAddress = useRef(`${location.pathname}${location.search}${location.hash}`);
  useEffect(() => {
    const address = `${location.pathname}${location.search}${location.hash}`;
    if (address === shownAddress.current) return;
    shownAddress.current = address;
    headerRef.current?.querySelectorAll("details[open]").forEach((d) => d.removeAttribute("open"));
  }, [location.pathname, location.search, location.hash]);

  useEffect(() => {
    const header = headerRef.current;
    if (!header) return;
    const closeOthers = (keep: EventTarget | null) =>
      header.querySelectorAll("details[open]").forEach((d) => {
        if (!(keep instanceof Node && d.contains(keep))) d.removeAttribute("open");
      });
    const onClick = (e: MouseEvent) => closeOthers(e.target);
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      const open = [...header.querySelectorAll<HTMLDetailsElement>("details[open]")].pop();
      if (open) {
        open.removeAttribute("open");
        open.querySelector<HTMLElement>("summary")?.focus();
      }
    };
    document.addEventListener("click", onClick);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("click", onClick);
      document.removeEventListener("keydown", onKey);
    };
  }, []);

  return (
    <header ref={headerRef} className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3 sm:px-6 lg:px-8">
        {/* The visible name stays the start of the link's name (WCAG 2.5.3, label in name). */}
        <Link to="/" className="shrink-0">
          <Logo />
          <span className="sr-only"> {messages.homePage}</span>
        </Link>

        {/* Wide screens: a row of menus. */}
        <nav aria-label={messages.mainNav} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {menus.map((menu) => (
              <li key={menu.key} className="relative">
                <details className="group">
                  <summary
                    className={`${navItemClass} flex cursor-pointer list-none items-center gap-1 [&::-webkit-details-marker]:hidden`}
                  >
                    {messages.menus[menu.key]}
                    <svg viewBox="0 0 20 20" className="h-4 w-4 transition group-open:rotate-180" aria-hidden="true">
                      <path d="m5 7 5 6 5-6z" fill="currentColor" />
                    </svg>
                  </summary>
                  <ul
                    className={`absolute start-0 mt-2 rounded-lg border border-slate-200 bg-white p-2 shadow-xl ${menu.links.length > 6 ? "grid w-[34rem] grid-cols-2" : "w-64"}`}
                  >
                    <NavLinkItems links={menu.links} messages={messages} />
                  </ul>
                </details>
              </li>
            ))}
            {mainLinks.map((l) => (
              <li key={l.href}>
                <NavLink
                  to={l.href}
                  className={({ isActive }) => `${navItemClass} ${isActive ? "text-brand-700" : ""}`}
                >
                  {linkLabel(l, messages)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <LanguageSwitcher locale={locale} label={messages.language} />
          <Link
            to={demoHref}
            className="hidden rounded-md bg-accent-500 px-4 py-2 text-sm font-bold text-brand-950 shadow-sm hover:bg-accent-400 lg:inline-block"
          >
            {messages.scheduleDemo}
          </Link>

          {/* Small screens: one menu button revealing everything. */}
          <details className="group lg:hidden">
            <summary
              className="flex cursor-pointer list-none items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-800 [&::-webkit-details-marker]:hidden"
              aria-label={messages.menu}
            >
              <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true">
                <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
              <span>{messages.menu}</span>
            </summary>
            <nav
              aria-label={messages.mobileNav}
              className="absolute inset-x-0 top-full max-h-[80vh] overflow-y-auto border-b border-slate-200 bg-white px-4 pb-6 shadow-xl"
            >
              {menus.map((menu) => (
                <div key={menu.key} className="border-b border-slate-100 py-3">
                  <p className="px-3 text-xs font-bold uppercase tracking-wider text-slate-600">
                    {messages.menus[menu.key]}
                  </p>
                  <ul className="mt-1 grid grid-cols-1 sm:grid-cols-2">
                    <NavLinkItems links={menu.links} messages={messages} />
                  </ul>
                </div>
              ))}
              <ul className="py-3">
                <NavLinkItems links={mainLinks} messages={messages} />
              </ul>
              <Link
                to={demoHref}
                className="block rounded-md bg-accent-500 px-4 py-3 text-center text-sm font-bold text-brand-950"
              >
                {messages.scheduleDemo}
              </Link>
            </nav>
          </details>
        </div>
      </div>
    </header>
  );
}
