import { Breadcrumb } from "~/components/layout/breadcrumb";
import { editablePageMeta } from "~/components/seo/page-meta";
import { PORTRAIT_SIZE } from "~/content/team";
import { teamPageOf } from "~/domain/site-content/company-pages";
import { teamOf, type TeamMember } from "~/domain/site-content/published";
import type { Route } from "./+types/company.team";
import { cachePageFor } from "~/shared/page-cache-headers";
import { serverHtmlPage } from "~/components/server-html";
import { PAGES_MESSAGES } from "~/content/messages/pages";
import { PageWordsProvider } from "~/components/page-words";
import { usePageWords } from "~/components/page-words";
import { fill } from "~/content/messages/shell.en";

export const meta: Route.MetaFunction = (args) => editablePageMeta("/company/team")(args);

export const headers: Route.HeadersFunction = () => cachePageFor(3600);

function Portrait({ member, lazy }: { member: TeamMember; lazy: boolean }) {
  const words = usePageWords();
  return (
    <img
      src={member.photo}
      {...member.photoSources}
      width={PORTRAIT_SIZE.width}
      height={PORTRAIT_SIZE.height}
      alt={fill(words.team.portraitAlt, { name: member.name, role: member.role })}
      loading={lazy ? "lazy" : undefined}
      className="aspect-square h-auto w-full rounded-2xl object-cover"
    />
  );
}

// Text, pictures and links only: the browser keeps the server's HTML of it (docs/decisions/0156).
export const handle = serverHtmlPage;

/** The team and the page's words as marketing last published them (/staff/content). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const content = await context.content(request);
  const [page, members] = await Promise.all([content.list("team-page"), content.list("team-member")]);
  return { page: teamPageOf(page), ...teamOf(members), words: PAGES_MESSAGES[context.locale] };
}

export default function Team({ loaderData }: Route.ComponentProps) {
  const { page, founders, vicePresidents, words } = loaderData;
  return (
    <PageWordsProvider value={words}>
      <Breadcrumb title={page.title} crumbs={[{ label: words.crumbs.home, href: "/" }, { label: page.title }]} />
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <p className="mx-auto max-w-3xl text-center text-xl leading-8 text-slate-700">{page.lead}</p>
        {founders.map((founder, i) => {
          const titleId = i === 0 ? "founder-title" : `founder-title-${i + 1}`;
          return (
            <section
              key={founder.name}
              aria-labelledby={titleId}
              className="mt-14 grid items-center gap-10 rounded-3xl bg-brand-50 p-6 sm:p-10 md:grid-cols-3"
            >
              <div className="mx-auto w-full max-w-72">
                <Portrait member={founder} lazy={i > 0} />
              </div>
              <div className="md:col-span-2">
                <p className="text-sm font-bold uppercase tracking-widest text-brand-600">{page.founderLabel}</p>
                <h2 id={titleId} className="mt-2 text-3xl font-bold text-brand-950">
                  {founder.name}
                </h2>
                <p className="mt-1 text-lg font-semibold text-brand-700">{founder.role}</p>
                <p className="mt-5 text-lg leading-8 text-slate-700">{founder.bio}</p>
              </div>
            </section>
          );
        })}
        <section aria-labelledby="vp-title" className="mt-16">
          <h2 id="vp-title" className="text-center text-3xl font-bold text-brand-950">
            {page.vicePresidentsHeading}
          </h2>
          <ul className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
            {vicePresidents.map((m) => (
              <li key={m.name} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
                <Portrait member={m} lazy />
                <h3 className="mt-5 text-xl font-bold text-brand-950">{m.name}</h3>
                <p className="mt-1 font-semibold text-brand-700">{m.role}</p>
                <p className="mt-3 leading-7 text-slate-700">{m.bio}</p>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </PageWordsProvider>
  );
}
