import { redirect } from "react-router";
import { NEWSLETTER_PATHS } from "~/domain/newsletter-consent";
import { bodyLimits } from "~/shared/request-limits";
import { consentLinkOf } from "~/features/newsletter/consent-route.server";
import { readFormData } from "~/lib/form-post.server";
import type { Route } from "./+types/newsletter_.unsubscribe_.one-click";

/**
 * One-click unsubscribe (RFC 8058): the address in every newsletter mail's List-Unsubscribe header. A
 * mail program POSTs `List-Unsubscribe=One-Click` here without the reader's cookies, so this action alone
 * takes no XSRF token: the link's signed token is its authentication, and it can do nothing but remove
 * the subscription it names (docs/decisions/0034-newsletter-double-opt-in.md).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request, bodyLimits.small.bytes);
  if (typeof form === "string" || form.get("List-Unsubscribe") !== "One-Click")
    return new Response("The request must carry List-Unsubscribe=One-Click.", { status: 400 });
  const { id, token } = consentLinkOf(request);
  const done = await context.services.subscriptions.unsubscribe(id, token);
  return new Response(done ? "Unsubscribed." : "This link is not valid any more.", {
    status: done ? 200 : 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/** Opened in a browser, the same address shows the unsubscribe page and its button. */
export function loader({ request }: Route.LoaderArgs) {
  return redirect(`${NEWSLETTER_PATHS.unsubscribe}${new URL(request.url).search}`, 303);
}
