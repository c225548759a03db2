import { breadcrumbJsonLd, pageMeta, type Crumb } from "~/components/seo/page-meta";
import { consultancyServices as page } from "~/content/services";
import { ServicePageView } from "~/features/services/service-page";
import type { Route } from "./+types/service.consultancy";
import { cachePageFor } from "~/domain/page-cache-headers";

const crumbs: Crumb[] = [{ label: "Home", href: "/" }, { label: page.title }];

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    matches,
    title: page.title,
    description: page.description,
    path: page.path,
    jsonLd: [breadcrumbJsonLd(matches, crumbs, page.path)],
  });

export const headers: Route.HeadersFunction = () => cachePageFor(3600);

export default function Page() {
  return <ServicePageView page={page} crumbs={crumbs} />;
}
