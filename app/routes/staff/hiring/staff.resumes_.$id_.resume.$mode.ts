import { resumeFileResponse } from "~/routes/staff/hiring/resume-file.server";
import type { Route } from "./+types/staff.resumes_.$id_.resume.$mode";

/** The file of a resume sent with the resume form: /staff/resumes/{id}/resume/download, or …/view (a PDF, framed). */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return resumeFileResponse(request, context, "resume", params);
}
