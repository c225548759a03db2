import { cachePageFor } from "~/shared/page-cache-headers";
import { servicePageMeta, ServicePageView } from "~/features/services/service-page";
import { servicePageOf } from "~/domain/site-content/services";
import type { Route } from "./+types/service.software";
import { serverHtmlPage } from "~/components/server-html";
import { PAGES_MESSAGES } from "~/content/messages/pages";
import { PageWordsProvider } from "~/components/page-words";

/** The page as marketing last published it (or its drafts, for a staff member previewing them). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const content = await context.content(request);
  const [pages, blocks] = await Promise.all([content.list("service-page"), content.list("service-block")]);
  return { page: servicePageOf(pages, blocks, "software"), words: PAGES_MESSAGES[context.locale] };
}

export const meta: Route.MetaFunction = (args) => servicePageMeta(args);

export const headers: Route.HeadersFunction = () => cachePageFor(3600);

// Text, pictures and links only: the browser keeps the server's HTML of it (docs/decisions/0156).
export const handle = serverHtmlPage;

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <PageWordsProvider value={loaderData.words}>
      <ServicePageView page={loaderData.page} />
    </PageWordsProvider>
  );
}
