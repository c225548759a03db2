import { redirect } from "react-router";

/** /careers/job without an id: docs/product.md §2.1 sends the visitor to the careers page. */
export function loader() {
  return redirect("/careers");
}
