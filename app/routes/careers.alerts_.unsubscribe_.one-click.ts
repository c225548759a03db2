import { redirect } from "react-router";
import { JOB_ALERT_PATHS } from "~/domain/job-alert";
import { bodyLimits } from "~/shared/request-limits";
import { consentLinkOf } from "~/features/newsletter/consent-route.server";
import { readFormData } from "~/lib/form-post.server";
import type { Route } from "./+types/careers.alerts_.unsubscribe_.one-click";

/**
 * One-click stop of a job alert (RFC 8058), as the newsletter's: a mail program POSTs
 * `List-Unsubscribe=One-Click` without cookies; the link's signed token is the authentication.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request, bodyLimits.small.bytes);
  if (typeof form === "string" || form.get("List-Unsubscribe") !== "One-Click")
    return new Response("The request must carry List-Unsubscribe=One-Click.", { status: 400 });
  const { id, token } = consentLinkOf(request);
  const done = await context.services.jobAlerts.unsubscribe(id, token);
  return new Response(done ? "Unsubscribed." : "This link is not valid any more.", {
    status: done ? 200 : 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

export function loader({ request }: Route.LoaderArgs) {
  return redirect(`${JOB_ALERT_PATHS.unsubscribe}${new URL(request.url).search}`, 303);
}
