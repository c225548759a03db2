import { Breadcrumb } from "~/components/layout/breadcrumb";
import { pageMeta, type Crumb } from "~/components/seo/page-meta";
import { isHoneypotFilled } from "~/domain/honeypot";
import { JOB_ALERT_PATHS, jobAlertMessages } from "~/domain/job-alert";
import { parseJobFilter } from "~/domain/job-filter";
import { bodyLimits } from "~/shared/request-limits";
import { JobAlertForm } from "~/features/careers/job-alert-form";
import { formAction } from "~/lib/form-action.server";
import type { Route } from "./+types/careers.alerts";

const crumbs: Crumb[] = [{ label: "Home", href: "/" }, { label: "Careers", href: "/careers" }, { label: "Job alerts" }];

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta({
    matches,
    title: jobAlertMessages.heading,
    description: "Receive new openings that match your search by mail.",
    path: JOB_ALERT_PATHS.form,
  }),
  { name: "robots", content: "noindex" },
];

/** The filter the form keeps, from the address (/careers/alerts?q=…, as the careers page links it). */
export function loader({ request }: Route.LoaderArgs) {
  return { filter: parseJobFilter(new URL(request.url).searchParams) };
}

/** The careers page's alert form posts here, with JavaScript (a fetcher) and without (this page answers). */
export async function action({ request, context }: Route.ActionArgs) {
  return formAction(
    { request, context },
    {
      fields: ["Email", "frequency", "q", "location", "level"],
      maxBytes: bodyLimits.small.bytes,
      tooLargeMessage: bodyLimits.small.tooLarge,
      extra: (values) => ({ filter: parseJobFilter(new URLSearchParams(values)) }),
      send: async ({ values, client }) =>
        isHoneypotFilled(client)
          ? { ok: true, message: jobAlertMessages.success }
          : context.services.jobAlerts.create(values, context.clientIp, await context.firstTouch(), context.locale),
    },
  );
}

export default function JobAlerts({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <Breadcrumb title={jobAlertMessages.heading} crumbs={crumbs} />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <JobAlertForm filter={actionData?.filter ?? loaderData.filter} outcome={actionData} headingLevel={2} />
      </div>
    </>
  );
}
