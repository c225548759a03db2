import type { ContactMessageRequest } from "~/domain/contact-message-schema";
import { isHoneypotFilled } from "~/domain/honeypot";
import { contactMessages, contactRules } from "~/domain/validation/contact-rules";
import { firstFailure, text } from "~/domain/validation/rules";
import { groupCommit } from "../db/group-commit";
import { insertContactMessage, type NewContactMessage } from "../db/repositories/contact-messages";
import type { ServiceDeps } from "./index";
import type { SubmissionResult } from "./submission-result";

export function createContactMessagesService({ db }: Pick<ServiceDeps, "db">) {
  // Messages arriving together share one commit (and one fsync); each is acknowledged once committed.
  const store = groupCommit(db, (trx, row: NewContactMessage) => insertContactMessage(trx, row));
  return {
    /** Checks the contact form's rules in order and stores the message; answered only after the row is committed. */
    async send(request: ContactMessageRequest, clientIp: string): Promise<SubmissionResult> {
      const verdict = firstFailure(contactRules, request);
      if (!verdict.ok) return verdict;
      if (isHoneypotFilled(request)) return { ok: true, message: contactMessages.success };
      await store({
        name: text(request.Name),
        email: text(request.Email),
        mobile: text(request.Mobile),
        subject: text(request.Subject),
        message: text(request.Message),
        ip_address: text(request.IpAddress),
        browser_info: text(request.BrowserInfo),
        created_at: new Date().toISOString(),
        client_ip: clientIp,
      });
      return { ok: true, message: contactMessages.success };
    },
  };
}
