import { data } from "react-router";
import { NotFound } from "~/components/layout/not-found";
import { pageMeta } from "~/components/seo/page-meta";
import type { Route } from "./+types/$";

// Any path no other route claims: HTTP 404 with the Page Not Found screen.
export function loader() {
  throw data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta({ matches, title: "Page Not Found", description: "The page you are looking for could not be found.", path: "/404" }),
  { name: "robots", content: "noindex" },
];

export default function CatchAll() {
  return <NotFound />;
}
