import { data, redirect } from "react-router";
import { NotFound } from "~/components/layout/not-found";
import { notFoundMeta } from "~/components/seo/page-meta";
import { productRedirectPath } from "~/content/product-index";
import { withoutLocale } from "~/domain/locale/locale-path";
import type { Route } from "./+types/$";

// Any path no other route claims: HTTP 404 with the Page Not Found screen. A product address in
// another letter case (e.g. /PRODUCT/gi) lands here and answers 301 with its lowercase form.
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // The address inside its language (/ar/PRODUCT/gi): the redirect is given the language's prefix back.
  const canonical = productRedirectPath(withoutLocale(url.pathname));
  if (canonical) throw redirect(canonical + url.search, 301);
  throw data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches }) => notFoundMeta(matches);

// Not kept as the server's HTML (docs/decisions/0156): a status link's unknown token answers this same
// screen from its own route, and both must be the same to the byte, so a token cannot be told apart.

export default function CatchAll() {
  return <NotFound />;
}
