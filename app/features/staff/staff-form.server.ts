import { data, type AppLoadContext } from "react-router";
import { isStaffSignInPath } from "~/domain/staff/staff-path";
import { XSRF_FIELD, XSRF_REJECTED_MESSAGE } from "~/shared/xsrf";
import { FORM_MALFORMED_MESSAGE, formXsrfValid, readFormData } from "~/lib/form-post.server";
import { bodyLimits } from "~/shared/request-limits";

/** The most a staff form post without a picture may carry. */
export const STAFF_FORM_MAX_BYTES = 64 * 1024;
/**
 * A site content entry's post: a long text travels as the editor's JSON, URL-encoded (a non-ASCII letter
 * takes 6 to 9 bytes), so a text within its field's length must never meet the limit and lose what was typed.
 */
export const CONTENT_FORM_MAX_BYTES = 512 * 1024;

/**
 * Reads a staff form post and checks its XSRF field (staffFormXsrfValid): every staff action starts
 * with it. Throws 403 without a valid token, 400 (413) for an unreadable (too large) body.
 */
export async function readStaffForm(
  request: Request,
  context: AppLoadContext,
  maxBytes = STAFF_FORM_MAX_BYTES,
): Promise<FormData> {
  const form = await readFormData(request, maxBytes);
  if (typeof form === "string") throw data(FORM_MALFORMED_MESSAGE, { status: form === "too-large" ? 413 : 400 });
  if (!(await staffFormXsrfValid(request, form, context))) throw data(XSRF_REJECTED_MESSAGE, { status: 403 });
  return form;
}

/**
 * The XSRF check of a staff form. Signed in, the token must be the one derived from this session;
 * signed out, the visitor's cookie token, as the public forms use. The sign-in steps, which start a
 * session rather than act in one, take either.
 */
export async function staffFormXsrfValid(request: Request, form: FormData, context: AppLoadContext): Promise<boolean> {
  const sessionMatch = await context.staff.formTokenMatches(request, form.get(XSRF_FIELD));
  if (sessionMatch) return true;
  const signInStep = isStaffSignInPath(new URL(request.url).pathname.toLowerCase().replace(/\/+$/, ""));
  return (sessionMatch === null || signInStep) && formXsrfValid(form, context);
}

/**
 * Reads a staff form that carries a picture (a news story, a newsletter issue, a content picture: multipart,
 * up to 5 MB): its own limit, with a 413 that names it; then the XSRF field, as every staff action does.
 */
export async function readStaffPictureForm(request: Request, context: AppLoadContext): Promise<FormData> {
  const form = await readFormData(request, bodyLimits.newsForm.bytes);
  if (form === "too-large") throw data(bodyLimits.newsForm.tooLarge, { status: 413 });
  if (form === "malformed") throw data(FORM_MALFORMED_MESSAGE, { status: 400 });
  if (!(await staffFormXsrfValid(request, form, context))) throw data(XSRF_REJECTED_MESSAGE, { status: 403 });
  return form;
}
