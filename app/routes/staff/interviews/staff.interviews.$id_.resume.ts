import { data } from "react-router";
import { interviewMessages as m } from "~/domain/interviews";
import { applicationIdOf, applicationMessages } from "~/domain/staff/application-detail";
import { AUDIT_ACTIONS } from "~/domain/staff/audit-actions";
import { contentDisposition } from "~/lib/download-response";
import type { Route } from "./+types/staff.interviews.$id_.resume";

/**
 * The resume file of an interview's applicant, as a download: for an interviewer, who has no resumes:read,
 * only of an interview they are on (the same check as the interview's page).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await context.staff.requirePermission(request, "interviews:read");
  const id = applicationIdOf(params.id);
  if (id === null) throw data(m.noSuchInterview, { status: 404 });
  const page = await context.services.interviews.page(id, user);
  if (!page.ok) throw data(page.message, { status: page.status });
  const { kind, id: applicationId } = page.applicant;
  const file = await context.services.applicationDetail.resumeFile(kind, applicationId);
  if (!file) throw data(applicationMessages.noResumeFile, { status: 404 });
  await context.services.readingAudit.record(user, context.staff.client(request).ip, {
    action: AUDIT_ACTIONS.resumeFileRead,
    target: { type: kind, id: applicationId },
    mode: "download",
  });
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.bytes.length),
      "Content-Disposition": contentDisposition(file.fileName, "attachment"),
    },
  });
}
