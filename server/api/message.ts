import type { Router } from "express";
import { contactMessageSchema } from "~/domain/contact-message-schema";
import { jsonBody, type ApiDeps } from "./index";
import { badRequest, parsePayload } from "./payload";

/** The original Message controller: POST /api/Message/PostMessage -> { Message }. */
export function messageRoutes(api: Router, { services }: ApiDeps) {
  api.post("/Message/PostMessage", jsonBody, async (req, res) => {
    const payload = parsePayload(contactMessageSchema, req.body);
    if (!payload.ok) return badRequest(res, payload.message);
    const result = await services.contactMessages.send(payload.data, req.ip ?? "");
    if (!result.ok) return badRequest(res, result.message);
    res.json({ Message: result.message });
  });
}
