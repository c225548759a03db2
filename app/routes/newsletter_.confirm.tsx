import { data } from "react-router";
import { Breadcrumb } from "~/components/layout/breadcrumb";
import { pageMeta, type Crumb } from "~/components/seo/page-meta";
import { NEWSLETTER_PATHS, newsletterConsentMessages as m } from "~/domain/newsletter-consent";
import { ConsentPage, type ConsentView } from "~/features/newsletter/consent-page";
import { consentAction, consentLinkOf } from "~/features/newsletter/consent-route.server";
import type { Route } from "./+types/newsletter_.confirm";

const crumbs: Crumb[] = [
  { label: "Home", href: "/" },
  { label: "Newsletter", href: "/newsletter" },
  { label: "Confirm" },
];

// A page for one person's link: never indexed, never kept in the page cache (no cache header).
export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta({
    matches,
    title: m.confirmHeading,
    description: "Confirm your subscription to our newsletter.",
    path: NEWSLETTER_PATHS.confirm,
  }),
  { name: "robots", content: "noindex" },
];

/** The link in the confirmation mail: it asks before confirming (docs/product.md §5.3). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { id, token } = consentLinkOf(request);
  const target = await context.services.subscriptions.consentLinkTarget("confirm", id, token);
  if (!target) return data<ConsentView>({ state: "invalid", message: m.confirmInvalid }, { status: 404 });
  return data<ConsentView>(
    target.confirmed
      ? { state: "done", message: m.confirmed }
      : { state: "ask", prompt: m.confirmPrompt(target.email) },
  );
}

export async function action(args: Route.ActionArgs) {
  // Back to the same link, which now says the subscription is confirmed.
  const { pathname, search } = new URL(args.request.url);
  return consentAction(args, (id, token) => args.context.services.subscriptions.confirm(id, token), {
    doneUrl: pathname + search,
    invalid: m.confirmInvalid,
  });
}

export default function ConfirmSubscription({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <Breadcrumb title={m.confirmHeading} crumbs={crumbs} />
      <ConsentPage heading={m.confirmHeading} view={actionData ?? loaderData} button={m.confirmButton} />
    </>
  );
}
