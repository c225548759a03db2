import { Breadcrumb } from "~/components/layout/breadcrumb";
import { breadcrumbPageMeta, type Crumb } from "~/components/seo/page-meta";
import { siteConfig } from "~/content/site-config";
import { NewsletterBox } from "~/features/newsletter/newsletter-box";
import { FormWordsProvider } from "~/components/forms/form-words";
import { formsWordsOf } from "~/content/messages/forms";
import { bodyLimits } from "~/shared/request-limits";
import { formAction } from "~/lib/form-action.server";
import type { Route } from "./+types/newsletter";

const path = "/newsletter";
const crumbs: Crumb[] = [{ label: "Home", href: "/" }, { label: "Newsletter" }];

export const meta: Route.MetaFunction = breadcrumbPageMeta({
  title: "Newsletter",
  description: `Subscribe to the ${siteConfig.name} newsletter: product releases, regulatory updates and project news for insurers, brokers and takaful operators.`,
  path,
  crumbs,
});

/** The forms' shared words and messages in the page's language (the box's own words are English yet). */
export function loader({ context }: Route.LoaderArgs) {
  return { forms: formsWordsOf(context.locale) };
}

/** The no-JavaScript path of the newsletter box: the same service and rules as /api/Subscribe/PostSubscriber. */
export async function action({ request, context }: Route.ActionArgs) {
  return formAction(
    { request, context },
    {
      fields: ["Email"],
      maxBytes: bodyLimits.small.bytes,
      tooLargeMessage: bodyLimits.small.tooLarge,
      send: async ({ values, client }) =>
        context.services.subscriptions.subscribe(
          { ...values, ...client },
          context.clientIp,
          await context.firstTouch(),
          context.locale,
        ),
    },
  );
}

export default function Newsletter({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <FormWordsProvider value={loaderData.forms}>
      <Breadcrumb title="Newsletter" crumbs={crumbs} />
      <div className="py-4">
        <NewsletterBox key={JSON.stringify(actionData ?? null)} outcome={actionData} />
      </div>
    </FormWordsProvider>
  );
}
