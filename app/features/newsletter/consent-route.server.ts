import { data, redirect, type AppLoadContext } from "react-router";
import { CONSENT_LINK_PARAMS } from "~/domain/newsletter-consent";
import { bodyLimits } from "~/shared/request-limits";
import { FORM_MALFORMED_MESSAGE, formXsrfValid, readFormData, XSRF_REJECTED_MESSAGE } from "~/lib/form-post.server";
import type { ConsentView } from "./consent-page";

/** The subscription id and token of a consent link. */
export function consentLinkOf(request: Request) {
  const url = new URL(request.url);
  return {
    id: url.searchParams.get(CONSENT_LINK_PARAMS.subscription),
    token: url.searchParams.get(CONSENT_LINK_PARAMS.token),
  };
}

/**
 * The action of a consent page's button: a form post with this browser's XSRF token, then `act` on the
 * link's subscription, then a redirect to `doneUrl`, whose page says it is done (post, redirect, get: a
 * reload posts nothing again). An unknown or used link answers 404 with `invalid`.
 */
export async function consentAction(
  { request, context }: { request: Request; context: AppLoadContext },
  act: (id: string | null, token: string | null) => Promise<boolean>,
  { doneUrl, invalid }: { doneUrl: string; invalid: string },
) {
  const form = await readFormData(request, bodyLimits.small.bytes);
  if (typeof form === "string")
    return data<ConsentView>({ state: "error", message: FORM_MALFORMED_MESSAGE }, { status: 400 });
  if (!formXsrfValid(form, context))
    return data<ConsentView>({ state: "error", message: XSRF_REJECTED_MESSAGE }, { status: 403 });
  const { id, token } = consentLinkOf(request);
  return (await act(id, token))
    ? redirect(doneUrl, 303)
    : data<ConsentView>({ state: "invalid", message: invalid }, { status: 404 });
}
