import type { Router } from "express";
import { subscriberSchema } from "~/domain/subscriber-schema";
import { jsonBody, type ApiDeps } from "./index";
import { badRequest, parsePayload } from "./payload";

/** The original Subscribe controller: POST /api/Subscribe/PostSubscriber -> { Message }. */
export function subscribeRoutes(api: Router, { services }: ApiDeps) {
  api.post("/Subscribe/PostSubscriber", jsonBody, async (req, res) => {
    const payload = parsePayload(subscriberSchema, req.body);
    if (!payload.ok) return badRequest(res, payload.message);
    const result = await services.subscriptions.subscribe(payload.data, req.ip ?? "");
    if (!result.ok) return badRequest(res, result.message);
    res.json({ Message: result.message });
  });
}
