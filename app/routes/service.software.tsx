import { softwareServices as page } from "~/content/services";
import { cachePageFor } from "~/shared/page-cache-headers";
import { servicePageMeta, ServicePageView } from "~/features/services/service-page";
import type { Route } from "./+types/service.software";
import { serverHtmlPage } from "~/components/server-html";

export const meta: Route.MetaFunction = servicePageMeta(page);

export const headers: Route.HeadersFunction = () => cachePageFor(3600);

// Text, pictures and links only: the browser keeps the server's HTML of it (docs/decisions/0156).
export const handle = serverHtmlPage;

export default function Page() {
  return <ServicePageView page={page} />;
}
