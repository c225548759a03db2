import type { Router } from "express";
import { JOB_CODE_PATTERN } from "~/domain/jobs";
import type { ApiDeps } from "./api-deps";
import { sendRevalidatedJson } from "./revalidated-json";

export const JOB_NOT_FOUND_MESSAGE = "The job you asked for does not exist or is no longer published.";

/** The Career controller's job reads (docs/product.md §6.8). IsClosed is always the server's verdict. */
export function careerJobRoutes(api: Router, { services }: ApiDeps) {
  api.get("/Career/GetOpenJobs", async (req, res) => {
    await sendRevalidatedJson(req, res, await services.careers.listJobs());
  });

  api.get("/Career/GetOpenJobByCode/:code", async (req, res) => {
    const code = String(req.params.code);
    const job = JOB_CODE_PATTERN.test(code) ? await services.careers.currentJob(Number(code)) : undefined;
    // A 404 too: the job may be published a moment later.
    if (!job) return sendRevalidatedJson(req, res, { Message: JOB_NOT_FOUND_MESSAGE }, 404);
    await sendRevalidatedJson(req, res, job);
  });

  // The screening questions an open job asks (docs/decisions/0178): what the careers page's Apply Now form
  // shows. Never the wanted answers; a closed or unknown job answers 404 as the job read does.
  api.get("/Career/GetScreeningQuestions/:code", async (req, res) => {
    const code = String(req.params.code);
    const job = JOB_CODE_PATTERN.test(code) ? await services.careers.currentJob(Number(code)) : undefined;
    if (!job || job.IsClosed) return sendRevalidatedJson(req, res, { Message: JOB_NOT_FOUND_MESSAGE }, 404);
    await sendRevalidatedJson(req, res, await services.screeningQuestions.asked(job.Code));
  });
}
