import { redirect } from "react-router";
import { PREVIEW_COOKIE, PREVIEW_SECONDS } from "~/domain/site-content/content-preview";
import { isSitePath } from "~/domain/site-content/content-types";
import { isStaffPath } from "~/domain/staff/staff-path";
import { field } from "~/features/staff/staff-action";
import { readStaffForm } from "~/features/staff/staff-form.server";
import type { Route } from "./+types/staff.content.preview";

/** The preview cookie: one attribute set for starting and ending it (docs/decisions/0180). */
function previewCookie(context: Route.LoaderArgs["context"], seconds: number) {
  const secure = context.siteUrl.startsWith("https:") ? "; Secure" : "";
  return `${PREVIEW_COOKIE}=${seconds > 0 ? "1" : ""}; Path=/; Max-Age=${seconds}; HttpOnly; SameSite=Lax${secure}`;
}

/** A page of the public site to open the preview on; anything else opens the home page. */
const publicPath = (value: string) => (isSitePath(value) && !isStaffPath(value) ? value : "/");

/** Ends the preview (the banner's link): the public pages show the published site again. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await context.staff.requirePermission(request, "content:manage");
  return redirect("/staff/content", { headers: { "Set-Cookie": previewCookie(context, 0) } });
}

/** Starts a preview (marketing and admins): the public pages show every draft to this browser's staff member. */
export async function action({ request, context }: Route.ActionArgs) {
  await context.staff.requirePermission(request, "content:manage");
  const form = await readStaffForm(request, context);
  return redirect(publicPath(field(form, "to")), {
    headers: { "Set-Cookie": previewCookie(context, PREVIEW_SECONDS) },
  });
}
