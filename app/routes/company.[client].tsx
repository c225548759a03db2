import { Breadcrumb } from "~/components/layout/breadcrumb";
import { breadcrumbPageMeta, type Crumb } from "~/components/seo/page-meta";
import { ClientLogo } from "~/components/ui/client-logo";
import { clients, clientsPage, type ClientKind } from "~/content/clients";
import { DemoCallToAction } from "~/components/layout/demo-call-to-action";
import type { Route } from "./+types/company.[client]";
import { cachePageFor } from "~/shared/page-cache-headers";
import { serverHtmlPage } from "~/components/server-html";

// The brackets keep the URL /company/client while stopping React Router from reading the file name
// "company.client.tsx" as a client-only module (".client" suffix), which it would empty on the server.
const path = "/company/client";
const crumbs: Crumb[] = [{ label: "Home", href: "/" }, { label: clientsPage.title }];

export const meta: Route.MetaFunction = breadcrumbPageMeta({ ...clientsPage, path, crumbs });

export const headers: Route.HeadersFunction = () => cachePageFor(3600);

const groups: { kind: ClientKind; title: string }[] = [
  { kind: "Insurer", title: "Insurers" },
  { kind: "Takaful operator", title: "Takaful operators" },
  { kind: "Reinsurer", title: "Reinsurers" },
  { kind: "Broker", title: "Brokers" },
  { kind: "TPA", title: "Third-party administrators" },
];

// Text, pictures and links only: the browser keeps the server's HTML of it (docs/decisions/0156).
export const handle = serverHtmlPage;

export default function Clients() {
  return (
    <>
      <Breadcrumb title={clientsPage.title} crumbs={crumbs} />
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <p className="max-w-3xl text-xl leading-8 text-slate-700">{clientsPage.lead}</p>
        {groups.map((g, gi) => (
          <section key={g.kind} aria-labelledby={`clients-${gi}`} className="mt-14">
            <h2 id={`clients-${gi}`} className="border-b border-slate-200 pb-3 text-2xl font-bold text-brand-950">
              {g.title}
            </h2>
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {clients
                .filter((c) => c.kind === g.kind)
                .map((c) => (
                  <li key={c.slug} className="flex flex-col">
                    <ClientLogo client={c} lazy={gi !== 0} className="h-auto w-full max-w-72" />
                    <h3 className="mt-3 font-bold text-brand-950">{c.name}</h3>
                    <p className="text-sm text-slate-600">
                      {c.city}, {c.country}
                    </p>
                  </li>
                ))}
            </ul>
          </section>
        ))}
      </div>
      <DemoCallToAction
        title="Join them"
        text="Talk to us about your products, your channels and your plans. We will show you how clients like these run on our software."
      />
    </>
  );
}
