import { data, type AppLoadContext } from "react-router";
import { XSRF_REJECTED_MESSAGE } from "~/domain/xsrf";
import { FORM_MALFORMED_MESSAGE, formXsrfValid, readFormData } from "~/lib/form-post.server";

/** The most a staff form post may carry (no staff form uploads files yet). */
export const STAFF_FORM_MAX_BYTES = 64 * 1024;

/**
 * Reads a staff form post and checks its XSRF field, as the API checks its header: every staff
 * action starts with it. Throws 403 without a valid token, 400 (413) for an unreadable (too large) body.
 */
export async function readStaffForm(request: Request, context: AppLoadContext): Promise<FormData> {
  const form = await readFormData(request, STAFF_FORM_MAX_BYTES);
  if (typeof form === "string") throw data(FORM_MALFORMED_MESSAGE, { status: form === "too-large" ? 413 : 400 });
  if (!formXsrfValid(form, context)) throw data(XSRF_REJECTED_MESSAGE, { status: 403 });
  return form;
}
