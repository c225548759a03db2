import { redirect } from "react-router";
import { readStaffForm } from "~/features/staff/staff-form.server";
import type { Route } from "./+types/staff_.logout";

/** Signing out is a POST (with the XSRF field); a GET here just goes to the console. */
export function loader() {
  throw redirect("/staff");
}

export async function action({ request, context }: Route.ActionArgs) {
  await readStaffForm(request, context);
  const headers = await context.staff.signOut(request);
  throw redirect("/staff/login", { headers });
}
