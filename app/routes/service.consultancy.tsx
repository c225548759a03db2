import { consultancyServices as page } from "~/content/services";
import { cachePageFor } from "~/domain/page-cache-headers";
import { servicePageMeta, ServicePageView } from "~/features/services/service-page";
import type { Route } from "./+types/service.consultancy";

export const meta: Route.MetaFunction = servicePageMeta(page);

export const headers: Route.HeadersFunction = () => cachePageFor(3600);

export default function Page() {
  return <ServicePageView page={page} />;
}
