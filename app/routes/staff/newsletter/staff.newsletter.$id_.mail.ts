import { data } from "react-router";
import { newsletterIssueMessages as m } from "~/domain/newsletter-issue";
import { parseRecordId } from "~/domain/staff/record-id";
import type { Route } from "./+types/staff.newsletter.$id_.mail";

/**
 * An issue's HTML mail, as a subscriber gets it, for the issue page's preview frame. Sandboxed and framed
 * by the console only (server/http/staff-responses.ts): the mail's inline styles apply, nothing runs.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await context.staff.requirePermission(request, "newsletter:send");
  const id = parseRecordId(params.id);
  const preview = id === null ? undefined : await context.services.newsletter.preview(id);
  if (!preview) throw data(m.noSuchIssue, { status: 404 });
  return new Response(preview.html, { headers: { "Content-Type": "text/html; charset=utf-8" } });
}
