import { Link } from "react-router";
import { FormStatus } from "~/components/forms/form-status";
import { HoneypotField, XsrfField } from "~/components/forms/hidden-fields";
import { PrivacyNotice } from "~/components/forms/privacy-notice";
import { TextField } from "~/components/forms/text-field";
import { Breadcrumb } from "~/components/layout/breadcrumb";
import { breadcrumbPageMeta, type Crumb } from "~/components/seo/page-meta";
import { Button } from "~/components/ui/button";
import { LOST_LINK_PATH } from "~/domain/application-status";
import { CAREERS_EN, type CareersWords } from "~/content/messages/careers.en";
import { CAREERS_MESSAGES } from "~/content/messages/careers";
import { bodyLimits } from "~/shared/request-limits";
import { SUBSCRIBE_EMAIL_MAX } from "~/domain/validation/subscribe-rules";
import { formAction } from "~/lib/form-action.server";
import type { Route } from "./+types/careers.lost-link";

const crumbsOf = (w: CareersWords): Crumb[] => [
  { label: w.crumbs.home, href: "/" },
  { label: w.crumbs.careers, href: "/careers" },
  { label: w.crumbs.lostLink },
];

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const w = loaderData?.words;
  if (!w) return [];
  return breadcrumbPageMeta({
    title: w.meta.lostLinkTitle,
    description: w.meta.lostLinkDescription,
    path: LOST_LINK_PATH,
    crumbs: crumbsOf(w),
  })({ matches });
};

export function loader({ context }: Route.LoaderArgs) {
  return { words: CAREERS_MESSAGES[context.locale] };
}

/**
 * "I lost my link" (docs/product.md §2.17): a plain form post, answered the same whether or not the
 * address ever applied; the links go only to the address itself.
 */
export async function action({ request, context }: Route.ActionArgs) {
  return formAction(
    { request, context },
    {
      fields: ["Email"],
      maxBytes: bodyLimits.small.bytes,
      tooLargeMessage: bodyLimits.small.tooLarge,
      send: ({ values, client }) =>
        context.services.applicationStatus.sendLinks(
          { Email: values.Email, ...client },
          context.clientIp,
          context.locale,
        ),
    },
  );
}

export default function LostLink({ loaderData, actionData }: Route.ComponentProps) {
  // English when drawn without the loader's data (a unit test).
  const w = loaderData?.words ?? CAREERS_EN;
  const m = w.lostLink;
  const status = actionData
    ? { tone: actionData.ok ? ("success" as const) : ("error" as const), text: actionData.message }
    : null;
  return (
    <>
      <Breadcrumb title={m.heading} crumbs={crumbsOf(w)} />
      <section className="mx-auto max-w-2xl px-4 py-14 sm:px-6">
        <form
          method="post"
          aria-labelledby="lost-link-heading"
          className="relative rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
        >
          <h2 id="lost-link-heading" className="text-2xl font-bold text-brand-950">
            {m.heading}
          </h2>
          <p className="mt-2 text-slate-700">{m.intro}</p>
          <XsrfField />
          <HoneypotField idPrefix="lost-link" />
          <TextField
            className="mt-6"
            label={m.email}
            id="lost-link-email"
            name="Email"
            type="email"
            autoComplete="email"
            required
            maxLength={SUBSCRIBE_EMAIL_MAX}
            defaultValue={actionData && !actionData.ok ? (actionData.values?.Email ?? "") : ""}
          />
          <PrivacyNotice form="lost-link" className="mt-6" />
          <Button type="submit" variant="primary-large" className="mt-6">
            {m.button}
          </Button>
          <FormStatus status={status} className="mt-4" />
        </form>
        <p className="mt-6 text-slate-700">
          {m.noApplication}{" "}
          <Link
            to="/careers"
            className="font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-950"
          >
            {m.seeOpenings}
          </Link>
        </p>
      </section>
    </>
  );
}
