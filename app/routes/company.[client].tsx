import { Breadcrumb } from "~/components/layout/breadcrumb";
import { editablePageMeta } from "~/components/seo/page-meta";
import { ClientLogo } from "~/components/ui/client-logo";
import { DemoCallToAction } from "~/components/layout/demo-call-to-action";
import type { Route } from "./+types/company.[client]";
import { cachePageFor } from "~/shared/page-cache-headers";
import { serverHtmlPage } from "~/components/server-html";
import { PAGES_MESSAGES } from "~/content/messages/pages";
import { PageWordsProvider } from "~/components/page-words";
import { fill } from "~/content/messages/shell.en";
import { clientGroupsOf, clientsOf, clientsPageOf } from "~/domain/site-content/company-pages";

// The brackets keep the URL /company/client while stopping React Router from reading the file name
// "company.client.tsx" as a client-only module (".client" suffix), which it would empty on the server.

/** The page's words and its clients, by kind, as marketing last published them. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const content = await context.content(request);
  const [page, clients] = await Promise.all([content.list("clients-page"), content.list("client")]);
  return {
    page: clientsPageOf(page),
    groups: clientGroupsOf(clientsOf(clients)),
    words: PAGES_MESSAGES[context.locale],
  };
}

export const meta: Route.MetaFunction = (args) => editablePageMeta("/company/client")(args);

export const headers: Route.HeadersFunction = () => cachePageFor(3600);

// Text, pictures and links only: the browser keeps the server's HTML of it (docs/decisions/0156).
export const handle = serverHtmlPage;

export default function Clients({ loaderData: { page, groups, words } }: Route.ComponentProps) {
  return (
    <PageWordsProvider value={words}>
      <Breadcrumb title={page.title} crumbs={[{ label: words.crumbs.home, href: "/" }, { label: page.title }]} />
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <p className="max-w-3xl text-xl leading-8 text-slate-700">{page.lead}</p>
        {groups.map((g, gi) => (
          <section key={g.kind} aria-labelledby={`clients-${gi}`} className="mt-14">
            <h2 id={`clients-${gi}`} className="border-b border-slate-200 pb-3 text-2xl font-bold text-brand-950">
              {g.title}
            </h2>
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {g.clients.map((c) => (
                <li key={c.key} className="flex flex-col">
                  <ClientLogo
                    client={c}
                    lazy={gi !== 0}
                    className="h-auto w-full max-w-72"
                    alt={fill(words.clients.logoAlt, { name: c.name })}
                  />
                  <h3 className="mt-3 font-bold text-brand-950">{c.name}</h3>
                  <p className="text-sm text-slate-600">
                    {fill(words.clients.place, { city: c.city, country: c.country })}
                  </p>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <DemoCallToAction title={page.ctaHeading} text={page.ctaText} />
    </PageWordsProvider>
  );
}
