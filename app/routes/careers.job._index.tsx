import { redirect } from "react-router";

/** /careers/job without an id: SPEC.md sends the visitor to the careers page. */
export function loader() {
  return redirect("/careers");
}
