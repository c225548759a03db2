import type { Router } from "express";
import { z } from "zod";
import { jsonBody, type ApiDeps } from "./index";
import { badRequest, optionalText, parsePayload } from "./payload";

const messageSchema = z.object({
  Name: optionalText,
  Email: optionalText,
  Mobile: optionalText,
  Subject: optionalText,
  Message: optionalText,
  IpAddress: optionalText,
  BrowserInfo: optionalText,
  Website: optionalText,
});

/** The original Message controller: POST /api/Message/PostMessage -> { Message }. */
export function messageRoutes(api: Router, { services }: ApiDeps) {
  api.post("/Message/PostMessage", jsonBody, async (req, res) => {
    const payload = parsePayload(messageSchema, req.body);
    if (!payload.ok) return badRequest(res, payload.message);
    const result = await services.contactMessages.send(payload.data, req.ip ?? "");
    if (!result.ok) return badRequest(res, result.message);
    res.json({ Message: result.message });
  });
}
