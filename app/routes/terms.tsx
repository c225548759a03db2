import { ProsePage } from "~/components/layout/prose-page";
import { breadcrumbPageMeta, type Crumb } from "~/components/seo/page-meta";
import { termsOfUse } from "~/content/legal";
import type { Route } from "./+types/terms";
import { cachePageFor } from "~/shared/page-cache-headers";
import { serverHtmlPage } from "~/components/server-html";

const crumbs: Crumb[] = [{ label: "Home", href: "/" }, { label: "Terms of Use" }];

export const meta: Route.MetaFunction = breadcrumbPageMeta({
  title: "Terms of Use",
  description: "The terms that govern your use of the Kavach InsureTech website.",
  path: "/terms",
  crumbs,
});

export const headers: Route.HeadersFunction = () => cachePageFor(3600);

// Text, pictures and links only: the browser keeps the server's HTML of it (docs/decisions/0156).
export const handle = serverHtmlPage;

export default function Page() {
  return <ProsePage title="Terms of Use" crumbs={crumbs} {...termsOfUse} />;
}
