import { ProsePage } from "~/components/layout/prose-page";
import { editablePageMeta } from "~/components/seo/page-meta";
import { legalPageOf } from "~/domain/site-content/legal-pages";
import type { Route } from "./+types/privacy-policy";
import { cachePageFor } from "~/shared/page-cache-headers";
import { serverHtmlPage } from "~/components/server-html";

/**
 * The page as marketing last published it, with the server's settings (RETENTION_DAYS,
 * CONTACT_RETENTION_DAYS, DEMO_RETENTION_DAYS, INSIGHTS_RAW_DAYS, PRIVACY_OFFICER_*) in place of its tokens:
 * the same the forms' notices state, so the page says what the site does.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const content = await context.content(request);
  return { page: legalPageOf(await content.list("legal-page"), "privacy", context.privacy) };
}

export const meta: Route.MetaFunction = (args) => editablePageMeta("/privacy-policy")(args);

export const headers: Route.HeadersFunction = () => cachePageFor(3600);

// Text, pictures and links only: the browser keeps the server's HTML of it (docs/decisions/0156).
export const handle = serverHtmlPage;

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ProsePage page={loaderData.page} />;
}
