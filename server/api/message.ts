import type { Router } from "express";
import { contactMessageSchema } from "~/domain/contact-message-schema";
import { jsonBody, type ApiDeps } from "./api-deps";
import { firstTouchOf } from "./first-touch";
import { messagePost } from "./payload";

/** The original Message controller: POST /api/Message/PostMessage -> { Message }. */
export function messageRoutes(api: Router, { services }: ApiDeps) {
  api.post(
    "/Message/PostMessage",
    jsonBody,
    messagePost(
      contactMessageSchema,
      (payload, ip, touch, language) => services.contactMessages.send(payload, ip, touch, language),
      firstTouchOf(services),
    ),
  );
}
