import { data } from "react-router";
import { Breadcrumb } from "~/components/layout/breadcrumb";
import { pageMeta, type Crumb } from "~/components/seo/page-meta";
import { JOB_ALERT_PATHS, jobAlertMessages as m } from "~/domain/job-alert";
import { ConsentPage, type ConsentView } from "~/features/newsletter/consent-page";
import { consentAction, consentLinkOf } from "~/features/newsletter/consent-route.server";
import type { Route } from "./+types/careers.alerts_.confirm";

const crumbs: Crumb[] = [{ label: "Home", href: "/" }, { label: "Careers", href: "/careers" }, { label: "Confirm" }];

// A page for one person's link: never indexed, never kept in the page cache (no cache header).
export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta({
    matches,
    title: m.confirmHeading,
    description: "Confirm your job alert.",
    path: JOB_ALERT_PATHS.confirm,
  }),
  { name: "robots", content: "noindex" },
];

/** The link in a job alert's confirmation mail: it asks before confirming, as the newsletter's does. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { id, token } = consentLinkOf(request);
  const target = await context.services.jobAlerts.linkTarget("confirm", id, token);
  if (!target) return data<ConsentView>({ state: "invalid", message: m.confirmInvalid }, { status: 404 });
  return data<ConsentView>(
    target.confirmed
      ? { state: "done", message: m.confirmed }
      : { state: "ask", prompt: m.confirmPrompt(target.email, target.filter) },
  );
}

export async function action(args: Route.ActionArgs) {
  const { pathname, search } = new URL(args.request.url);
  return consentAction(args, (id, token) => args.context.services.jobAlerts.confirm(id, token), {
    doneUrl: pathname + search,
    invalid: m.confirmInvalid,
  });
}

export default function ConfirmJobAlert({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <Breadcrumb title={m.confirmHeading} crumbs={crumbs} />
      <ConsentPage heading={m.confirmHeading} view={actionData ?? loaderData} button={m.confirmButton} />
    </>
  );
}
