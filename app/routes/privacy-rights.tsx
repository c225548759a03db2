import { Link } from "react-router";
import { usePrivacyFacts } from "~/components/forms/privacy-notice";
import { Breadcrumb } from "~/components/layout/breadcrumb";
import { breadcrumbPageMeta, type Crumb } from "~/components/seo/page-meta";
import { LOST_LINK_PATH } from "~/domain/application-status";
import { PRIVACY_POLICY_PATH, RIGHTS_PAGE_PATH, TALENT_POOL_LABEL } from "~/domain/privacy-notices";
import { bodyLimits } from "~/shared/request-limits";
import { RIGHTS_REQUEST_ANSWER_DAYS } from "~/domain/retention-periods";
import { RIGHTS_REQUEST_FIELDS } from "~/domain/rights-requests";
import { RightsRequestForm } from "~/features/privacy/rights-request-form";
import { FormWordsProvider } from "~/components/forms/form-words";
import { formsWordsOf } from "~/content/messages/forms";
import { formAction } from "~/lib/form-action.server";
import type { Route } from "./+types/privacy-rights";

const title = "Your privacy rights";
const crumbs: Crumb[] = [
  { label: "Home", href: "/" },
  { label: "Privacy Policy", href: PRIVACY_POLICY_PATH },
  { label: title },
];

export const meta: Route.MetaFunction = breadcrumbPageMeta({
  title,
  description:
    "See, correct or erase the data you sent us, or withdraw a consent: how to do it yourself, and how to ask us.",
  path: RIGHTS_PAGE_PATH,
  crumbs,
});

/** The forms' shared words and messages in the page's language (the page's own words are English yet). */
export function loader({ context }: Route.LoaderArgs) {
  return { forms: formsWordsOf(context.locale) };
}

/** A request stored for the console, with a mail to the privacy contact (docs/product.md §2.19). */
export async function action({ request, context }: Route.ActionArgs) {
  return formAction(
    { request, context },
    {
      fields: RIGHTS_REQUEST_FIELDS,
      maxBytes: bodyLimits.small.bytes,
      tooLargeMessage: bodyLimits.small.tooLarge,
      send: ({ values, client }) =>
        context.services.rightsRequests.submit({ ...values, ...client }, context.clientIp, context.locale),
    },
  );
}

const link = "font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-950";

/**
 * The rights page every form's notice links to (docs/product.md §2.19): the rights, the ways to use them
 * with a status link or an unsubscribe link, and a request form for everything else.
 */
export default function PrivacyRights({ loaderData, actionData }: Route.ComponentProps) {
  const facts = usePrivacyFacts();
  return (
    <FormWordsProvider value={loaderData.forms}>
      <Breadcrumb title={title} crumbs={crumbs} />
      <section className="mx-auto grid max-w-7xl gap-12 px-4 py-12 sm:px-6 lg:grid-cols-5 lg:px-8">
        <div className="space-y-8 leading-7 text-slate-700 lg:col-span-2">
          <div>
            <h2 className="text-xl font-bold text-brand-950">What you can ask</h2>
            <ul className="mt-3 list-disc space-y-1 ps-6">
              <li>To see the data we hold about you, as a copy.</li>
              <li>To correct it, or complete it.</li>
              <li>To erase it.</li>
              <li>To withdraw a consent you gave, as easily as you gave it.</li>
              <li>To have a complaint about how we handle your data answered.</li>
            </ul>
            <p className="mt-3">
              We answer within {RIGHTS_REQUEST_ANSWER_DAYS} days. We may first ask you to confirm that the address is
              yours, so that nobody else gets your data.
            </p>
          </div>
          <div>
            <h2 className="text-xl font-bold text-brand-950">Do it yourself, at once</h2>
            <ul className="mt-3 list-disc space-y-2 ps-6">
              <li>
                Applied for a job or sent a resume? The private link in our confirmation mail shows its status and lets
                you download everything we hold about it, erase it, and withdraw &ldquo;{TALENT_POOL_LABEL}&rdquo;. Lost
                the mail?{" "}
                <Link to={LOST_LINK_PATH} className={link}>
                  I lost my link
                </Link>
                .
              </li>
              <li>Subscribed to our newsletter? Every newsletter has a link to unsubscribe.</li>
            </ul>
          </div>
          <div>
            <h2 className="text-xl font-bold text-brand-950">Ask us</h2>
            <p className="mt-3">
              For anything else, or without a link, send the form on this page or write to our privacy contact,{" "}
              {facts.officerName}, at{" "}
              <a href={`mailto:${facts.officerEmail}`} className={link}>
                {facts.officerEmail}
              </a>
              .
            </p>
            <p className="mt-3">
              If we do not resolve your complaint, you can take it to the Data Protection Board of India. How we handle
              your data is in our{" "}
              <Link to={PRIVACY_POLICY_PATH} className={link}>
                privacy policy
              </Link>
              .
            </p>
          </div>
        </div>
        <div className="lg:col-span-3">
          <RightsRequestForm key={JSON.stringify(actionData ?? null)} outcome={actionData} />
        </div>
      </section>
    </FormWordsProvider>
  );
}
