import { data } from "react-router";
import { Breadcrumb } from "~/components/layout/breadcrumb";
import { pageMeta, type Crumb } from "~/components/seo/page-meta";
import { JOB_ALERT_PATHS, jobAlertMessages as m } from "~/domain/job-alert";
import { ConsentPage, type ConsentView } from "~/features/newsletter/consent-page";
import { consentAction, consentLinkOf } from "~/features/newsletter/consent-route.server";
import type { Route } from "./+types/careers.alerts_.unsubscribe";

const STOPPED_PARAM = "stopped";
const crumbs: Crumb[] = [{ label: "Home", href: "/" }, { label: "Careers", href: "/careers" }, { label: "Stop" }];

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta({
    matches,
    title: m.unsubscribeHeading,
    description: "Stop a job alert.",
    path: JOB_ALERT_PATHS.unsubscribe,
  }),
  { name: "robots", content: "noindex" },
];

/** The visible "Stop this alert" link of every job alert mail: no sign-in, no JavaScript, one button. */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (new URL(request.url).searchParams.has(STOPPED_PARAM))
    return data<ConsentView>({ state: "done", message: m.unsubscribed });
  const { id, token } = consentLinkOf(request);
  const target = await context.services.jobAlerts.linkTarget("unsubscribe", id, token);
  if (!target) return data<ConsentView>({ state: "invalid", message: m.unsubscribeInvalid }, { status: 404 });
  return data<ConsentView>({ state: "ask", prompt: m.unsubscribePrompt(target.email, target.filter) });
}

export async function action(args: Route.ActionArgs) {
  return consentAction(args, (id, token) => args.context.services.jobAlerts.unsubscribe(id, token), {
    doneUrl: `${JOB_ALERT_PATHS.unsubscribe}?${STOPPED_PARAM}`,
    invalid: m.unsubscribeInvalid,
  });
}

export default function StopJobAlert({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <Breadcrumb title={m.unsubscribeHeading} crumbs={crumbs} />
      <ConsentPage heading={m.unsubscribeHeading} view={actionData ?? loaderData} button={m.unsubscribeButton} />
    </>
  );
}
