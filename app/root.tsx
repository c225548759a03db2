import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import stylesheetHref from "./app.css?url";
import { useNonce } from "./components/nonce";
import { isServerHtmlPage, ServerHtml, useFirstHydrationDone } from "./components/server-html";
import { Stylesheet } from "./components/stylesheet";
import { NOT_FOUND_TITLE, NotFound } from "./components/layout/not-found";
import { SiteFooter } from "./components/layout/site-footer";
import { SiteHeader } from "./components/layout/site-header";
import { PreviewBanner } from "./components/layout/preview-banner";
import { NOT_FOUND_DESCRIPTION, type RootData } from "./components/seo/page-meta";
import { siteConfig } from "./content/site-config";
import { currentYearIn } from "./domain/dates";
import { pageSeoOf } from "./domain/site-content/page-seo";
import { isStaffPath, isStaffPreviewPath } from "./domain/staff/staff-path";
import { StaffErrorPage } from "./features/staff/staff-error";
import { StaffHeader } from "./features/staff/staff-header";
import { useShell } from "./components/layout/use-shell";
import { localisedPath, withoutLocale } from "./domain/locale/locale-path";
import { LOCALE_INFO } from "./domain/locale/locales";
import { ENGLISH_SHELL } from "./content/messages/shell.en";
import { SHELL_MESSAGES } from "./content/messages/shell";
import { noticesOf } from "./content/messages/notices";
import type { RootNotices } from "./content/messages/notices.en";

export async function loader({ request, context }: Route.LoaderArgs): Promise<RootData & RootNotices> {
  const content = await context.content(request);
  const { locale } = context;
  return {
    locale,
    // Only this page's language's frame words travel with it.
    messages: SHELL_MESSAGES[locale],
    siteUrl: context.siteUrl,
    xsrfToken: context.xsrfToken,
    year: currentYearIn(context.timeZone),
    privacy: context.privacy,
    // The forms' privacy notices in a translation's words (English pages draw them from the domain module).
    notices: locale === "en" ? null : noticesOf(locale, context.privacy),
    // Read from the in-process copy of the published content (no query on a page-cache miss either), or
    // from the drafts for a staff member previewing them.
    contact: await content.contact(),
    products: await content.productLinks(),
    // This page's search and sharing words, when marketing set them (the root is read again on every
    // navigation, so they follow the page).
    seo: pageSeoOf(await content.list("page-seo"), withoutLocale(new URL(request.url).pathname)),
    // Asked after the content was read: true only when it was read from drafts.
    preview: context.previewing,
  };
}

/** Only used when a page fails and the root error boundary shows: the 404 or error screen's title. */
export const meta: Route.MetaFunction = ({ error }) => {
  if (!error) return [];
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return [
    { title: `${notFound ? NOT_FOUND_TITLE : ENGLISH_SHELL.error.title} | ${siteConfig.name}` },
    { name: "description", content: notFound ? NOT_FOUND_DESCRIPTION : "This page could not be shown just now." },
    { name: "robots", content: "noindex" },
  ];
};

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const data = useRouteLoaderData<RootData>("root");
  const { locale, messages } = useShell();
  // The staff console has its own banner and no public footer (its pages are not for visitors); a
  // preview of a public page shows the public frame.
  const { pathname, search } = useLocation();
  const staff = isStaffPath(pathname) && !isStaffPreviewPath(pathname);
  // A page without islands (handle: serverHtmlPage) is kept as the server sent it when it first loads.
  const serverHtml = isServerHtmlPage(useMatches());
  useFirstHydrationDone();
  return (
    <html lang={locale} dir={LOCALE_INFO[locale].dir}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0d3b66" />
        <Meta />
        <Stylesheet href={stylesheetHref} />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
        >
          {messages.skipToContent}
        </a>
        {data?.preview && !staff && <PreviewBanner />}
        {staff ? <StaffHeader /> : <SiteHeader products={data?.products} locale={locale} messages={messages} />}
        <main id="main" className={staff ? "flex-1 bg-slate-50" : "flex-1"}>
          {serverHtml ? <ServerHtml version={pathname + search}>{children}</ServerHtml> : children}
        </main>
        {!staff && (
          <ServerHtml>
            <SiteFooter year={data?.year ?? new Date().getFullYear()} contact={data?.contact} messages={messages} />
          </ServerHtml>
        )}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const staff = isStaffPath(useLocation().pathname);
  const { messages, locale } = useShell();
  if (staff) return <StaffErrorPage error={error} />;
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-brand-950">{messages.error.title}</h1>
      <p className="mt-4 text-lg text-slate-700">{messages.error.text}</p>
      <a
        href={localisedPath("/", locale)}
        className="mt-8 inline-block rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
      >
        {messages.error.home}
      </a>
    </section>
  );
}
