import { z } from "zod";
import { honeypot, optionalText, reportedText } from "./schema-fields";

/** The contact message request of PostMessage (docs/product.md §3.4), plus the honeypot the site's own form sends. */
export const contactMessageSchema = z.object({
  Name: optionalText,
  Email: optionalText,
  Mobile: optionalText,
  Subject: optionalText,
  Message: optionalText,
  IpAddress: reportedText(500),
  BrowserInfo: reportedText(2000),
  Website: honeypot,
});

export type ContactMessageRequest = z.infer<typeof contactMessageSchema>;
