import type { Route } from "./+types/calendar.$file";

/** What both answers carry: the address holds a secret, so it is never stored, indexed or sent on as a Referer. */
const PRIVATE_HEADERS = {
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": "no-referrer",
};

/**
 * A staff person's private calendar feed (docs/product.md §10.8): /calendar/{secret}.ics, the address their
 * account page made, subscribed to from Google Calendar or Outlook. The secret is the only key (calendar
 * programs sign in to nothing); it is revoked or replaced from the account page. Never stored by a proxy,
 * never indexed; an unknown or revoked secret is the site's 404 page: a bare 404 (no body), which
 * server/http/react-router-handler.ts answers with that page, these headers kept.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const match = /^([A-Za-z0-9_-]{43})\.ics$/.exec(params.file ?? "");
  const ics = match ? await context.services.interviews.feed(match[1]!) : undefined;
  if (ics === undefined) throw new Response(null, { status: 404, headers: PRIVATE_HEADERS });
  return new Response(ics, {
    headers: { "Content-Type": "text/calendar; charset=utf-8", ...PRIVATE_HEADERS },
  });
}
