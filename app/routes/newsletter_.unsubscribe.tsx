import { data } from "react-router";
import { Breadcrumb } from "~/components/layout/breadcrumb";
import { pageMeta, type Crumb } from "~/components/seo/page-meta";
import { NEWSLETTER_PATHS, newsletterConsentMessages as m } from "~/domain/newsletter-consent";
import { ConsentPage, type ConsentView } from "~/features/newsletter/consent-page";
import { consentAction, consentLinkOf } from "~/features/newsletter/consent-route.server";
import type { Route } from "./+types/newsletter_.unsubscribe";

const UNSUBSCRIBED_PARAM = "unsubscribed";

const crumbs: Crumb[] = [
  { label: "Home", href: "/" },
  { label: "Newsletter", href: "/newsletter" },
  { label: "Unsubscribe" },
];

// A page for one person's link: never indexed, never kept in the page cache (no cache header).
export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta({
    matches,
    title: m.unsubscribeHeading,
    description: "Stop receiving our newsletter.",
    path: NEWSLETTER_PATHS.unsubscribe,
  }),
  { name: "robots", content: "noindex" },
];

/** The visible unsubscribe link of every newsletter mail: no sign-in, no JavaScript, one button. */
export async function loader({ request, context }: Route.LoaderArgs) {
  // Where the button leads once it has unsubscribed the address (the link itself is then used up).
  if (new URL(request.url).searchParams.has(UNSUBSCRIBED_PARAM))
    return data<ConsentView>({ state: "done", message: m.unsubscribed });
  const { id, token } = consentLinkOf(request);
  const target = await context.services.subscriptions.consentLinkTarget("unsubscribe", id, token);
  if (!target) return data<ConsentView>({ state: "invalid", message: m.unsubscribeInvalid }, { status: 404 });
  return data<ConsentView>({ state: "ask", prompt: m.unsubscribePrompt(target.email) });
}

export async function action(args: Route.ActionArgs) {
  return consentAction(args, (id, token) => args.context.services.subscriptions.unsubscribe(id, token), {
    doneUrl: `${NEWSLETTER_PATHS.unsubscribe}?${UNSUBSCRIBED_PARAM}`,
    invalid: m.unsubscribeInvalid,
  });
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <Breadcrumb title={m.unsubscribeHeading} crumbs={crumbs} />
      <ConsentPage heading={m.unsubscribeHeading} view={actionData ?? loaderData} button={m.unsubscribeButton} />
    </>
  );
}
