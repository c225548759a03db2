import type { FirstTouch } from "~/domain/insights/first-touch";
import { touchColumns } from "../insights/touch-columns";
import { isHoneypotFilled } from "~/domain/honeypot";
import { noticeVersion } from "~/domain/privacy-notices";
import type { Locale } from "~/domain/locale/locales";
import { consentLink, NEWSLETTER_PATHS } from "~/domain/newsletter-consent";
import type { SubscribeRequest } from "~/domain/subscriber-schema";
import { firstFailure, text } from "~/domain/validation/rules";
import { subscribeMessages, subscribeRules } from "~/domain/validation/subscribe-rules";
import {
  confirmSubscription,
  deleteSubscription,
  findSubscriptionByEmailKey,
  findSubscriptionById,
  insertSubscriptionOnce,
  markConfirmationSent,
  type SubscriptionRow,
} from "./subscriptions.repository";
import { deletePendingMailsOfSubscription } from "./newsletter-issues.repository";
import { mailLocaleField } from "../mail/mail-locale";
import { mailOf, type MailOutbox } from "../mail/outbox";
import { newsletterConsentToken, newsletterTokenSubject, type ConsentPurpose } from "../security/newsletter-links";
import { signedTokenMatches } from "../security/signed-tokens";
import type { ServiceDeps } from "../service-deps";
import type { SubmissionResult } from "../forms/submission-result";

/** An address gets at most one confirmation mail in this time, however often the form is sent. */
export const CONFIRMATION_RESEND_AFTER_MS = 10 * 60 * 1000;

/** A consent link's subscription, when its token is right: the address, and whether it is confirmed. */
export type ConsentLinkTarget = { id: number; email: string; confirmed: boolean };

export function createSubscriptionsService({
  db,
  config,
  mail,
}: Pick<ServiceDeps, "db" | "config"> & { mail: MailOutbox }) {
  const subject = (row: Pick<SubscriptionRow, "id" | "email_key">) => newsletterTokenSubject(row.id, row.email_key);
  const token = (purpose: ConsentPurpose, row: Pick<SubscriptionRow, "id" | "email_key">) =>
    newsletterConsentToken(config.tokenSecret, purpose, row.id, row.email_key);

  /** The subscription a link names, if its token is the one we made for it. */
  async function linked(purpose: ConsentPurpose, id: unknown, given: unknown) {
    const n = typeof id === "string" && /^\d{1,9}$/.test(id) ? Number(id) : NaN;
    if (!Number.isInteger(n)) return undefined;
    const row = await findSubscriptionById(db, n);
    return row && signedTokenMatches(config.tokenSecret, `newsletter-${purpose}`, subject(row), given)
      ? row
      : undefined;
  }

  return {
    /**
     * Subscribes an address by double opt-in: the first request stores it unconfirmed and writes a mail
     * with a link to confirm; a repeat (in any letter case) stores nothing new and mails again (a new
     * confirmation link, or word that it is already subscribed) at most once in ten minutes. Every
     * request is answered the same, so the form does not reveal who is subscribed.
     */
    async subscribe(
      request: SubscribeRequest,
      clientIp: string,
      touch: FirstTouch | null = null,
      /** The language of the page the address was sent from (docs/decisions/0190-notice-language.md). */
      language?: Locale,
    ): Promise<SubmissionResult> {
      const verdict = firstFailure(subscribeRules, request);
      if (!verdict.ok) return verdict;
      if (isHoneypotFilled(request)) return { ok: true, message: subscribeMessages.success };
      const email = text(request.Email);
      const now = new Date();
      await db.transaction().execute(async (trx) => {
        await insertSubscriptionOnce(trx, {
          email,
          email_key: email.toLowerCase(),
          ip_address: text(request.IpAddress),
          browser_info: text(request.BrowserInfo),
          notice_version: noticeVersion("newsletter", language),
          created_at: now.toISOString(),
          client_ip: clientIp,
          ...touchColumns(touch),
        });
        const row = (await findSubscriptionByEmailKey(trx, email.toLowerCase()))!;
        const lastSent = row.confirmation_sent_at ? Date.parse(row.confirmation_sent_at) : -Infinity;
        if (now.getTime() - lastSent < CONFIRMATION_RESEND_AFTER_MS) return;
        const link = (path: string, purpose: ConsentPurpose) =>
          consentLink(config.siteUrl, path, row.id, token(purpose, row));
        const [written] = await mail.enqueueAll(
          trx,
          [
            mailOf("newsletter-confirmation", {
              email: row.email,
              alreadyConfirmed: row.confirmed_at !== null,
              confirmUrl: link(NEWSLETTER_PATHS.confirm, "confirm"),
              unsubscribeUrl: link(NEWSLETTER_PATHS.unsubscribe, "unsubscribe"),
              oneClickUrl: link(NEWSLETTER_PATHS.oneClickUnsubscribe, "unsubscribe"),
              ...mailLocaleField(language),
            }),
          ],
          { clientIp, now, publicForm: true },
        );
        // Held back by the hourly cap: nothing was sent, so the next request may send it.
        if (written !== null) await markConfirmationSent(trx, row.id, now.toISOString());
      });
      return { ok: true, message: subscribeMessages.success };
    },

    /** What a confirmation or unsubscribe link names, or undefined when it is not one of ours (any more). */
    async consentLinkTarget(
      purpose: ConsentPurpose,
      id: unknown,
      given: unknown,
    ): Promise<ConsentLinkTarget | undefined> {
      const row = await linked(purpose, id, given);
      return row && { id: row.id, email: row.email, confirmed: row.confirmed_at !== null };
    },

    /** Confirms the subscription a link names; false when the link is not valid. */
    async confirm(id: unknown, given: unknown): Promise<boolean> {
      const row = await linked("confirm", id, given);
      if (!row) return false;
      await confirmSubscription(db, row.id, new Date().toISOString());
      return true;
    },

    /**
     * Removes the subscription a link names, with its newsletter mails not yet sent (a send under way
     * reaches it no more); false when the link is not valid (or was used).
     */
    async unsubscribe(id: unknown, given: unknown): Promise<boolean> {
      const row = await linked("unsubscribe", id, given);
      if (!row) return false;
      await db.transaction().execute(async (trx) => {
        await deletePendingMailsOfSubscription(trx, row.id);
        await deleteSubscription(trx, row.id);
      });
      return true;
    },
  };
}
