import type { Router } from "express";
import { resumeSchema } from "~/domain/resume-schema";
import { largeJsonBody, type ApiDeps } from "./api-deps";
import { firstTouchOf } from "./first-touch";
import { messagePost } from "./payload";

/**
 * POST /api/Career/PostCandidate -> { Message, Reference }: a resume. The specification names the path and its
 * "candidate request", so this file keeps the name. The resume file travels in the body as a data URL, so this
 * route takes the 2 MiB limit of PostJobApplication (docs/decisions/0011-post-candidate-body-limit.md).
 * The file is optional here because the original client never sent one; the site's forms always do.
 */
export function postCandidateRoutes(api: Router, { services }: ApiDeps) {
  api.post(
    "/Career/PostCandidate",
    largeJsonBody,
    messagePost(
      resumeSchema,
      (payload, ip, touch, language) => services.resumes.submit(payload, ip, { requireFile: false, touch, language }),
      firstTouchOf(services),
    ),
  );
}
