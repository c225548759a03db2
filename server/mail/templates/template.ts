import type { MailConfig } from "#server/config";
import type { MailContent, MailSite } from "../mail-content";

/** Plain addresses (never a name beside them): each one a checked e-mail address. */
export type Recipients = { to: string[]; cc?: string[]; replyTo?: string[] };

/** Headers for a newsletter mail: one-click unsubscribe (RFC 8058) as well as the visible link. */
export type ListUnsubscribe = { oneClickUrl: string };

/**
 * One kind of mail: who receives it (decided when it is written to the outbox), and what it says (rendered
 * when it is sent, from the payload stored with it).
 */
export type MailTemplate<P> = {
  recipients: (payload: P, mail: MailConfig) => Recipients;
  content: (payload: P, site: MailSite) => MailContent;
  listUnsubscribe?: (payload: P) => ListUnsubscribe;
};

/** Splits a configured address list ("a@x.com, b@y.com"). */
export function addressesOf(list: string): string[] {
  return list
    .split(",")
    .map((a) => a.trim())
    .filter(Boolean);
}
