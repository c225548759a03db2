import type { Router } from "express";
import { candidateSchema } from "~/domain/candidate-schema";
import { largeJsonBody, type ApiDeps } from "./index";
import { badRequest, parsePayload } from "./payload";

/**
 * POST /api/Career/PostCandidate -> { Message }. The resume travels in the body as a data URL, so this
 * route takes the 2 MiB limit of PostJobApplication (docs/decisions/0011-post-candidate-body-limit.md).
 * The file is optional here because the original client never sent one; the site's forms always do.
 */
export function careerCandidateRoutes(api: Router, { services }: ApiDeps) {
  api.post("/Career/PostCandidate", largeJsonBody, async (req, res) => {
    const payload = parsePayload(candidateSchema, req.body);
    if (!payload.ok) return badRequest(res, payload.message);
    const result = await services.candidates.submit(payload.data, req.ip ?? "", { requireFile: false });
    if (!result.ok) return badRequest(res, result.message);
    res.json({ Message: result.message });
  });
}
