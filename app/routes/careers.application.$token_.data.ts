import { data, redirect } from "react-router";
import { applicationStatusPath, STATUS_CONFIRM_FIELD } from "~/domain/application-status";
import { bodyLimits } from "~/shared/request-limits";
import { PRIVATE_PAGE_HEADERS } from "~/features/careers/status/status-route.server";
import { downloadResponse } from "~/lib/download-response";
import { FORM_MALFORMED_MESSAGE, formXsrfValid, readFormData, XSRF_REJECTED_MESSAGE } from "~/lib/form-post.server";
import type { Route } from "./+types/careers.application.$token_.data";

/**
 * "Download my data" of a status page (docs/product.md §2.16): a form post (the box ticked, this
 * browser's XSRF token) answered with the JSON file; without the box, back to the page, which says so.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await readFormData(request, bodyLimits.small.bytes);
  if (typeof form === "string") throw data(FORM_MALFORMED_MESSAGE, { status: 400, headers: PRIVATE_PAGE_HEADERS });
  if (!formXsrfValid(form, context)) throw data(XSRF_REJECTED_MESSAGE, { status: 403, headers: PRIVATE_PAGE_HEADERS });
  const service = context.services.applicationStatus;
  if (form.get(STATUS_CONFIRM_FIELD) !== "yes") {
    if (!(await service.view(params.token))) throw data(null, { status: 404 });
    return redirect(`${applicationStatusPath(params.token)}?confirm=export`, {
      status: 303,
      headers: PRIVATE_PAGE_HEADERS,
    });
  }
  const file = await service.export(params.token, context.clientIp);
  if (!file) throw data(null, { status: 404 });
  const response = downloadResponse(file.json, {
    fileName: file.fileName,
    contentType: "application/json; charset=utf-8",
  });
  for (const [name, value] of Object.entries(PRIVATE_PAGE_HEADERS)) response.headers.set(name, value);
  // Every answer already carries it (server/security/headers.ts); the adapter would append this copy.
  response.headers.delete("X-Content-Type-Options");
  return response;
}
