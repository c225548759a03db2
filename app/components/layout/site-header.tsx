import { useEffect, useRef } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { demoHref, mainLinks, mainMenus, menusWithProducts, type NavLink as NavEntry } from "~/content/navigation";
import type { ProductLink } from "~/domain/site-content/products";
import { Logo } from "./logo";

const navItemClass =
  "block rounded-md px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-brand-50 hover:text-brand-700";

/** One list item per link, for the menus' lists. */
function NavLinkItems({ links }: { links: readonly NavEntry[] }) {
  return links.map((l) => (
    <li key={l.href}>
      <NavLink to={l.href} className={navItemClass}>
        {l.label}
      </NavLink>
    </li>
  ));
}

/**
 * Menus are native <details> disclosures: they open by mouse, touch and keyboard, and work before
 * (or without) JavaScript. The script only closes them on navigation, outside clicks and Escape.
 * `products` are the live products from the root loader; without it (the root loader failed) the code's list.
 */
export function SiteHeader({ products }: { products?: readonly ProductLink[] }) {
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
          <span className="sr-only"> home page</span>
        </Link>

        {/* Wide screens: a row of menus. */}
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {menus.map((menu) => (
              <li key={menu.label} className="relative">
                <details className="group">
                  <summary
                    className={`${navItemClass} flex cursor-pointer list-none items-center gap-1 [&::-webkit-details-marker]:hidden`}
                  >
                    {menu.label}
                    <svg viewBox="0 0 20 20" className="h-4 w-4 transition group-open:rotate-180" aria-hidden="true">
                      <path d="m5 7 5 6 5-6z" fill="currentColor" />
                    </svg>
                  </summary>
                  <ul
                    className={`absolute left-0 mt-2 rounded-lg border border-slate-200 bg-white p-2 shadow-xl ${menu.links.length > 6 ? "grid w-[34rem] grid-cols-2" : "w-64"}`}
                  >
                    <NavLinkItems links={menu.links} />
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
                  {l.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <Link
          to={demoHref}
          className="hidden rounded-md bg-accent-500 px-4 py-2 text-sm font-bold text-brand-950 shadow-sm hover:bg-accent-400 lg:inline-block"
        >
          Schedule a Demo
        </Link>

        {/* Small screens: one menu button revealing everything. */}
        <details className="group lg:hidden">
          <summary
            className="flex cursor-pointer list-none items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-800 [&::-webkit-details-marker]:hidden"
            aria-label="Menu"
          >
            <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true">
              <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            <span>Menu</span>
          </summary>
          <nav
            aria-label="Mobile"
            className="absolute inset-x-0 top-full max-h-[80vh] overflow-y-auto border-b border-slate-200 bg-white px-4 pb-6 shadow-xl"
          >
            {menus.map((menu) => (
              <div key={menu.label} className="border-b border-slate-100 py-3">
                <p className="px-3 text-xs font-bold uppercase tracking-wider text-slate-600">{menu.label}</p>
                <ul className="mt-1 grid grid-cols-1 sm:grid-cols-2">
                  <NavLinkItems links={menu.links} />
                </ul>
              </div>
            ))}
            <ul className="py-3">
              <NavLinkItems links={mainLinks} />
            </ul>
            <Link
              to={demoHref}
              className="block rounded-md bg-accent-500 px-4 py-3 text-center text-sm font-bold text-brand-950"
            >
              Schedule a Demo
            </Link>
          </nav>
        </details>
      </div>
    </header>
  );
}
