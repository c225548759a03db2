import type { SubmissionKind } from "~/domain/submission-kind";
import { data, type AppLoadContext } from "react-router";
import { applicationIdOf, applicationMessages } from "~/domain/staff/application-detail";
import { AUDIT_ACTIONS } from "~/domain/staff/audit-actions";
import { contentDisposition } from "~/lib/download-response";

/**
 * The resume of an application or resume (docs/product.md §10.4), for HR and admins: `download` as an
 * attachment under its original name (made safe for the header), `view` inline for the page's frame, PDF
 * only. The type is the one detected from the bytes on arrival. Every staff response is no-store and
 * nosniff already (server/http/staff-responses.ts, server/security/headers.ts); the view's sandbox and
 * framing headers are set there too, by its address.
 */
export async function resumeFileResponse(
  request: Request,
  context: AppLoadContext,
  kind: SubmissionKind,
  params: { id?: string; mode?: string },
): Promise<Response> {
  const user = await context.staff.requirePermission(request, "resumes:read");
  const id = applicationIdOf(params.id);
  const mode = params.mode;
  const unknown = kind === "application" ? applicationMessages.noSuchApplication : applicationMessages.noSuchResume;
  if (id === null || (mode !== "download" && mode !== "view")) throw data(unknown, { status: 404 });
  const file = await context.services.applicationDetail.resumeFile(kind, id);
  if (file === undefined) throw data(unknown, { status: 404 });
  if (file === null) throw data(applicationMessages.noResumeFile, { status: 404 });
  if (mode === "view" && file.contentType !== "application/pdf")
    throw data(applicationMessages.notPdf, { status: 415 });
  await context.services.readingAudit.record(user, context.staff.client(request).ip, {
    action: AUDIT_ACTIONS.resumeFileRead,
    target: { type: kind, id },
    mode,
  });
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.bytes.length),
      "Content-Disposition": contentDisposition(file.fileName, mode === "view" ? "inline" : "attachment"),
    },
  });
}
