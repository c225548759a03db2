import { resumeFileResponse } from "~/routes/staff/hiring/resume-file.server";
import type { Route } from "./+types/staff.applications_.$id_.resume.$mode";

/** The resume of a wizard application: /staff/applications/{id}/resume/download, or …/view (a PDF, framed). */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return resumeFileResponse(request, context, "application", params);
}
