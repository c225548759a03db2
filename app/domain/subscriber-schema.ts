import { z } from "zod";
import { honeypot, optionalText, reportedText } from "./schema-fields";

/** The newsletter request of PostSubscriber (docs/product.md §3.3), plus the honeypot the site's own form sends. */
export const subscriberSchema = z.object({
  Email: optionalText,
  IpAddress: reportedText(500),
  BrowserInfo: reportedText(2000),
  Website: honeypot,
});

export type SubscribeRequest = z.infer<typeof subscriberSchema>;
