import { ProsePage } from "~/components/layout/prose-page";
import { breadcrumbPageMeta, type Crumb } from "~/components/seo/page-meta";
import { privacyPolicyFor } from "~/content/legal";
import type { Route } from "./+types/privacy-policy";
import { cachePageFor } from "~/shared/page-cache-headers";
import { serverHtmlPage } from "~/components/server-html";

const crumbs: Crumb[] = [{ label: "Home", href: "/" }, { label: "Privacy Policy" }];

export const meta: Route.MetaFunction = breadcrumbPageMeta({
  title: "Privacy Policy",
  description:
    "How Kavach InsureTech collects, uses and protects the information you send through this website's forms.",
  path: "/privacy-policy",
  crumbs,
});

export const headers: Route.HeadersFunction = () => cachePageFor(3600);

/**
 * The retention periods and the privacy contact are the server's settings (RETENTION_DAYS,
 * CONTACT_RETENTION_DAYS, DEMO_RETENTION_DAYS, PRIVACY_OFFICER_*), the same the forms' notices state, so the page says what the site does.
 */
export function loader({ context }: Route.LoaderArgs) {
  return context.privacy;
}

// Text, pictures and links only: the browser keeps the server's HTML of it (docs/decisions/0156).
export const handle = serverHtmlPage;

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ProsePage title="Privacy Policy" crumbs={crumbs} {...privacyPolicyFor(loaderData)} />;
}
