import { ProsePage } from "~/components/layout/prose-page";
import { editablePageMeta } from "~/components/seo/page-meta";
import { legalPageOf } from "~/domain/site-content/legal-pages";
import { PAGES_MESSAGES } from "~/content/messages/pages";
import { PageWordsProvider } from "~/components/page-words";
import { formatLongDateIn } from "~/domain/locale/format";
import type { Route } from "./+types/terms";
import { cachePageFor } from "~/shared/page-cache-headers";
import { serverHtmlPage } from "~/components/server-html";

/**
 * The page as marketing last published it, with the server's settings (RETENTION_DAYS,
 * CONTACT_RETENTION_DAYS, DEMO_RETENTION_DAYS, INSIGHTS_RAW_DAYS, PRIVACY_OFFICER_*) in place of its tokens:
 * the same the forms' notices state, so the page says what the site does.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const entries = await (await context.content(request)).list("legal-page");
  const page = legalPageOf(entries, "terms", context.privacy);
  // The version's date in the page's language.
  const updated = formatLongDateIn(entries.find((e) => e.key === "terms")?.values.updated ?? "", context.locale);
  return { page: { ...page, updated }, words: PAGES_MESSAGES[context.locale] };
}

export const meta: Route.MetaFunction = (args) => editablePageMeta("/terms")(args);

export const headers: Route.HeadersFunction = () => cachePageFor(3600);

// Text, pictures and links only: the browser keeps the server's HTML of it (docs/decisions/0156).
export const handle = serverHtmlPage;

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <PageWordsProvider value={loaderData.words}>
      <ProsePage page={loaderData.page} />
    </PageWordsProvider>
  );
}
