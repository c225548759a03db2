import type { Router } from "express";
import { subscriberSchema } from "~/domain/subscriber-schema";
import { jsonBody, type ApiDeps } from "./api-deps";
import { firstTouchOf } from "./first-touch";
import { messagePost } from "./payload";

/** The original Subscribe controller: POST /api/Subscribe/PostSubscriber -> { Message }. */
export function subscribeRoutes(api: Router, { services }: ApiDeps) {
  api.post(
    "/Subscribe/PostSubscriber",
    jsonBody,
    messagePost(
      subscriberSchema,
      (payload, ip, touch, language) => services.subscriptions.subscribe(payload, ip, touch, language),
      firstTouchOf(services),
    ),
  );
}
