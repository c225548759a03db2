import type { Router } from "express";
import { jobApplicationSchema } from "~/domain/job-application-schema";
import { largeJsonBody, type ApiDeps } from "./api-deps";
import { firstTouchOf } from "./first-touch";
import { noticeLanguageOfRequest, parsePayload, statusLinkField } from "./payload";

/**
 * POST /api/Career/PostJobApplication -> { Status, Message, Reference, StatusLink }: Status 1 when the application and
 * its resume are stored, with the reference number the applicant quotes; otherwise HTTP 400 with Status 0 and the first failing rule's message.
 */
export function careerApplicationRoutes(api: Router, { services }: ApiDeps) {
  const touchOf = firstTouchOf(services);
  api.post("/Career/PostJobApplication", largeJsonBody, async (req, res) => {
    const payload = parsePayload(jobApplicationSchema, req.body);
    if (!payload.ok) return void res.status(400).json({ Status: 0, Message: payload.message });
    const result = await services.careers.apply(
      payload.data,
      req.ip ?? "",
      await touchOf(req),
      noticeLanguageOfRequest(req),
    );
    if (!result.ok) return void res.status(400).json({ Status: 0, Message: result.message });
    res.json({
      Status: 1,
      Message: result.message,
      Reference: result.reference,
      ...statusLinkField(result.statusToken),
    });
  });
}
