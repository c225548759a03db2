import { data } from "react-router";
import type { FormOutcome } from "~/components/forms/form-outcome";
import { Breadcrumb } from "~/components/layout/breadcrumb";
import { breadcrumbPageMeta, type Crumb } from "~/components/seo/page-meta";
import { siteConfig } from "~/content/site-config";
import { HONEYPOT_FIELD } from "~/domain/honeypot";
import { NewsletterBox } from "~/features/newsletter/newsletter-box";
import {
  FORM_MALFORMED_MESSAGE,
  formClientContext,
  formXsrfValid,
  readFormData,
  textValues,
  XSRF_REJECTED_MESSAGE,
} from "~/lib/form-post.server";
import type { Route } from "./+types/newsletter";

const path = "/newsletter";
const crumbs: Crumb[] = [{ label: "Home", href: "/" }, { label: "Newsletter" }];

export const meta: Route.MetaFunction = breadcrumbPageMeta({
  title: "Newsletter",
  description: `Subscribe to the ${siteConfig.name} newsletter: product releases, regulatory updates and project news for insurers, brokers and takaful operators.`,
  path,
  crumbs,
});

/** The no-JavaScript path of the newsletter box: the same service and rules as /api/Subscribe/PostSubscriber. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request, 64 * 1024);
  if (typeof form === "string")
    return data<FormOutcome>({ ok: false, message: FORM_MALFORMED_MESSAGE }, { status: 400 });
  const values = textValues(form, ["Email"]);
  if (!formXsrfValid(form, context))
    return data<FormOutcome>({ ok: false, message: XSRF_REJECTED_MESSAGE, values }, { status: 403 });
  const result = await context.services.subscriptions.subscribe(
    { Email: values.Email!, ...formClientContext(request, context), Website: String(form.get(HONEYPOT_FIELD) ?? "") },
    context.clientIp,
  );
  return data<FormOutcome>(result.ok ? result : { ...result, values }, { status: result.ok ? 200 : 400 });
}

export default function Newsletter({ actionData }: Route.ComponentProps) {
  return (
    <>
      <Breadcrumb title="Newsletter" crumbs={crumbs} />
      <div className="py-4">
        <NewsletterBox key={JSON.stringify(actionData ?? null)} outcome={actionData} />
      </div>
    </>
  );
}
