import { isHoneypotFilled } from "~/domain/honeypot";
import type { SubscribeRequest } from "~/domain/subscriber-schema";
import { firstFailure, text } from "~/domain/validation/rules";
import { subscribeMessages, subscribeRules } from "~/domain/validation/subscribe-rules";
import { insertSubscriptionOnce } from "../db/repositories/subscriptions";
import type { ServiceDeps } from "./index";
import type { SubmissionResult } from "./submission-result";

export function createSubscriptionsService({ db }: Pick<ServiceDeps, "db">) {
  return {
    /**
     * Subscribes an address once: a repeat (in any letter case) succeeds without a second row, and
     * answers the same, so the form does not reveal who is subscribed.
     */
    async subscribe(request: SubscribeRequest, clientIp: string): Promise<SubmissionResult> {
      const verdict = firstFailure(subscribeRules, request);
      if (!verdict.ok) return verdict;
      if (isHoneypotFilled(request)) return { ok: true, message: subscribeMessages.success };
      const email = text(request.Email);
      await insertSubscriptionOnce(db, {
        email,
        email_key: email.toLowerCase(),
        ip_address: text(request.IpAddress),
        browser_info: text(request.BrowserInfo),
        created_at: new Date().toISOString(),
        client_ip: clientIp,
      });
      return { ok: true, message: subscribeMessages.success };
    },
  };
}
