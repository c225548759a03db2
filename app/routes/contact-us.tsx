import { Breadcrumb } from "~/components/layout/breadcrumb";
import { useRouteLoaderData } from "react-router";
import { loaderWordsPageMeta, oneLevelCrumbs, type RootData } from "~/components/seo/page-meta";
import { CONTACT_MESSAGES } from "~/content/messages/contact";
import { formsWordsOf } from "~/content/messages/forms";
import { FormWordsProvider } from "~/components/forms/form-words";
import { ContactWordsProvider } from "~/features/contact/contact-words";
import { contactLimits } from "~/domain/validation/contact-rules";
import { ContactDetails } from "~/features/contact/contact-details";
import { ContactForm } from "~/features/contact/contact-form";
import { bodyLimits } from "~/shared/request-limits";
import { formAction } from "~/lib/form-action.server";
import type { Route } from "./+types/contact-us";

const path = "/contact-us";
// The root loader gives the published details; it failing shows its own error page, so this is a type's fallback.
const NO_DETAILS = { phones: [], email: "", social: [] };

export const meta: Route.MetaFunction = (args) => loaderWordsPageMeta(path)(args);

/** `?subject=` fills the Subject field ('Schedule a Demo' buttons link here with one). */
export function loader({ request, context }: Route.LoaderArgs) {
  const subject = new URL(request.url).searchParams.get("subject") ?? "";
  return {
    subject: subject.trim().slice(0, contactLimits.subjectMax),
    // Only this page's language's words travel with it.
    words: CONTACT_MESSAGES[context.locale],
    forms: formsWordsOf(context.locale),
  };
}

/** The no-JavaScript path: the same service and rules as /api/Message/PostMessage, the message rendered in the page. */
export async function action({ request, context }: Route.ActionArgs) {
  return formAction(
    { request, context },
    {
      fields: ["Name", "Email", "Mobile", "Subject", "Message"],
      maxBytes: bodyLimits.small.bytes,
      tooLargeMessage: bodyLimits.small.tooLarge,
      send: async ({ values, client }) =>
        context.services.contactMessages.send(
          { ...values, ...client },
          context.clientIp,
          await context.firstTouch(),
          context.locale,
        ),
    },
  );
}

export default function ContactUs({ loaderData, actionData }: Route.ComponentProps) {
  const { words } = loaderData;
  return (
    <ContactWordsProvider value={words}>
      <FormWordsProvider value={loaderData.forms}>
        <Breadcrumb title={words.title} crumbs={oneLevelCrumbs(words)} />
        <section className="mx-auto grid max-w-7xl gap-12 px-4 py-14 sm:px-6 lg:grid-cols-5 lg:px-8">
          <div className="lg:col-span-3">
            <ContactForm
              key={JSON.stringify(actionData ?? null)}
              defaultSubject={loaderData.subject}
              outcome={actionData}
            />
          </div>
          <aside className="lg:col-span-2" aria-label={words.details}>
            <ContactDetails contact={useRouteLoaderData<RootData>("root")?.contact ?? NO_DETAILS} />
          </aside>
        </section>
      </FormWordsProvider>
    </ContactWordsProvider>
  );
}
